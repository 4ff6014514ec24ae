# Every word of this puzzle (klotski): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-klotski = 箱入り娘
puzzle-klotski-blurb = ブロックを滑らせて、大きな赤いブロックをゴールまで運ぼう。
chapter-klotski-slides = 道をあけて
chapter-klotski-slides-teaches = ブロックをずらして、大きなブロックの通り道をあけよう。
chapter-klotski-trail = 華容道の旅
chapter-klotski-trail-teaches = 中国に伝わる9つの古いパズル。18手から120手まで。

## How to play
klotski-rule-1 = 大きな赤いブロックを、盤に印のあるゴールまで運ぼう。
klotski-rule-2 = 一度に1つのブロックを空いた場所へ滑らせます。ブロックが互いを飛び越えることはありません。赤いブロックと同じ形のブロックなら、どれでもゴールに入れます。
klotski-rule-3 = 手数の数え方はステージによって決まっています：マス（1マス動かして1手）、スライド（一直線ならどこまで動いても1手）、移動（1つのブロックが単独で行ける所ならどこへでも1手）。
klotski-control-1 = ブロックをドラッグ
klotski-control-1-does = 行けるところへ滑らせる
klotski-control-2 = 矢印キー、Enter
klotski-control-2-does = ブロックを選び、持ち上げる
klotski-control-3 = 矢印キー、Enter または Esc
klotski-control-3-does = 持ったブロックを動かし、置く
klotski-help = ブロックを行けるところへドラッグ · または Enter で選んで矢印キーで動かす
klotski-touch-1 = ブロックをドラッグ
klotski-touch-1-does = 行けるところへ滑らせる
klotski-touch-help = ブロックを行けるところへドラッグ

## The first level's guide
guide-klotski-1 = 最初の一手：{ $hint }。そのブロックをそこへドラッグしよう。矢印キーと Enter で選んで矢印で動かしてもいいよ。
guide-klotski-1-touch = 最初の一手：{ $hint }。そのブロックを指でそこへドラッグしよう。
guide-klotski-2 = ブロックは空いたマスへすべります。赤いブロックをゴールへ運ぼう。次は：{ $hint }。

## Its levels and chapters
level-klotski-01-side-step = サイドステップ
level-klotski-02-shuffle = 行ったり来たり
level-klotski-03-crossroads = 交差点
level-klotski-04-wide-load = 幅広の荷物
level-klotski-05-traffic = 車の流れ
level-klotski-06-rush-hour = ラッシュアワー
level-klotski-07-gridlock = 大渋滞
level-klotski-08-the-original = 元祖
level-klotski-09-labyrinth = 迷宮
level-klotski-10-long-way-round = 遠回り
level-klotski-11-the-marathon = マラソン
level-klotski-12-only-18-steps = たった18手
level-klotski-13-violet = スミレ
level-klotski-14-daisy = ヒナギク
level-klotski-15-pansy = パンジー
level-klotski-16-poppy = ヒナゲシ
level-klotski-17-snowdrop = スノードロップ
level-klotski-18-red-donkey = 華容道
level-klotski-19-trail = 小道
level-klotski-20-ambush = 待ち伏せ
klotski-summary-counted-step = 手数はマス単位
klotski-summary-counted-slide = 手数はスライド単位
klotski-summary-counted-move = 手数は移動単位

## Moves, refusals and hints in words
klotski-move = { $shape ->
    [red] { $row }行{ $col }列の赤いブロックを{ $to_row }行{ $to_col }列へ動かす
    [small] { $row }行{ $col }列の小さいブロックを{ $to_row }行{ $to_col }列へ動かす
    [tall] { $row }行{ $col }列の縦長のブロックを{ $to_row }行{ $to_col }列へ動かす
    [wide] { $row }行{ $col }列の横長のブロックを{ $to_row }行{ $to_col }列へ動かす
   *[other] { $row }行{ $col }列の{ $width }×{ $height }のブロックを{ $to_row }行{ $to_col }列へ動かす
}
klotski-picked-help = ブロックを持っています：矢印キーで動かす · Enter か Esc で置く（もう一度 Esc で前の画面へ）
klotski-refused-blocked = そのブロックはそこへ行けません：道がふさがっています
klotski-refused-edge = そのブロックはその向きへ動けません：もう端にあります
klotski-refused-no-block = そこに左上の角があるブロックはありません
klotski-refused-one-cell = 手数がマス単位のときは、ブロックは1マスずつ動きます
klotski-refused-straight = 手数がスライド単位のときは、ブロックはまっすぐにしか動けません
klotski-refused-too-far = そのブロックはそこまで滑れません：途中に何かがあります
klotski-refused-no-neighbour = { $dir ->
    [up] このブロックの上に他のブロックはありません
    [down] このブロックの下に他のブロックはありません
    [left] このブロックの左に他のブロックはありません
   *[right] このブロックの右に他のブロックはありません
}
klotski-board-line = 赤いブロックは{ $at }、ゴールは{ $goal }
klotski-board-block = { $shape ->
    [red] 赤いブロック
    [small] 小さいブロック
    [tall] 縦長のブロック
    [wide] 横長のブロック
   *[other] { $width }×{ $height }のブロック
}：{ $at }
klotski-board-empty = 空き：{ $cells }
klotski-cursor-picked = 選択中：{ $block }。矢印で動かす

