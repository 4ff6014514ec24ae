# ゲームの文字：日本語。

## タイトル画面
title-tagline = 5つのパズル。どれにも、ヒントを出して解き方を見せてくれるソルバー付き。
title-play = プレイ
title-settings = 設定
title-settings-hover = サウンド・見た目・サイズ・動き・キー（O）
title-quit = 終了
title-keys-web = Enter でプレイ · D で今日の5問 · O で設定
title-keys-desktop = Enter でプレイ · D で今日の5問 · O で設定 · Q で終了

## 設定
settings-heading = 設定
settings-sound = サウンド
settings-volume = 音量
settings-mute = ミュート
settings-buzz = 無効な手やクリアのときに振動（スマートフォン）
settings-look = 見た目
settings-theme-system = システムに合わせる
settings-theme-dark = ダーク
settings-theme-light = ライト
settings-theme-high-contrast = ハイコントラスト
settings-language = 言語
settings-language-system = システムに合わせる
notice-language-missing = { $language }を読み込めませんでした。言語はこれまでのままです。
settings-size = 文字と画面の大きさ
settings-reduce-motion = 動きを減らす
settings-reduce-motion-hover = 駒をすぐ目的の場所へ動かし、紙吹雪・視点の揺れ・点滅をなくします
settings-screen-reader = スクリーンリーダーモード
settings-screen-reader-hover = 耳で遊ぶ人のために：紙吹雪・揺れ・漂う玉をなくします（音はそのまま）。スクリーンリーダーが読んでいる間は自動でオン
settings-fullscreen = 全画面
settings-fullscreen-key = 全画面（F11）
settings-puzzles = パズル
settings-speed = 再生速度
settings-speed-unit = 毎秒 { $speed } 手
settings-keys = キー
settings-keys-help = キーをクリックしてから、使いたい文字を押してください（Esc でそのまま）。
settings-key-read = { $action }：{ $key }
settings-keys-waiting = 「{ $action }」に使う文字を押してください（Esc で { $key } のまま）。
settings-action-undo = 元に戻す
settings-action-redo = やり直す
settings-action-restart = 最初から
settings-action-hint = ヒント
settings-action-solve = ソルバーが解く
settings-action-play = 再生・一時停止
settings-action-new = 新しいステージ
settings-action-share = 共有
settings-action-edit = コピーを編集
settings-action-compare = 最短とくらべる
settings-action-settings = 設定
settings-action-say-again = 最後の読み上げをもう一度
settings-action-read-board = 盤全体を読み上げる
settings-action-read-count = 手数と最短
settings-action-read-cursor = カーソルの位置
settings-reset = 初期設定に戻す
settings-reset-hover = ここでの選択をすべて最初の状態に戻します
settings-done = 完了
settings-choice = { $group }：{ $choice }
settings-only-now = 今回の起動のみ：{ $choices }。

## ステージのバー
hud-back-hover = 戻る（Esc）
hud-back-editor = ← エディター
hud-back-editor-hover = エディターに戻る（Esc）
hud-back-levels = ← ステージ
hud-back-levels-hover = ステージ一覧に戻る（Esc）
hud-rules-hover = 遊び方（F1）
hud-settings-hover = 設定（O）
hud-key-hover = キー：{ $key }
hud-par = 最短 { $par }
hud-par-hover = 最短解の手数
hud-moves = { $moves } 手
hud-no-solution = ここからは解けません。
hud-undo-to-winnable = まだ解ける最後の局面まで戻す
hud-hint-line = ヒント：{ $hint }
hud-chapter-coach = 新しい章「{ $chapter }」：{ $teaches }
hud-play = 再生
hud-pause = 一時停止
hud-to-start = 最初に戻る
hud-step-back = 1手戻る
hud-step-forward = 1手進む
hud-rail = 進めた手数
hud-timeline-hover = これまでの手とこれからの手：ドラッグで行き来できます
hud-speed = 速度
hud-speed-hover = 1秒あたりの手数（- と =）
hud-undo = 元に戻す
hud-redo = やり直す
hud-restart = 最初から
hud-hint = ヒント
hud-solve = 解く
hud-new-level = 新しいステージ
hud-share = 共有
hud-edit-copy = コピーを編集
hud-next-level = 次のステージ
hud-compare = くらべる

