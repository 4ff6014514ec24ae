# ゲームの文字：日本語。

## タイトル画面
title-tagline = 5つのパズル。それぞれにヒントを出して解き方を見せるソルバー付き。
title-play = プレイ
title-settings = 設定
title-settings-hover = サウンド・見た目・サイズ・動き・キー（O）
title-quit = 終了
title-keys-web = Enter でプレイ · O で設定
title-keys-desktop = Enter でプレイ · O で設定 · Q で終了

## 設定
settings-heading = 設定
settings-sound = サウンド
settings-volume = 音量
settings-mute = ミュート
settings-buzz = 無効な手とクリアで振動（スマートフォン）
settings-look = 見た目
settings-theme-system = システムに合わせる
settings-theme-dark = ダーク
settings-theme-light = ライト
settings-theme-high-contrast = ハイコントラスト
settings-language = 言語
settings-language-system = システムに合わせる
settings-size = 文字と画面の大きさ
settings-reduce-motion = 動きを減らす
settings-reduce-motion-hover = 駒はすぐ目的の場所へ。紙吹雪、視点の揺れ、点滅をなくします
settings-fullscreen = 全画面
settings-fullscreen-key = 全画面（F11）
settings-puzzles = パズル
settings-fifteen-numbers = 15パズルのタイルに数字を表示（T）
settings-speed = 再生速度
settings-speed-unit = 毎秒 { $speed } 手
settings-keys = キー
settings-keys-help = キーをクリックしてから、使いたい文字を押してください（Esc でそのまま）。
settings-keys-waiting = 文字を押してください…
settings-action-undo = 元に戻す
settings-action-redo = やり直す
settings-action-restart = 最初から
settings-action-hint = ヒント
settings-action-solve = ソルバーが解く
settings-action-play = 再生・一時停止
settings-action-new = 新しいレベル
settings-action-share = 共有
settings-action-edit = コピーを編集
settings-action-settings = 設定
settings-reset = 初期設定に戻す
settings-reset-hover = ここでの選択をすべて最初の状態に戻します
settings-done = 完了
settings-only-now = 今回の起動のみ：{ $choices }。

## レベルのバー
hud-back-hover = 戻る（Esc）
hud-back-editor = ← エディター
hud-back-editor-hover = エディターに戻る（Esc）
hud-back-levels = ← レベル
hud-back-levels-hover = レベル一覧に戻る（Esc）
hud-rules-hover = 遊び方（F1）
hud-settings-hover = 設定（O）
hud-key-hover = キー：{ $key }
hud-par = 最短 { $par } 手
hud-par-hover = 最短解の手数
hud-moves = { $moves } 手
hud-no-solution = ここからは解けません。
hud-undo-to-winnable = まだ解ける最後の局面まで戻す
hud-hint-line = ヒント：{ $hint }
hud-play = 再生
hud-pause = 一時停止
hud-timeline-hover = 指した手とこれからの手：ドラッグで行き来できます
hud-speed = 速度
hud-speed-hover = 1秒あたりの手数（- と =）
hud-undo = 元に戻す
hud-redo = やり直す
hud-restart = 最初から
hud-hint = ヒント
hud-solve = 解く
hud-new-level = 新しいレベル
hud-share = 共有
hud-edit-copy = コピーを編集
hud-next-level = 次のレベル

## パズルの名前と説明
puzzle-shot = ショット
puzzle-shot-blurb = 玉を弾いてぶつけ合い、最後の1つになるまで減らそう。
puzzle-snake = スネークキューブ
puzzle-snake-blurb = 64個の木のキューブがつながった鎖を、4×4×4の立方体に折りたたもう。
puzzle-klotski = 箱入り娘
puzzle-klotski-blurb = ブロックを滑らせて、大きな赤いブロックを出口まで運ぼう。
puzzle-kodable = ボール転がしプログラミング
puzzle-kodable-blurb = 小さなプログラムを書いて、ボールをゴールまで転がそう。
puzzle-fifteen = 15パズル
puzzle-fifteen-blurb = 15段階の灰色を順番に並べよう。
puzzle-lights = ライト
puzzle-lights-blurb = 一列のランプを消そう。

