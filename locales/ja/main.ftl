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
notice-letters-missing = { $language }のフォントを読み込めませんでした。言語はこれまでのままです。
settings-size = 文字と画面の大きさ
settings-reduce-motion = 動きを減らす
settings-reduce-motion-hover = 駒をすぐ目的の場所へ動かし、紙吹雪・視点の揺れ・点滅をなくします
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
settings-action-new = 新しいステージ
settings-action-share = 共有
settings-action-edit = コピーを編集
settings-action-settings = 設定
settings-reset = 初期設定に戻す
settings-reset-hover = ここでの選択をすべて最初の状態に戻します
settings-done = 完了
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
hud-play = 再生
hud-pause = 一時停止
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

## パズルの名前と説明
puzzle-shot = ショット
puzzle-shot-blurb = 玉を弾いてぶつけ合い、最後の1つになるまで減らそう。
puzzle-snake = スネークキューブ
puzzle-snake-blurb = 64個の木のキューブがつながった鎖を、4×4×4の立方体に折りたたもう。
puzzle-klotski = 箱入り娘
puzzle-klotski-blurb = ブロックを滑らせて、大きな赤いブロックをゴールまで運ぼう。
puzzle-kodable = ボール転がしプログラミング
puzzle-kodable-blurb = 小さなプログラムを書いて、ボールをゴールまで転がそう。
puzzle-fifteen = 15パズル
puzzle-fifteen-blurb = 15段階の灰色のタイルを滑らせて、順番に並べよう。
puzzle-lights = ライツアウト
puzzle-lights-blurb = 一列のランプを消そう。

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
levels-yours = あなたのステージ
levels-yours-hint = 自分のステージを右クリックすると、編集や削除ができます。
levels-yours-touch-hint = 自分のステージを長押しすると、編集や削除ができます。
levels-edit = 編集
levels-delete = 完全に削除
levels-in-progress = プレイ中 · { $moves } 手
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
win-par-hinted = 最短達成。でもヒントを見たので ★ はなし。
win-par = 最短達成！パーフェクト。
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
kodable-start-line = ブロックでプログラムを組んで、「実行」を押そう。ボールは何かにぶつかるまで転がります。
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
kodable-run-counts = 今回の実行は { $size } ブロックと数えます：{ $why }。
kodable-bonuses-hover = この実行で取ったボーナスと、マップ上のすべてのボーナス
kodable-run = 実行
kodable-go-on = 続ける
kodable-step = ステップ
kodable-reset = リセット
kodable-speed-hover = 速度：ボールの転がる速さ（- と =）
kodable-solvable = クリアできる？
kodable-new-map = 新しいマップ

