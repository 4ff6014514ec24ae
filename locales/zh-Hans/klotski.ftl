# Every word of this puzzle (klotski): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-klotski = 华容道
puzzle-klotski-blurb = 滑动方块，让红色大块走到出口。
chapter-klotski-slides = 让路
chapter-klotski-slides-teaches = 把方块挪开，为大方块让出一条路。
chapter-klotski-trail = 华容道
chapter-klotski-trail-teaches = 九道来自中国的古老谜题，从18步到120步。

## How to play
klotski-rule-1 = 把红色大块移到出口，也就是棋盘上标出的位置。
klotski-rule-2 = 每次把一个方块滑进空位；方块不能越过彼此。任何与红块形状相同的方块都可以到达出口。
klotski-rule-3 = 步数按关卡规定的方式计算：按格（移动一格算一步）、按滑动（沿一条直线滑任意距离算一步）或按移动（一个方块自己能到的任何位置都算一步）。
klotski-control-1 = 拖动方块
klotski-control-1-does = 把它滑到能去的地方
klotski-control-2 = 方向键、Enter
klotski-control-2-does = 选择方块、拿起
klotski-control-3 = 方向键、Enter 或 Esc
klotski-control-3-does = 移动拿起的方块、放下
klotski-help = 把方块拖到能去的地方 · 或用 Enter 选中一个再用方向键移动
klotski-touch-1 = 拖动方块
klotski-touch-1-does = 把它滑到能去的地方
klotski-touch-help = 把方块拖到能去的地方

## The first level's guide
guide-klotski-1 = 第一步：{ $hint }。把那块拖过去；也可以用方向键和 Enter 选中它，再用方向键移动。
guide-klotski-1-touch = 第一步：{ $hint }。用手指把那块拖过去。
guide-klotski-2 = 块会滑进空格；把红块送到终点。下一步：{ $hint }。

## Its levels and chapters
level-klotski-01-side-step = 侧身一步
level-klotski-02-shuffle = 腾挪
level-klotski-03-crossroads = 十字路口
level-klotski-04-wide-load = 超宽货物
level-klotski-05-traffic = 车流
level-klotski-06-rush-hour = 高峰时段
level-klotski-07-gridlock = 大堵车
level-klotski-08-the-original = 原版
level-klotski-09-labyrinth = 迷宫
level-klotski-10-long-way-round = 绕远路
level-klotski-11-the-marathon = 马拉松
level-klotski-12-only-18-steps = 只需十八步
level-klotski-13-violet = 紫罗兰
level-klotski-14-daisy = 雏菊
level-klotski-15-pansy = 三色堇
level-klotski-16-poppy = 虞美人
level-klotski-17-snowdrop = 雪花莲
level-klotski-18-red-donkey = 横刀立马
level-klotski-19-trail = 小径
level-klotski-20-ambush = 伏击
klotski-summary-counted-step = 按格计步
klotski-summary-counted-slide = 按滑动计步
klotski-summary-counted-move = 按移动计步

## Moves, refusals and hints in words
klotski-move = { $shape ->
    [red] 把第 { $row } 行第 { $col } 列的红块移到第 { $to_row } 行第 { $to_col } 列
    [small] 把第 { $row } 行第 { $col } 列的小块移到第 { $to_row } 行第 { $to_col } 列
    [tall] 把第 { $row } 行第 { $col } 列的竖块移到第 { $to_row } 行第 { $to_col } 列
    [wide] 把第 { $row } 行第 { $col } 列的横块移到第 { $to_row } 行第 { $to_col } 列
   *[other] 把第 { $row } 行第 { $col } 列的 { $width }×{ $height } 方块移到第 { $to_row } 行第 { $to_col } 列
}
klotski-picked-help = 已拿起一个方块：用方向键移动 · Enter 或 Esc 放下（再按 Esc 返回）
klotski-refused-blocked = 这个方块过不去：路被挡住了
klotski-refused-edge = 这个方块不能往那边走：已经靠边了
klotski-refused-no-block = 那里没有方块的左上角
klotski-refused-one-cell = 按格计步时，方块每次只能移动一格
klotski-refused-straight = 按滑动计步时，方块只能沿一条直线移动
klotski-refused-too-far = 这个方块滑不了那么远：中间被挡住了
klotski-refused-no-neighbour = { $dir ->
    [up] 这个方块上面没有别的方块
    [down] 这个方块下面没有别的方块
    [left] 这个方块左边没有别的方块
   *[right] 这个方块右边没有别的方块
}
klotski-board-line = 红块在{ $at }；出口在{ $goal }
klotski-board-block = { $shape ->
    [red] 红块
    [small] 小块
    [tall] 竖块
    [wide] 横块
   *[other] { $width }×{ $height } 的块
}在{ $at }
klotski-board-empty = 空位：{ $cells }
klotski-cursor-picked = 已选中：{ $block }；方向键移动它