## The level editor
editor-unsolvable-klotski = 解けません：目標ブロックがゴールにたどり着けません。
editor-klotski-put = ブロックを置く
editor-klotski-block-hover = 左上のマスを置く場所をクリック：{ $width }×{ $height } のブロック
editor-klotski-take-off = 取り除く
editor-klotski-take-off-hover = ブロックをクリックして取り除く
editor-klotski-goal = ゴール
editor-klotski-goal-block = 目標ブロック
editor-klotski-goal-block-hover = ゴールまで運ぶブロックをクリック
editor-klotski-goal-place = ゴールの位置
editor-klotski-goal-place-hover = 目標ブロックの左上のマスが着くべき場所をクリック
editor-klotski-metric = 手数の数え方
editor-klotski-metric-step = マス（1マスずつ）
editor-klotski-metric-slide = スライド（一直線）
editor-klotski-metric-move = 移動（行ける所どこでも）
editor-klotski-sticks-out = ここに { $width }×{ $height } のブロックを置くと、盤からはみ出します。
editor-klotski-taken = そこにはもうブロックがあります。
editor-klotski-no-names = これ以上ブロックを置けません：文字と数字をすべて使い切りました。
editor-klotski-no-block = そこにはブロックがありません。
editor-klotski-pick-goal-block = 目標ブロックにするブロックをクリックしてください。
editor-klotski-goal-block-first = 先に目標ブロックを選んでください。

## What cannot be read
klotski-not-a-cell = 空いたマスの「.」か、ブロックを表す英字か数字のはずが、{ $found }になっています
klotski-row-unequal = この行には { $count } マスありますが、1行目は { $first } マスです：どの行も同じ長さにしてください
klotski-too-many-cells = 盤は { $width }×{ $height } です：箱入り娘の盤は { $most } マスまでです
klotski-block-outside = ブロック「{ $block }」はすき間のない1つの長方形でなければなりませんが、このマスは { $line } 行目 { $column } 文字目から始まる長方形の外にあります
klotski-block-hole = ブロック「{ $block }」はすき間のない1つの長方形でなければなりませんが、その中のこのマスが{ $found }になっています
klotski-too-many-blocks = 盤にブロックが { $count } 個あります：ブロックは { $most } 個までです
klotski-no-goal = ステージにゴールの行がありません：図の上に「; goal: S 3,2」のような行を加えてください（ブロック、次にその左上のマスの 列,行）
klotski-unknown-metric = 「{ $metric }」という手数の数え方はありません：step、slide、move のどれかにしてください
klotski-goal-not-drawn = ゴールはブロック「{ $block }」を指していますが、「{ $block }」で描かれたブロックがありません
klotski-goal-outside = ゴールはブロック「{ $block }」を { $column },{ $row } に置きますが、そこでは { $width }×{ $height } の盤からはみ出します
klotski-goal-empty = ゴールが空です：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
klotski-goal-block = ゴールのブロックを表す英字か数字のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
klotski-goal-space = ブロックのあとはスペースのはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
# $key：goal-column か goal-row。
klotski-goal-number = { $key ->
    [goal-row] ゴールの行を表す数字のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
   *[other] ゴールの列を表す数字のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
}
klotski-goal-comma = 列と行の間は「,」のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
klotski-goal-extra = ゴールのあとに余計な{ $found }があります：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