## プログラムのパネル
kodable-blocks-heading = ブロック
kodable-program-heading = プログラム
kodable-function-heading = 関数
kodable-text-heading = テキスト
kodable-how-heading = しくみ
kodable-keys-heading = キー
kodable-how-arrow = 矢印はボールを、草か端で止まるまで転がします。すぐ目の前が草の向きへの矢印はエラーになり、プログラムはそこで止まります。
kodable-how-cond = 条件ブロック（P ↓）は、ボールがその色の上にいるときだけ動かします。条件の直前の転がりは、その色の最初のマスで止まります。
kodable-how-loop = ループは中の2つのブロックを繰り返し実行します。×3 は3回です。
kodable-how-function = F は、どこで呼ばれても関数の3つのブロックを実行します。
kodable-how-bonus = ゴールまでの ★ をすべて、できるだけ少ないブロックで取ろう。最短とは最少のブロック数のことです。
kodable-way-up = 上
kodable-way-down = 下
kodable-way-left = 左
kodable-way-right = 右
kodable-colour-pink = ピンク
kodable-colour-orange = オレンジ
kodable-colour-yellow = 黄色
kodable-palette-roll = 何かに止められるまで{ $way }へ転がす（キー { $key }）
kodable-palette-loop = ループ：中の2つのブロックを繰り返す（キー L、数字で回数）
kodable-palette-function = 関数：下の関数の3つのブロックを実行（キー F）
kodable-palette-cond = 条件：{ $colour }のマスでは{ $way }へ転がし、ほかでは何もしない。その前の転がりは最初の{ $colour }のマスで止まります（キー C、次に { $key }）。
kodable-if-on = もし
kodable-roll = 転がす：
kodable-cond-armed = { $colour }の条件：矢印キーを押してください（C：次の色、Esc：やめる）
kodable-colour-hover = 条件は{ $colour }のマスを調べます
kodable-function-calls = { $calls ->
    [0] まだ呼ばれていません：F ブロックを加えよう
   *[other] { $calls } 回呼ばれています
}
kodable-slot-hover = クリックで次のブロックをここへ。右クリックで空にします
kodable-text-hint = プログラムを入力（T）。例：Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-use = このテキストを使う
kodable-text-use-hover = テキストをプログラムに読み込む（Enter）
kodable-text-forget = やめる
kodable-text-forget-hover = プログラムの表示に戻す（Esc）
kodable-text-error = { $column } 文字目：{ $message }。
kodable-hint-keep-then = { $keep } ブロックを残して、
kodable-hint-add = 追加：
kodable-hint-and-function = と関数
kodable-hint-keep-only = 最初の { $keep } ブロックだけ残す
kodable-hint-do-it = そうする
kodable-program-empty = ブロックをクリックするかここへドラッグ、または矢印キーを押す
kodable-undo-hover = 最後の編集を元に戻す（Z）
kodable-clear = 全部消す
kodable-clear-hover = すべてのブロックを取り除く（Shift+Backspace）
kodable-block-number = ブロック { $number }
kodable-move-left-hover = 左へ動かす（Ctrl+←）
kodable-move-right-hover = 右へ動かす（Ctrl+→）
kodable-remove-hover = 取り除く（Backspace）
kodable-repeat = ループの回数
kodable-fewer-hover = 回数を減らす（または 1–9）
kodable-more-hover = 回数を増やす（または 1–9）
kodable-loop-hover = ループ。ドラッグで移動、× か右クリックで削除
kodable-function-hover = 関数の3つのブロックを実行します。ドラッグで移動、× か右クリックで削除
kodable-block-hover = ドラッグで移動、× か右クリックで削除
kodable-times-hover = 実行回数：上半分をクリックで増やし、下半分で減らす、または 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = 矢印を加える
kodable-key-2 = C のあと矢印
kodable-key-2-does = 条件を加える（もう一度 C：次の色）
kodable-key-3 = L / F
kodable-key-3-does = ループ / 関数の呼び出しを加える
kodable-key-4 = 2 … 9
kodable-key-4-does = 今のループの回数
kodable-key-5 = Shift + ← →
kodable-key-5-does = カーソルを動かす（ループや関数の中へ）
kodable-key-6 = Shift + ↓ / ↑
kodable-key-6-does = 関数へ / プログラムに戻る
kodable-key-7 = Ctrl + ← →
kodable-key-7-does = 今のブロックを動かす
kodable-key-8 = Backspace / Delete
kodable-key-8-does = ブロックを取り除く、またはマスを空にする
kodable-key-9 = T
kodable-key-9-does = プログラムをテキストで入力
kodable-key-10 = スペース / Enter
kodable-key-10-does = 実行・一時停止 / 1ステップ
kodable-key-11 = R / Esc
kodable-key-11-does = ボールをスタートへ戻す
kodable-key-12 = K H S N
kodable-key-12-does = 確認、ヒント（もう一度 H で追加）、解く、新しいマップ
kodable-key-13 = Z / Y
kodable-key-13-does = 編集を元に戻す / やり直す
kodable-key-14 = - / =
kodable-key-14-does = 遅く / 速く

## スネークキューブのパネル
snake-corner = 角 { $n } / { $of }
snake-straight = まっすぐ（まだ折っていない）
snake-cube-number = キューブ { $number }
snake-turn = 回す
snake-straighten = まっすぐにする
snake-pick = キューブをクリックして角を選ぼう
snake-more = もっと…
snake-less = 閉じる
snake-folded = 折った角 { $set } / { $corners }
snake-overlapping = { $cubes } 個のキューブが重なっています（赤）
snake-outside = { $cubes } 個のキューブが箱の外（薄い色）
snake-counting = 解を数えています…
snake-counting-progress = 解を数えています… { $percent }%
snake-too-many = 解が多すぎて数えきれません。
snake-no-fold = この鎖は立方体に折りたためません。
snake-solutions = 解 { $count } 通り
snake-oriented = 回転と鏡像を含めると { $count } 通り
snake-watch-it = 折るところを見る：
snake-watch-first = 最初に見つかった { $found } 通りから1つを見る（パネルは { $keep } 通りまで保持）：
snake-watch-one = 折り方を1つ見る：
snake-chain-editor = 鎖エディター
snake-chain-help = F：次のキューブはまっすぐ · T：曲がる
snake-chain-use = この鎖を使う