## メニュー
menu-back-hover = { $place }に戻る（Esc）
puzzles-back = ← タイトル
puzzles-heading = パズルを選ぶ
puzzles-stats = 記録
puzzles-stats-hover = ステージごとのベスト記録（手数とタイム）
puzzles-next = 次：{ $level }
levels-back = ← パズル
rules-got-it = わかった
rules-heading = { $puzzle }の遊び方
# A control of the card and what it does, as a screen reader reads the card.
rules-control-said = { $keys }：{ $does }
edit-heading = ステージを作る：{ $puzzle }

## 記録
stats-solved = { $solved } / { $levels } クリア
stats-at-par = ★ 最短達成 { $count }
stats-attempts = 挑戦 { $count } 回
stats-best-times = ベストタイム合計 { $time }
stats-forget-puzzle = 「{ $puzzle }」の記録と各ステージの途中経過をすべて消しますか？
stats-forget-all = すべてのパズルの記録と各ステージの途中経過をすべて消しますか？

## パズルのステージ
levels-open-code-heading = 共有されたステージを開く
levels-code-hint = コード（pb1.…）またはリンク
levels-open-code = コードを開く
levels-open-code-hover = 共有されたコードからステージを開きます
levels-make = ステージを作る
levels-make-hover = ソルバーが見守る中で自分のステージを作ります
levels-new = ランダムな新ステージ
levels-new-short = 新ステージ
levels-for-you = あなたへのおすすめ
levels-for-you-hover = リストでまだクリアしていない次のステージ。すべてクリアしたら、あなたのレーティングに合ったランダムなステージ
levels-for-you-path = リストでまだクリアしていない次のステージ: { $number }. { $title }
levels-more = その他
levels-for-you-new = まずは{ $difficulty }から：ランダムなステージや今日の5問をクリアすると、次からはあなたの腕前に合わせます。
levels-for-you-why = { $difficulty }：クリアした { $count } ステージから出したレーティング { $rating }（± { $range }）にいちばん近い難しさです。
levels-yours = あなたのステージ
levels-played = 遊んだランダム・共有ステージ
levels-yours-hint = 自分のステージを右クリックすると、編集や削除ができます。
levels-yours-touch-hint = 自分のステージを長押しすると、編集や削除ができます。
levels-edit = 編集
levels-delete = 完全に削除
levels-in-progress = プレイ中 · { $moves } 手
levels-not-solved = 未クリア
levels-best = ベスト { $best }
levels-par = 最短 { $par }
levels-chapter-stars = この章の星 { $of } こ中 { $earned } こ
difficulty-easy = やさしい
difficulty-medium = ふつう
difficulty-hard = むずかしい
difficulty-expert = エキスパート

## クリア
win-heading = クリア！
win-solver = ソルバーが解きました
win-again = もう一度
win-time = タイム { $time }
# The win panel's buttons and their keys, as a screen reader says them after the win.
win-ways-on = { $next }：Enter。{ $again }：R。{ $compare }：C。
win-par-hinted = 最短達成。でもヒントを見たので ★ はなし。
win-par = 最短達成！パーフェクト。
win-path-back = リストの最後のステージでした。次は、まだクリアしていない { $number }. { $title } です。
win-path-finished = 最後のステージでした。{ $puzzle }のステージをぜんぶクリアしました！次は、あなたのレーティングに合った新しいランダムなステージです。
win-try-yourself = 今度は自分でやってみよう！
win-moves = { $moves } 手
win-blocks = { $blocks } ブロック
win-best-program-more-bonus = { $blocks }（最良のプログラムは { $par }）。ボーナスを全部取れるかな？
win-more-bonus = { $blocks }。ボーナスを全部取れるかな？
win-best-program = { $blocks }（最良のプログラムは { $par }）。
win-bonuses = ★ ボーナス { $taken } / { $of } · { $score }
win-above-par = { $moves }（最短 { $par }）。

## 画面が変わったときにスクリーンリーダーが読むウィンドウの名前
screen-levels = { $puzzle }：ステージ一覧
screen-playing = { $puzzle }：{ $level }
