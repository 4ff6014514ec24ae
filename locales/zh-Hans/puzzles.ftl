# 每种谜题自己的文字：提示里说的走法、走法被拒绝的原因，以及它自己面板上的文字。

## 弹珠
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
shot-refused-nothing-ahead = 弹珠不能弹出棋盘：前方没有弹珠挡住它

## 华容道
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

## 数字推盘
fifteen-move = { $dir ->
    [up] 把 { $tile } 号方块向上滑
    [down] 把 { $tile } 号方块向下滑
    [left] 把 { $tile } 号方块向左滑
   *[right] 把 { $tile } 号方块向右滑
}
fifteen-refused-hole = 那是空格：请点击空格所在行或列上的方块
fifteen-refused-out-of-line = 只有空格所在行或列上的方块才能滑动
fifteen-numbers-switch = 数字（T）
fifteen-preparing = 正在准备求解器… { $percent }%
fifteen-thinking = 思考中…

## 蛇形立方
snake-twist = { $quarters ->
    [0] 折回
    [1] 转四分之一圈
    [2] 之字形
   *[3] 转四分之三圈
}
snake-move = { $quarters ->
    [0] 把第 { $n } 个拐角折回
    [1] 把第 { $n } 个拐角转四分之一圈
    [2] 把第 { $n } 个拐角折成之字形
   *[3] 把第 { $n } 个拐角转四分之三圈
}
snake-move-straighten = 把第 { $n } 个拐角扳直
snake-move-by = { $move }：{ $keys }
snake-my-chain = 我的蛇形立方
snake-letter-hover = 第 { $number } 个字母
snake-chain-bad-letter = 链条只能由 F（直行）和 T（转弯）组成，不能有 { $found }
snake-chain-no-letters = 链条还没有字母：用 F（直行）和 T（转弯）来写
snake-chain-length = 链条有 { $letters } 个字母，但能折成立方体的链条需要 7、26、63 或 124 个
snake-chain-long-run = 第 { $first } 到第 { $last } 块排成一条 { $cubes } 块长的直线，超过了 { $side }×{ $side }×{ $side } 立方体的边长

## 滚球编程
kodable-columns-hover = 新地图的列数
kodable-rows-hover = 新地图的行数
kodable-checking = 正在检查地图…
kodable-making-map = 正在生成新地图…
kodable-check-failed = 检查地图失败，请再试一次。
kodable-new-map-failed = 生成新地图失败，请再试一次。
kodable-solvable-line = 能过关：有程序能让球滚到终点。
kodable-solvable-bonuses = 能过关：有程序能让球滚到终点，最多拿到 { $total } 个奖励中的 { $most } 个。
kodable-not-solvable = 无法过关：没有程序能让球滚到终点。
kodable-too-large = 地图太大，求解器无法在限额内检查完。
kodable-nothing-to-undo = 没有可撤销的修改。
kodable-nothing-to-redo = 没有可重做的修改。
kodable-solver-program = 求解器的程序：{ $size } 个块，拿到 { $total } 个奖励中的 { $bonuses } 个。看它运行；按 Z 可以一块一块撤回。

## 滚球编程：程序为什么还不能运行，或修改为什么被拒绝
kodable-fill-loop = 第 { $block } 块的循环里要放两个块：请填满它的空位。
kodable-fill-function = 程序调用了函数，但函数还有空位：请把三个空位都填满。
kodable-empty-program = 程序是空的：从积木面板添加积木块，或按方向键。
kodable-over-limit = 这张地图最多允许 { $limit } 个块，而程序有 { $size } 个：用循环或函数可以用更少的块做更多的事。
kodable-loop-holds = 循环里只能放箭头或条件块，不能放循环或函数。
kodable-function-holds = 函数里只能放箭头或条件块，不能放循环或函数。
kodable-most-blocks = 程序最多只能有 { $most } 个块。

## 滚球编程的提示：$block 是程序写法中的一个块（Right、Loop{"{"}2{"}"}{"{"}Down,Right{"}"}…）
kodable-hint-wins = 你的程序已经能过关了：按“运行”。
kodable-hint-block-and-function = { $block }（函数：{ $body }）
kodable-hint-add-next = 提示：接下来加上 { $block }；以你现有程序开头的最佳程序共有 { $size } 个块。
kodable-hint-start-again = 提示：以这样开头的程序都无法过关。请从 { $block } 重新开始。
kodable-hint-keep-first = 提示：保留前 { $keep } 个块；第 { $wrong } 块走错了。把那里换成 { $block }。
kodable-hint-remove-rest = 提示：前 { $keep } 个块已经能过关，后面的块反而坏了事。
kodable-hint-other = 提示：{ $edit }。

