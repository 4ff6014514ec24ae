# Every word of this puzzle (shot): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-shot = 弹珠
puzzle-shot-blurb = 把弹珠互相弹开，直到只剩一颗。

## How to play
shot-rule-1 = 让棋盘上只剩一颗弹珠。
shot-rule-2 = 把一颗弹珠向上、下、左或右弹出。它一直滚到碰上另一颗弹珠，停在紧挨着它的前一格；被撞的弹珠被推出去（一排相互挨着的弹珠中，动的是最后一颗），沿同一方向继续滚，最后一颗动的弹珠会飞出棋盘。每弹一次就少一颗弹珠。
shot-rule-3 = 不能朝紧挨着的弹珠弹，也不能在前方没有弹珠时朝边缘弹。
shot-control-1 = 按住弹珠并滑动
shot-control-1-does = 弹出它
shot-control-2 = 方向键、Enter、方向键
shot-control-2-does = 移动光标、选中弹珠、弹出
shot-control-3 = Esc
shot-control-3-does = 放下选中的弹珠
shot-help = 按住一颗弹珠并朝另一颗滑动 · 或用 Enter 选中一颗再用方向键弹出
shot-touch-1 = 按住弹珠并滑动
shot-touch-1-does = 把它弹向另一颗弹珠
shot-touch-help = 按住一颗弹珠并朝另一颗滑动

## The first level's guide
guide-shot-1 = 第一步：{ $hint }。按住那颗弹珠，朝那个方向滑动；也可以用方向键和 Enter 选中它，再按一个方向键。
guide-shot-1-touch = 第一步：{ $hint }。按住那颗弹珠，朝那个方向滑动。
guide-shot-2 = 弹出的弹珠会一直滚到撞上另一颗弹珠，并把它撞出去；最后只留一颗弹珠。下一步：{ $hint }。

## Its levels and chapters
level-shot-01-the-example = 示例
level-shot-02-hash-marks = 井字
level-shot-03-five-alive = 五珠登场
level-shot-04-corner-pocket = 角袋
level-shot-05-crossfire = 交叉火力
level-shot-06-ricochet = 弹来弹去
level-shot-07-domino-run = 多米诺效应
level-shot-08-scatter = 四散
level-shot-09-long-shot = 远射
level-shot-10-chain-reaction = 连锁反应
level-shot-11-full-house = 座无虚席
level-shot-12-fourteen = 十四颗

## Moves, refusals and hints in words
shot-move = { $dir ->
    [up] 把第 { $row } 行第 { $col } 列的弹珠向上弹
    [down] 把第 { $row } 行第 { $col } 列的弹珠向下弹
    [left] 把第 { $row } 行第 { $col } 列的弹珠向左弹
   *[right] 把第 { $row } 行第 { $col } 列的弹珠向右弹
}
shot-picked-help = 已选中一颗弹珠：按方向键弹出 · Enter 或 Esc 放下（再按 Esc 返回）
shot-refused-no-ball-here = 那里没有弹珠：先把光标移到一颗弹珠上
shot-refused-no-ball = 那里没有可弹的弹珠
shot-refused-edge = 弹珠不能直接弹出棋盘
shot-refused-next-to = 不能朝紧挨着的弹珠弹
shot-refused-cursor-edge = { $dir ->
    [up] 光标在最上面一行
    [down] 光标在最下面一行
    [left] 光标在最左边一列
   *[right] 光标在最右边一列
}
shot-refused-nothing-ahead = 弹珠不能弹出棋盘：前方没有弹珠挡住它
shot-board-line = 宽 { $width } 高 { $height } 的棋盘上剩 { $balls } 颗弹珠
shot-board-row = 第 { $columns } 列有弹珠
shot-cursor-ball = { $at }：弹珠
shot-cursor-empty = { $at }：空
shot-cursor-picked = { $at }：已选中弹珠，按方向键弹出

## The level editor
editor-unsolvable-shot = 无解：无论按什么顺序弹，都不能只剩一颗弹珠。
editor-shot-hint = 点击格子可放上或拿走弹珠。

## What cannot be read
shot-empty-row = 这一行是空的：空的格子要用“.”画出来
shot-row-unequal = 这一行有 { $count } 格，但第一行有 { $first } 格；每行必须一样长
shot-no-ball = 棋盘上没有弹珠；弹珠关卡至少要有一颗
shot-mixed-balls = 这个棋盘用“#”画弹珠，所以不能再用“o”
shot-not-a-cell = 这里应该是“o”（弹珠）或“.”（空的格子），但读到的是{ $found }
shot-too-many-cells = 棋盘是 { $width }×{ $height }，超过了弹珠棋盘最多 { $most } 格的上限

## A level list's line of details
shot-summary-balls = { $count } 颗弹珠
