# Every word of this puzzle (fifteen): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
settings-fifteen-numbers = 15パズルのタイルに数字を表示（T）
puzzle-fifteen = 15パズル
puzzle-fifteen-blurb = 15段階の灰色のタイルを滑らせて、順番に並べよう。

## How to play
fifteen-rule-1 = 灰色を順に並べよう。いちばん明るいものを左上に、左から右へ、上から下へだんだん暗く、いちばん暗いものを空きマスの直前に。空きマスは最後に右下の角に来ます。
fifteen-rule-2 = 空きマスの隣のタイルは、空きマスへ滑り込みます。
fifteen-control-1 = タイルをクリック
fifteen-control-1-does = そのタイルと、空きマスとの間のタイルをまとめて滑らせる
fifteen-control-2 = 矢印キー
fifteen-control-2-does = 空きマスの隣のタイルをその向きへ滑らせる
fifteen-control-3 = T
fifteen-control-3-does = タイルに数字を表示
fifteen-help = 空きマスと同じ行か列のタイルをクリック · または矢印キーで滑らせる
fifteen-touch-1 = タイルをタップ
fifteen-touch-1-does = そのタイルと、空きマスとの間のタイルをまとめて滑らせる
fifteen-touch-2 = 「数字」のチェックボックス
fifteen-touch-2-does = タイルに数字を表示
fifteen-touch-help = 空きマスと同じ行か列のタイルをタップ

## The first level's guide
guide-fifteen-1 = 最初の一手：{ $hint }。そのタイルをクリックすると空きマスへすべります。矢印キーでも動かせるよ。
guide-fifteen-1-touch = 最初の一手：{ $hint }。そのタイルをタップすると空きマスへすべります。
guide-fifteen-2 = タイルを明るい順に並べて、空きマスを最後にしよう。次は：{ $hint }。

## Its levels and chapters
level-fifteen-01-first-light = 夜明け
level-fifteen-02-three-by-three = 3×3
level-fifteen-03-tangled-eight = もつれた8枚
level-fifteen-04-eleven = 11枚
level-fifteen-05-four-by-four = 4×4
level-fifteen-06-shades = 濃淡
level-fifteen-07-dusk = 夕暮れ
level-fifteen-08-twilight = たそがれ
level-fifteen-09-long-shadows = 長い影
level-fifteen-10-midnight = 真夜中
level-fifteen-11-five-by-five = 5×5

## Moves, refusals and hints in words
fifteen-move = { $dir ->
    [up] タイル { $tile } を上へ滑らせる
    [down] タイル { $tile } を下へ滑らせる
    [left] タイル { $tile } を左へ滑らせる
   *[right] タイル { $tile } を右へ滑らせる
}
fifteen-move-by-place = { $dir ->
    [up] 空きマスの下のタイルを上へ滑らせる
    [down] 空きマスの上のタイルを下へ滑らせる
    [left] 空きマスの右のタイルを左へ滑らせる
   *[right] 空きマスの左のタイルを右へ滑らせる
}
fifteen-refused-hole = そこは空きマスです：空きマスと同じ行か列のタイルをクリックしてください
fifteen-refused-out-of-line = 滑らせられるのは、空きマスと同じ行か列のタイルだけです
fifteen-numbers-switch = 数字
fifteen-preparing = ソルバーを準備しています… { $percent }%
fifteen-thinking = 考え中…
fifteen-refused-not-next-to-hole = タイル { $tile } は空きマスの隣にありません
fifteen-refused-no-tile = { $dir ->
    [up] 上へ滑らせられるタイルはありません：空きマスが一番下の行にあります
    [down] 下へ滑らせられるタイルはありません：空きマスが一番上の行にあります
    [left] 左へ滑らせられるタイルはありません：空きマスが右端の列にあります
   *[right] 右へ滑らせられるタイルはありません：空きマスが左端の列にあります
}
fifteen-board-line = { $width }×{ $height }、{ $out ->
    [0] すべてのタイルが正しい位置
   *[other] 正しい位置にないタイル { $out } 枚
}
fifteen-board-gap = 空き
fifteen-cursor-gap = 空きは { $at }

## The solver's lines and hints
play-within-fewest = 最短の { $times } 倍以内

## The level editor
editor-unsolvable-fifteen = 解けません：タイルの並びの偶奇が合わず、どう滑らせても順番に戻せません。
editor-fifteen-hint = 2枚のタイル（またはタイルと空きマス）を順にクリックすると入れ替わります。
editor-fifteen-in-order = 順番に並べる
editor-fifteen-shuffle = シャッフル
editor-fifteen-shuffle-hover = 解けるランダムな盤面
editor-fifteen-type = または、タイルを左上から順に入力（空きマスは 0）：
editor-fifteen-wrong-count = { $cols }×{ $rows } の盤には数字が { $cells } 個必要です（入力は { $numbers } 個）。

## What cannot be read
fifteen-row-width = 1つの行の数字は { $least }〜{ $most } 個です：この行には { $count } 個あります
fifteen-row-unequal = この行には数字が { $count } 個ありますが、1行目は { $first } 個です：どの行も同じ数にしてください
fifteen-height = 盤の行は { $least }〜{ $most } 行です：この盤は { $count } 行あります
fifteen-not-a-number = タイルの番号かスペースのはずが、{ $found }になっています
fifteen-tile-too-large = タイル { $tile } は大きすぎます：{ $width }×{ $height } の盤のタイルは 1〜{ $last } で、空きマスは 0 です
fifteen-twice = { $tile ->
    [0] 空きマス（0）が2回出てきます（1回目は { $line } 行目 { $column } 文字目）
   *[other] タイル { $tile } が2回出てきます（1回目は { $line } 行目 { $column } 文字目）
}
