# 記録画面：パズルごとの合計、遊んだステージの表、リセット。

stats-everything = { $levels } ステージ中 { $solved } をクリア、そのうち { $at_par } は助けなしで最短達成。
# A puzzle's totals, as a screen reader says them when the stats open.
stats-said-puzzle = { $puzzle }：{ $totals }
stats-star-note = ★ は、ヒントもソルバーの手も使わずに最短でクリアした印です。タイムは、ステージが表示されていてウィンドウがアクティブな間だけ進みます。
stats-none-tried = まだどのステージにも挑戦していません。

## パズルの表の見出し（狭い画面では短いもの）
stats-head-level = ステージ
stats-head-best = ベスト
stats-head-time = タイム
stats-head-best-moves = ベスト手数
stats-head-par = 最短
stats-head-best-time = ベストタイム
stats-head-attempts = 挑戦回数
stats-par-unaided-hover = 助けなしで最短達成

## 記録を消す（2回確かめる）
stats-reset = リセット…
stats-reset-all = すべての進行状況をリセット…
stats-reset-hover = 自作のステージと設定はそのまま残ります
stats-reset-yes = はい、リセット
stats-reset-no = いいえ
stats-rating = レーティング { $rating } ± { $range }
stats-no-rating = レーティングはまだありません：ランダムなステージや今日の5問をクリアすると付きます。
stats-finished-weeks = この4週間で { $count } ステージをクリア
stats-time-trend = 1ステージあたりの時間 { $before } → { $after }
stats-time-mean = 1ステージあたりの時間 { $time }
stats-hints-trend = 1ステージあたりのヒント { $before } → { $after }
stats-hints-mean = 1ステージあたりのヒント { $hints }
stats-over-par = 最短より { $percent } % 多い手数
stats-chart-finished = 1日にクリアしたステージ数と1ステージあたりの時間
stats-chart-rating = レーティングと、それがありそうな範囲
stats-chart-most-levels = { $count } ステージ
stats-chart-longest = 1ステージ { $time }
stats-weeks-ago = 4週間前
stats-today = 今日

## ファイルにした進み具合
stats-file-heading = ファイルにした進み具合
stats-file-note = 書き出すと、すべて（設定、記録、履歴、作ったステージ）を一つのファイルにします。取り込むと、そのファイルを合わせて、両方のよいほうを残します。ファイルをウィンドウに落としても同じです。
stats-export = 進み具合を書き出す
stats-exported = { $path } に書きました
stats-downloaded = { $path } をダウンロードしました
stats-import = 進み具合を取り込む…
stats-import-path = 取り込むファイル
stats-import-this = 取り込む

## ステージのまとまりごと、そしてベストタイム
stats-pack = { $pack }：クリア { $solved } · 挑戦中 { $tried } · 未挑戦 { $untouched }
stats-pack-whole = 収録ステージ
stats-bests = 自力でクリアしたベストタイム：{ $bests }
stats-best = { $difficulty } { $time }
