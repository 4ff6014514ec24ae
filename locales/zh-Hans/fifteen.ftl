# Every word of this puzzle (fifteen): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
settings-fifteen-numbers = 在数字推盘的方块上显示数字（T）
puzzle-fifteen = 数字推盘
puzzle-fifteen-blurb = 滑动十五块深浅不一的灰色方块，按顺序排好。

## How to play
fifteen-rule-1 = 把灰色按顺序排好：最亮的在左上角，从左到右、从上到下越来越暗，最暗的紧挨在空格前，空格最后停在右下角。
fifteen-rule-2 = 空格旁边的方块可以滑进空格。
fifteen-control-1 = 点击方块
fifteen-control-1-does = 滑动它，连同它与空格之间的所有方块
fifteen-control-2 = 方向键
fifteen-control-2-does = 把空格旁的方块朝那个方向滑动
fifteen-control-3 = T
fifteen-control-3-does = 在方块上显示数字
fifteen-help = 点击与空格同行或同列的方块 · 或用方向键滑动
fifteen-touch-1 = 轻点方块
fifteen-touch-1-does = 滑动它，连同它与空格之间的所有方块
fifteen-touch-2 = “数字”复选框
fifteen-touch-2-does = 在方块上显示数字
fifteen-touch-help = 轻点与空格同行或同列的方块

## The first level's guide
guide-fifteen-1 = 第一步：{ $hint }。点那个方块，它就会滑进空位；也可以用方向键滑动。
guide-fifteen-1-touch = 第一步：{ $hint }。点那个方块，它就会滑进空位。
guide-fifteen-2 = 把方块从最浅到最深排好，空位放在最后。下一步：{ $hint }。

## Its levels and chapters
level-fifteen-01-first-light = 曙光
level-fifteen-02-three-by-three = 三乘三
level-fifteen-03-tangled-eight = 八块乱麻
level-fifteen-04-eleven = 十一块
level-fifteen-05-four-by-four = 四乘四
level-fifteen-06-shades = 深浅
level-fifteen-07-dusk = 黄昏
level-fifteen-08-twilight = 暮色
level-fifteen-09-long-shadows = 长长的影子
level-fifteen-10-midnight = 午夜
level-fifteen-11-five-by-five = 五乘五

## Moves, refusals and hints in words
fifteen-move = { $dir ->
    [up] 把 { $tile } 号方块向上滑
    [down] 把 { $tile } 号方块向下滑
    [left] 把 { $tile } 号方块向左滑
   *[right] 把 { $tile } 号方块向右滑
}
fifteen-move-by-place = { $dir ->
    [up] 把空位下面的方块向上滑
    [down] 把空位上面的方块向下滑
    [left] 把空位右边的方块向左滑
   *[right] 把空位左边的方块向右滑
}
fifteen-refused-hole = 那是空格：请点击空格所在行或列上的方块
fifteen-refused-out-of-line = 只有空格所在行或列上的方块才能滑动
fifteen-numbers-switch = 数字
fifteen-preparing = 正在准备求解器… { $percent }%
fifteen-thinking = 思考中…
fifteen-refused-not-next-to-hole = 方块 { $tile } 不在空格旁边
fifteen-refused-no-tile = { $dir ->
    [up] 没有方块能向上滑：空格在最下面一行
    [down] 没有方块能向下滑：空格在最上面一行
    [left] 没有方块能向左滑：空格在最右边一列
   *[right] 没有方块能向右滑：空格在最左边一列
}
fifteen-board-line = { $width }×{ $height }，{ $out ->
    [0] 每块都在原位
   *[other] { $out } 块不在原位
}
fifteen-board-gap = 空格
fifteen-cursor-gap = 空格在{ $at }

## The solver's lines and hints
play-within-fewest = 至多为最少步数的 { $times } 倍

## The level editor
editor-unsolvable-fifteen = 无解：方块的排列奇偶性不对，怎么滑都排不回顺序。
editor-fifteen-hint = 依次点击两个方块（或一个方块和空格）来交换它们。
editor-fifteen-in-order = 排好顺序
editor-fifteen-shuffle = 打乱
editor-fifteen-shuffle-hover = 随机生成一个有解的盘面
editor-fifteen-type = 或者按从左到右、从上到下的顺序输入方块（0 表示空格）：
editor-fifteen-wrong-count = { $cols }×{ $rows } 的盘面需要 { $cells } 个数字，而不是 { $numbers } 个。

## What cannot be read
fifteen-row-width = 每行要有 { $least } 到 { $most } 个数字；这一行有 { $count } 个
fifteen-row-unequal = 这一行有 { $count } 个数字，但第一行有 { $first } 个；每行的数字个数必须相同
fifteen-height = 盘面要有 { $least } 到 { $most } 行；这个盘面有 { $count } 行
fifteen-not-a-number = 这里应该是方块编号或分隔用的空格，但读到的是{ $found }
fifteen-tile-too-large = 方块编号 { $tile } 太大了：{ $width }×{ $height } 的盘面只有 1 到 { $last } 号方块，空格写作 0
fifteen-twice = { $tile ->
    [0] 空格（0）又出现了一次（第一次在第 { $line } 行第 { $column } 列）
   *[other] { $tile } 号方块又出现了一次（第一次在第 { $line } 行第 { $column } 列）
}