## 滚球编程的运行，一个动作一个动作地说明：$action 为程序写法
kodable-step-block = 第 { $block } 块
kodable-step-loop = 第 { $block } 块，第 { $round } 轮，第 { $slot } 格
kodable-step-function = 第 { $block } 块，函数第 { $slot } 格
kodable-step-words = { $action }（{ $part }）：{ $stop ->
    [wall] 滚了 { $cells } 格，被挡住停下
    [target] 滚了 { $cells } 格，到达终点
    [colour] 滚了 { $cells } 格，停在{ $colour }格子上，等下一个条件块
    [not-on] 不在{ $colour }格子上：什么也不做
    [blocked] { $dir ->
        [up] 无法向上移动
        [down] 无法向下移动
        [left] 无法向左移动
       *[right] 无法向右移动
    }
   *[nothing] 什么也不做
 }{ $bonuses ->
    [0] {""}
   *[other] ，拿到 { $bonuses } 个奖励
}
kodable-won = 球到达了终点，用了 { $size } 个块{ $cut ->
    [yes] （{ kodable-loop-cut-short }）
   *[no] {""}
 }。
kodable-won-every-bonus = 球拿到所有奖励，到达了终点，用了 { $size } 个块{ $cut ->
    [yes] （{ kodable-loop-cut-short }）
   *[no] {""}
 }。
kodable-won-bonuses = 球拿到 { $of } 个奖励中的 { $bonuses } 个，到达了终点，用了 { $size } 个块{ $cut ->
    [yes] （{ kodable-loop-cut-short }）
   *[no] {""}
 }。
kodable-ended = 程序在到达终点前就结束了（拿到 { $total } 个奖励中的 { $taken } 个）。加些块再运行一次。
kodable-no-function = 程序调用了函数，但函数是空的。

## 滚球编程：句子中写出的循环块和条件块（方向用箭头表示）
kodable-say-cond = “如果格子是{ $colour }，就往{ $way }”
kodable-say-loop = “重复 { $times } 次：{ $body }”
kodable-say-function = F（你自己的块）

## Refusals the rules name (crates/puzzles: IllegalMove::named), not said above
klotski-refused-no-block = 那里没有方块的左上角
klotski-refused-one-cell = 按格计步时，方块每次只能移动一格
klotski-refused-straight = 按滑动计步时，方块只能沿一条直线移动
klotski-refused-too-far = 这个方块滑不了那么远：中间被挡住了
fifteen-refused-not-next-to-hole = 方块 { $tile } 不在空格旁边
snake-refused-straight = 第 { $cube } 块是直行的：只有拐角的方块能转
snake-refused-same-twist = 这个拐角已经是这个方向了

## 朗读的棋盘
shot-board-line = 宽 { $width } 高 { $height } 的棋盘上剩 { $balls } 颗弹珠
shot-board-row = 第 { $columns } 列有弹珠
klotski-board-line = 红块在{ $at }；出口在{ $goal }
klotski-board-block = { $shape ->
    [red] 红块
    [small] 小块
    [tall] 竖块
    [wide] 横块
   *[other] { $width }×{ $height } 的块
}在{ $at }
klotski-board-empty = 空位：{ $cells }
fifteen-board-line = { $width }×{ $height }，{ $out ->
    [0] 每块都在原位
   *[other] { $out } 块不在原位
}
fifteen-board-gap = 空格
fifteen-cursor-gap = 空格在{ $at }
snake-board-overlapping = { $cubes } 个方块重叠
snake-board-outside = { $cubes } 个方块在盒子外
snake-board-corner = 第 { $n } 个拐角（方块 { $cube }）：{ $how }
kodable-board-program = { $blocks ->
    [0] 程序是空的
   *[other] 程序：{ $program }
}
kodable-board-function = 函数：{ $function }
kodable-board-map = 球从{ $ball }出发；终点在{ $target }；{ $count ->
    [0] 没有奖励
   *[other] 奖励在{ $bonuses }
}
kodable-board-empty-slot = 空
kodable-board-grass = 草地
kodable-board-path = 路
kodable-board-bonus = 奖励
kodable-board-target = 终点
shot-cursor-ball = { $at }：弹珠
shot-cursor-empty = { $at }：空
shot-cursor-picked = { $at }：已选中弹珠，按方向键弹出
klotski-cursor-picked = 已选中：{ $block }；方向键移动它
kodable-cursor-end = 程序末尾
kodable-cursor-before = 第 { $block } 块之前
kodable-cursor-loop = 循环 { $block } 的第 { $slot } 格
kodable-cursor-function = 函数的第 { $slot } 格
