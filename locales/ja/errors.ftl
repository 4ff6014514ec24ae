# ステージファイル、ステージコード、入力したプログラムが読み込めない理由：日本語。各メッセージの id は、
# パズルの読み込み側がそのエラーに付けている名前です。文の終わりに「。」は付けません：ゲームが
# 枠の中に入れて表示します（「levels/x.shot、3 行目 5 文字目：…」）。
#
# 引数：
#   $found：ほかのものが来るはずの所にあったもの。下の found-… のメッセージの書き方です
#           （「x」、スペース、テキストの終わり）。文の中では「{ $found }になっています」の形で使います。
#   $line, $column：テキストの中の位置（1 から数える）。
#   $why：別のエラーの文。このメッセージがそれを囲みます。

## 見つかったもの
found-end = テキストの終わり
found-space = スペース
found-tab = タブ
found-control = 制御文字（U+{ $code }）
found-invisible = 見えない文字（U+{ $code }）
found-char = 「{ $char }」
found-char-code = 「{ $char }」（U+{ $code }）

# テキストのある位置でのエラー。
error-at-place = { $line } 行目 { $column } 文字目：{ $why }

## すべてのステージファイル
# $key：par、blocks、solutions、seed（「; key: value」の行）、または goal-column か goal-row（箱入り娘のゴール）。
file-number-too-large = { $key ->
    [goal-column] ゴールの列「{ $text }」が大きすぎます：最大は { $most } です
    [goal-row] ゴールの行「{ $text }」が大きすぎます：最大は { $most } です
   *[other] { $key } の「{ $text }」が大きすぎます：最大は { $most } です
}
file-number-expected = { $key ->
    [goal-column] ゴールの列には整数を書いてください：「{ $text }」は整数ではありません
    [goal-row] ゴールの行には整数を書いてください：「{ $text }」は整数ではありません
   *[other] { $key } には整数を書いてください：「{ $text }」は整数ではありません
}
file-key-twice = 「{ $key }」が2回書かれています（1回目は { $first } 行目）：1回だけにしてください
file-empty = ファイルが空です：ステージの図がありません
file-no-drawing = ステージには ; で始まる設定の行か空行しかありません：ステージの図がありません

## ボール転がしプログラミング：入力したプログラム（Up、Loop、Cond… はプログラムの書き方の言葉）
program-loop-in-loop = ループに入るのは2つの矢印か条件です：ループの中にループは入りません

## ステージコード
code-damaged = コードが壊れています（チェックが合いません）：全部コピーできていますか？
code-no-unpack = コードのデータを展開できません（または 1 MiB を超えています）
code-data-unread = コードのデータを読み込めません
code-level-unread = コードの中のステージ（{ $puzzle }）を読み込めません：{ $why }
code-too-many-moves = コードに { $count } 手が入っています：コードや途中までのステージに入れられるのは { $most } 手までです
code-move-unread = コードの { $number } 手目は、このパズルの手ではありません
code-too-long = コードが { $most } 文字を超えています
code-not-a-code = ステージコードは「{ $start }」で始まります
code-newer = コードはバージョン { $version } で、この puzzlebox が読めるもの（{ $read }）より新しいです
code-bad-character = コードの { $number } 文字目（{ $found }）は、コードに使えない文字です
code-cut = コードが途中で切れているか、1文字多すぎます
code-too-short = コードが短すぎます：これではステージが入りません
code-move-refused = コードの { $number } 手目は無効な手です：{ $why }
# プレイ中にはまず出会わない理由で受け付けられない手。
move-refused = そこではこの手はできません

## 日付（今日の5問）
date-format = 日付は YYYY-MM-DD（例：2026-11-26）の形のはずが、「{ $text }」になっています
date-no-such-day = { $text } という日はありません