## メニュー
menu-back-hover = { $place }に戻る（Esc）
puzzles-back = ← タイトル
puzzles-heading = パズルを選ぶ
puzzles-stats = 記録
puzzles-stats-hover = レベルごとの最少手数と最速タイム
puzzles-next = 次：{ $level }
levels-back = ← パズル
rules-got-it = わかった
rules-heading = { $puzzle }の遊び方
edit-heading = レベルを作る：{ $puzzle }

## 記録
stats-solved = { $levels } 中 { $solved } クリア
stats-at-par = ★ 最短手数 { $count }
stats-attempts = 挑戦 { $count } 回
stats-best-times = ベストタイム合計 { $time }
stats-forget-puzzle = 「{ $puzzle }」の記録と各レベルの途中経過をすべて消しますか？
stats-forget-all = すべてのパズルの記録と各レベルの途中経過をすべて消しますか？

## パズルのレベル
levels-open-code-heading = 共有されたレベルを開く
levels-code-hint = コード（pb1.…）またはリンク
levels-open-code = コードを開く
levels-open-code-hover = 共有されたコードからレベルを開きます
levels-make = レベルを作る
levels-make-hover = ソルバーが見守る中で自分のレベルを作ります
levels-new = ランダムな新レベル
levels-new-short = 新レベル
levels-yours = あなたのレベル
levels-yours-hint = 自分のレベルを右クリックすると、編集や削除ができます。
levels-yours-touch-hint = 自分のレベルを長押しすると、編集や削除ができます。
levels-edit = 編集
levels-delete = 完全に削除
levels-in-progress = 途中 · { $moves } 手
levels-not-solved = 未クリア
levels-best = ベスト { $best }
levels-par = 最短 { $par }
levels-map-size = 大きさ
difficulty-easy = やさしい
difficulty-medium = ふつう
difficulty-hard = むずかしい
difficulty-expert = エキスパート

## クリア
win-heading = クリア！
win-heading-fifteen = きみの勝ち！
win-solver = ソルバーが解きました
win-again = もう一度
win-edit-program = プログラムを直す
win-time = タイム { $time }
win-par-hinted = 最短手数、でもヒントを見たので ★ はなし。
win-par = 最短手数！パーフェクト。
win-try-yourself = 今度は自分でやってみよう！
win-moves = { $moves } 手
win-blocks = { $blocks } ブロック
win-best-program-more-bonus = { $blocks }（最良のプログラムは { $par }）。ボーナスを全部取れるかな？
win-more-bonus = { $blocks }。ボーナスを全部取れるかな？
win-best-program = { $blocks }（最良のプログラムは { $par }）。
win-bonuses = ★ ボーナス { $taken } / { $of } · { $score }
win-above-par = { $moves }（最短 { $par }）。
kodable-loop-cut-short = ループが一度も繰り返されなかったので、2ブロックと数えます

## ボール転がしプログラミング
kodable-detail = { $puzzle } · { $cols }×{ $rows } マップ
kodable-action = 動作 { $at } / { $of }：{ $what }
kodable-start-line = ブロックでプログラムを組んで、実行を押そう。ボールは何かにぶつかるまで転がります。
kodable-cannot-up = 上へは動けません
kodable-cannot-down = 下へは動けません
kodable-cannot-left = 左へは動けません
kodable-cannot-right = 右へは動けません
kodable-blocked-line = { $cannot }：道がふさがっています。プログラムを直して、もう一度実行しよう。
kodable-bubble-ended = プログラムはここで終わりました
kodable-bubble-no-function = 関数が空です
kodable-par-hover = 最良のプログラムのブロック数（取れるボーナスをすべて取る）
kodable-blocks = ブロック { $size }
kodable-blocks-limit = ブロック { $size } / { $limit }
kodable-blocks-limit-hover = プログラムのブロック数と、このマップで使える上限
kodable-run-counts = この実行は { $size } と数えます：{ $why }。
kodable-bonuses-hover = この実行で取ったボーナスと、マップ上のすべてのボーナス
kodable-run = 実行
kodable-go-on = 続ける
kodable-step = ステップ
kodable-reset = リセット
kodable-speed-hover = 速度：ボールの転がる速さ（- と =）
kodable-solvable = クリアできる？
kodable-new-map = 新しいマップ
