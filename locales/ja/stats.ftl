# 記録画面：パズルごとの合計、遊んだレベルの表、リセット。

stats-everything = { $levels } レベル中 { $solved } をクリア、そのうち { $at_par } は助けなしで最短手数。
stats-star-note = ★ は、ヒントもソルバーの手も使わずに最短手数でクリアした印です。時計はレベルが表示され、ウィンドウがアクティブな間だけ進みます。
stats-none-tried = まだどのレベルにも挑戦していません。

## パズルの表の見出し（狭い画面では短いもの）
stats-head-level = レベル
stats-head-best = ベスト
stats-head-time = タイム
stats-head-best-moves = ベスト手数
stats-head-par = 最短
stats-head-best-time = ベストタイム
stats-head-attempts = 挑戦回数
stats-par-unaided-hover = 助けなしで最短手数を達成

## 記録を消す（2回確かめる）
stats-reset = リセット…
stats-reset-all = すべての進み具合をリセット…
stats-reset-hover = 自作のレベルと設定はそのまま残ります
stats-reset-yes = はい、リセット
stats-reset-no = いいえ