## The level editor
editor-unsolvable-klotski = 无解：目标方块永远到不了目标位置。
editor-klotski-put = 放方块
editor-klotski-block-hover = 点击要放置它左上角那一格的位置：{ $width }×{ $height } 的方块
editor-klotski-take-off = 拿走
editor-klotski-take-off-hover = 点击方块把它拿走
editor-klotski-goal = 目标
editor-klotski-goal-block = 目标方块
editor-klotski-goal-block-hover = 点击必须到达目标的方块
editor-klotski-goal-place = 目标位置
editor-klotski-goal-place-hover = 点击目标方块左上角那一格必须到达的位置
editor-klotski-metric = 计步方式
editor-klotski-metric-step = 按格（每次一格）
editor-klotski-metric-slide = 按滑动（沿一条直线）
editor-klotski-metric-move = 按移动（能到的任何位置）
editor-klotski-sticks-out = { $width }×{ $height } 的方块放在这里会超出棋盘。
editor-klotski-taken = 这里已经有方块了。
editor-klotski-no-names = 不能再放方块了：所有字母和数字都已用完。
editor-klotski-no-block = 这里没有方块。
editor-klotski-pick-goal-block = 点击一个方块，把它设为目标方块。
editor-klotski-goal-block-first = 请先选定目标方块。

## What cannot be read
klotski-not-a-cell = 这里应该是“.”（空的格子），或者表示方块的字母或数字，但读到的是{ $found }
klotski-row-unequal = 这一行有 { $count } 格，但第一行有 { $first } 格；每行必须一样长
klotski-too-many-cells = 棋盘是 { $width }×{ $height }，超过了华容道棋盘最多 { $most } 格的上限
klotski-block-outside = 方块“{ $block }”必须是一个填满的长方形，但这一格在它的长方形外面（这个长方形从第 { $line } 行第 { $column } 列开始）
klotski-block-hole = 方块“{ $block }”必须是一个填满的长方形，但它里面的这一格是{ $found }
klotski-too-many-blocks = 棋盘上有 { $count } 个方块，超过了最多允许的 { $most } 个
klotski-no-goal = 这个关卡没有目标行；请在关卡图上方加一行，例如“; goal: S 3,2”（先写方块，再写它左上角那一格的“列,行”）
klotski-unknown-metric = 未知的计步方式“{ $metric }”；应该是 step（按格）、slide（按滑动）或 move（按移动）
klotski-goal-not-drawn = 目标指定的是方块“{ $block }”，但关卡图里没有用“{ $block }”画出的方块
klotski-goal-outside = 目标把方块“{ $block }”放到第 { $row } 行第 { $column } 列，这样它会超出 { $width }×{ $height } 的棋盘
klotski-goal-empty = 目标是空的：目标的写法是“S 3,2”（先写方块，再写“列,行”）
klotski-goal-block = 这里应该是目标方块的字母或数字，但读到的是{ $found }：目标的写法是“S 3,2”（先写方块，再写“列,行”）
klotski-goal-space = 方块后面应该有一个空格，但读到的是{ $found }：目标的写法是“S 3,2”（先写方块，再写“列,行”）
# $key：goal-column 或 goal-row。
klotski-goal-number = { $key ->
    [goal-row] 这里应该是目标位置的行号，但读到的是{ $found }：目标的写法是“S 3,2”（先写方块，再写“列,行”）
   *[other] 这里应该是目标位置的列号，但读到的是{ $found }：目标的写法是“S 3,2”（先写方块，再写“列,行”）
}
klotski-goal-comma = 列和行之间应该有“,”，但读到的是{ $found }：目标的写法是“S 3,2”（先写方块，再写“列,行”）
klotski-goal-extra = 目标后面不该有{ $found }：目标的写法是“S 3,2”（先写方块，再写“列,行”）
