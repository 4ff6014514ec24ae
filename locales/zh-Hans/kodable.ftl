# Every word of this puzzle (kodable): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-kodable = 滚球编程
puzzle-kodable-blurb = 编一个小程序，让球滚到终点。
levels-map-size = 大小
chapter-kodable-roll = 滚动
chapter-kodable-roll-teaches = 箭头：球一直滚，直到被挡住。
chapter-kodable-colours = 颜色
chapter-kodable-colours-teaches = “如果格子是粉色”：球在彩色格子上转弯。
chapter-kodable-loops = 循环
chapter-kodable-loops-teaches = 循环会一遍又一遍地做它的两个块。
chapter-kodable-function = 你自己的块
chapter-kodable-function-teaches = F：写一次、用很多次的三个块。
chapter-kodable-together = 全部一起
chapter-kodable-together-teaches = 你学过的所有块，用在更大的地图上。
chapter-kodable-challenges = 挑战
chapter-kodable-challenges-teaches = 难图的两个窍门：循环里的颜色块每一轮都看一次脚下的格子；↓ ↑ 的循环让球来回滚动。
win-edit-program = 修改程序
kodable-loop-cut-short = 其中的循环一次也没重复，所以按两个块计
kodable-detail = { $puzzle } · { $cols }×{ $rows } 地图
kodable-action = 第 { $at } / { $of } 个动作：{ $what }
kodable-start-line = 用积木块编好程序，再按“运行”。球会一直滚，直到被挡住。
kodable-cannot-up = 无法向上移动
kodable-cannot-down = 无法向下移动
kodable-cannot-left = 无法向左移动
kodable-cannot-right = 无法向右移动
kodable-blocked-line = { $cannot }：路被挡住了。修改程序后再运行一次。
kodable-bubble-ended = 程序在这里结束了
kodable-bubble-no-function = 函数是空的
kodable-par-hover = 最优程序的块数（拿到所有能拿的奖励）
kodable-blocks = 块数 { $size }
kodable-blocks-limit = 块数 { $size }（最多 { $limit }）
kodable-blocks-limit-short = 块数 { $size } / { $limit }
kodable-blocks-limit-hover = 程序中的块数，以及这张地图允许的最多块数
kodable-run-counts = 这次运行算 { $size } 个块：{ $why }。
kodable-bonuses-hover = 本次运行拿到的奖励，以及地图上的全部奖励
kodable-run = 运行
kodable-go-on = 继续
kodable-step = 单步
kodable-reset = 复位
kodable-speed-hover = 速度：球滚动的快慢（- 和 =）
kodable-solvable = 能过关吗？
kodable-new-map = 新地图
kodable-blocks-heading = 积木块
kodable-program-heading = 程序
kodable-function-heading = 函数
kodable-text-heading = 文本
kodable-how-heading = 规则说明
kodable-keys-heading = 按键
kodable-how-arrow = 箭头让球一直滚，直到被草地或边缘挡住。如果箭头方向紧挨着就是草地，就是错误：程序会在那里停下。
kodable-how-cond = “如果格子是粉色，就往下”只在球停在粉色格子上时才移动它；它前面的那次滚动会停在第一个粉色格子上。
kodable-how-loop = 循环会反复运行其中的两个块：×3 就是运行三次。
kodable-how-function = F 是你自己的块：在函数里放一次三个块，每个 F 都会运行它们。
kodable-how-bonus = 星星：到达终点得一颗；途中还拿到每一颗 ★ 再得一颗；用不超过最优数的块同时做到这两点，得第三颗。
kodable-way-up = 上
kodable-way-down = 下
kodable-way-left = 左
kodable-way-right = 右
kodable-colour-pink = 粉色
kodable-colour-orange = 橙色
kodable-colour-yellow = 黄色
# The letter on a colour's tiles and blocks: one character, the three told apart.
kodable-letter-pink = 粉
kodable-letter-orange = 橙
kodable-letter-yellow = 黄
kodable-palette-roll = 向{ $way }滚，直到球被挡住（按键 { $key }）
kodable-palette-loop = 循环：反复运行它的两个块（按键 L；数字表示几次）
kodable-palette-function = F：运行你的函数中的三个块（按键 F）
kodable-palette-cond = 如果格子是{ $colour }，就往{ $way }：它前面的那次滚动会停在第一个{ $colour }格子上（按 C，再按 { $key }）。
kodable-if-on = 如果格子是
kodable-roll = 就往：
kodable-cond-armed = 如果格子是{ $colour }：请按方向键选择往哪走（C：下一种颜色，Esc：取消）
kodable-colour-hover = 用于{ $colour }格子的块
kodable-function-calls = { $calls ->
    [0] 还没有调用：加入 F 块
   *[other] 调用了 { $calls } 次
}
kodable-slot-hover = 点击把下一个块放在这里；右键清空
kodable-text-hint = 输入程序（T），写法与关卡文件相同，在所有语言中都用英文单词（Right = →，Loop = 循环，Function = 函数，p o y = 粉色 橙色 黄色），例如 Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-in-blocks = 用块表示：{ $program }
kodable-text-use = 使用这段文本
kodable-text-use-hover = 把文本读入程序（Enter）
kodable-text-forget = 放弃
kodable-text-forget-hover = 重新显示程序（Esc）
kodable-text-error = 第 { $column } 列：{ $message }。
kodable-hint-keep-then = 保留 { $keep } 个块，然后
kodable-hint-add = 加上
kodable-hint-start-with = 从头开始，先放
kodable-hint-and-function = 以及函数
kodable-hint-keep-only = 只保留前 { $keep } 个块
kodable-hint-do-it = 照做
kodable-program-empty = 点击积木块或把它拖到这里，也可以按方向键
kodable-program-empty-touch = 点一下上面的积木块，或把它拖到这里
kodable-undo-hover = 撤销上一次修改（Z）
kodable-clear = 清空
kodable-clear-hover = 移除所有块（Shift+Backspace）
kodable-block-number = 第 { $number } 块
kodable-move-left-hover = 左移（Ctrl+←）
kodable-move-right-hover = 右移（Ctrl+→）
kodable-remove-hover = 移除（Backspace）
kodable-repeat = 循环次数
kodable-fewer-hover = 减少次数（或按 1–9）
kodable-more-hover = 增加次数（或按 1–9）
kodable-loop-hover = 循环块。拖动可移动；× 或右键移除
kodable-function-hover = 运行函数的三个块。拖动可移动；× 或右键移除
kodable-block-hover = 拖动可移动；× 或右键移除
kodable-times-hover = 运行次数：点上半部分增加，点下半部分减少，或按 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = 加入箭头
kodable-key-2 = C 再按方向键
kodable-key-2-does = 加入条件块（再按 C：下一种颜色）
kodable-key-3 = L / F
kodable-key-3-does = 加入循环 / 函数调用
kodable-key-4 = 2 … 9
kodable-key-4-does = 当前循环的次数
kodable-key-5 = Shift + ← →
kodable-key-5-does = 移动光标（进入循环和函数）
kodable-key-6 = Shift + ↓ / ↑
kodable-key-6-does = 到函数 / 回到程序
kodable-key-7 = Ctrl + ← →
kodable-key-7-does = 移动当前块
kodable-key-8 = Backspace / Delete
kodable-key-8-does = 移除一个块或清空一格
kodable-key-9 = T
kodable-key-9-does = 以文本输入程序
kodable-key-10 = 空格 / Enter
kodable-key-10-does = 运行或暂停 / 单步
kodable-key-11 = R / Esc
kodable-key-11-does = 球回到起点
kodable-key-12 = K H S N
kodable-key-12-does = 检查、提示（再按 H 加入）、求解、新地图
kodable-key-13 = Z / Y
kodable-key-13-does = 撤销 / 重做修改
kodable-key-14 = - / =
kodable-key-14-does = 更慢 / 更快
kodable-new-block = 新
kodable-coach-arrows = 点一个箭头把它放进程序，然后按运行。球会一直滚，直到被挡住。
kodable-coach-conds = 新块！“如果格子是粉色，就往下”：球会停在粉色格子上，并在那里转弯。
kodable-coach-loops = 新块！循环会重复它的两个块。放进两个箭头，再选择重复几次。
kodable-coach-function = 新块！F 是你自己的块：把函数的三个空格填一次，然后想用几次 F 就用几次。

## How to play
kodable-rule-1 = 编写程序，让球滚到终点。
kodable-rule-2 = 箭头让球一直滚，直到被挡住。新的块一个一个出现，每个都有自己的关卡：“如果格子是粉色，就往下”、重复两个块的循环，还有 F——你自己的、由三个块组成的块。
kodable-rule-3 = 三颗星：到达终点，拿到路上的每一颗 ★，所用的块不超过最优数。
kodable-control-1 = 点击或拖动积木块
kodable-control-1-does = 把它们加入程序（或直接输入）
kodable-control-2 = 空格
kodable-control-2-does = 运行程序，或暂停
kodable-control-3 = Enter
kodable-control-3-does = 一步一步地运行
kodable-help = 用积木块编好程序，再按“运行”
kodable-touch-1 = 轻点或拖动积木块
kodable-touch-1-does = 把它们加入程序
kodable-touch-2 = “运行”、“单步”
kodable-touch-2-does = 运行程序，或一步一步地运行
kodable-touch-help = 用积木块编好程序，再轻点“运行”

## The first level's guide
guide-kodable-1 = 点“积木块”里的一个箭头，把它放进你的程序：球会朝那个方向滚。
guide-kodable-1-touch = 点“积木块”里的一个箭头，把它放进你的程序：球会朝那个方向滚。
guide-kodable-2 = 现在按“运行”（空格），看球一直滚到被挡住。如果它需要转弯，就再加箭头。
guide-kodable-2-touch = 现在点“运行”，看球一直滚到被挡住。如果它需要转弯，就再加箭头。

## Its levels and chapters
level-kodable-01-first-roll = 第一次滚动
level-kodable-02-round-the-corner = 拐个弯
level-kodable-03-there-and-back = 去了又回
level-kodable-04-a-star-on-the-way = 路上一颗星
level-kodable-05-zigzag = 之字形
level-kodable-06-stop-on-pink = 停在粉色上
level-kodable-07-a-yellow-turn = 在黄色处转弯
level-kodable-08-two-colours = 两种颜色
level-kodable-09-stairs = 台阶
level-kodable-10-steps-and-stars = 台阶和星星
level-kodable-11-pink-steps = 粉色台阶
level-kodable-12-winding-down = 弯弯绕绕往下走
level-kodable-13-four-bends = 四道弯
level-kodable-14-stairs-bends-and-a-pink-door = 台阶、弯道和粉色门
level-kodable-15-the-long-road = 漫漫长路
level-kodable-16-the-maze = 迷宫

## Moves, refusals and hints in words
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
kodable-fill-loop = 第 { $block } 块的循环里要放两个块：请填满它的空位。
kodable-fill-function = 程序调用了函数，但函数还有空位：请把三个空位都填满。
kodable-empty-program = 程序是空的：从积木面板添加积木块，或按方向键。
kodable-over-limit = 这张地图最多允许 { $limit } 个块，而程序有 { $size } 个：用循环或函数可以用更少的块做更多的事。
kodable-loop-holds = 循环里只能放箭头或条件块，不能放循环或函数。
kodable-function-holds = 函数里只能放箭头或条件块，不能放循环或函数。
kodable-most-blocks = 程序最多只能有 { $most } 个块。
kodable-hint-wins = 你的程序已经能过关了：按“运行”。
kodable-hint-block-and-function = { $block }（函数：{ $body }）
kodable-hint-add-next = 提示：接下来加上 { $block }；以你现有程序开头的最佳程序共有 { $size } 个块。
kodable-hint-start-again = 提示：以这样开头的程序都无法过关。请从 { $block } 重新开始。
kodable-hint-keep-first = 提示：保留前 { $keep } 个块；第 { $wrong } 块走错了。把那里换成 { $block }。
kodable-hint-remove-rest = 提示：前 { $keep } 个块已经能过关，后面的块反而坏了事。
kodable-hint-other = 提示：{ $edit }。
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
kodable-ended-cond-idle = 程序在到达终点前就结束了。你的{ $colour }积木从来没有让球转弯：在它之前，球必须滚到{ $colour }格子上。
kodable-ended-short = 程序在到达终点前就结束了。加些块，或者让循环多重复几次，再运行一次。
kodable-idea-colour = 提示：球需要在{ $colour }格子上转弯。在“如果格子是”旁边选{ $colour }，然后放一个这种颜色的积木。(再按 H 会显示放在哪里。)
kodable-no-function = 程序调用了函数，但函数是空的。
kodable-say-cond = “如果格子是{ $colour }，就往{ $way }”
kodable-say-loop = “重复 { $times } 次：{ $body }”
kodable-say-function = F（你自己的块）
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
kodable-cursor-end = 程序末尾
kodable-cursor-before = 第 { $block } 块之前
kodable-cursor-loop = 循环 { $block } 的第 { $slot } 格
kodable-cursor-function = 函数的第 { $slot } 格

## The solver's lines and hints
play-program-already-wins = 你的程序已经能过关了：按“运行”。
play-hint-fill-loop = 第 { $block } 块的循环里要放两个块：先填满它的空位，再来要提示。
play-hint-fill-function = 程序调用了函数，但函数还有空位：先把三个空位都填满，再来要提示。
play-no-program-wins = 在这张地图上，没有任何程序能把球滚到终点。

## The level editor
editor-unsolvable-kodable = 无解：没有任何程序能让球滚到终点。
# 滚球编程的判断对最佳程序的补充说明。
editor-note-every-bonus = 拿到全部奖励
editor-note-bonuses = 拿到 { $of } 个奖励中的 { $taken } 个
editor-kodable-paint = 绘制
editor-kodable-path = 道路
editor-kodable-grass = 草地
editor-kodable-ball = 球
editor-kodable-target = 终点
editor-kodable-bonus = 奖励
editor-kodable-pink = 粉色
editor-kodable-orange = 橙色
editor-kodable-yellow = 黄色
editor-kodable-paint-hover = 在地图上点击或拖动，画上这种格子
editor-kodable-limit = 块数上限
editor-kodable-limit-hover = 程序最多能用的块数（0：不限）

## What cannot be read
kodable-too-many-rows = 地图超过了 { $most } 行
kodable-row-unequal = 这一行有 { $count } 个格子，但第一行有 { $first } 个；每行必须一样长
kodable-no-ball = 地图上没有球：用“@”标出球的起点
kodable-no-target = 地图上没有终点：用“t”标出终点
kodable-second-ball = 多了一个球“@”（第一个在第 { $line } 行第 { $column } 列）；一张地图只能有一个球
kodable-second-target = 多了一个终点“t”（第一个在第 { $line } 行第 { $column } 列）；一张地图只能有一个终点
kodable-too-many-bonuses = 奖励超过了 { $most } 个；一张地图最多只能有 { $most } 个
kodable-empty-row = 地图中间有空行：每一行都要有格子
kodable-too-many-tiles = 这一行超过了 { $most } 个格子
kodable-tab = 格子之间有制表符（Tab）；格子之间要用一个空格隔开
kodable-missing-space = { $found }前面少了空格：格子之间要用一个空格隔开
kodable-not-a-space = 格子之间应该有一个空格，但读到的是{ $found }
kodable-starts-with-space = 每一行都要以格子开头，不能以空格开头
kodable-two-blanks = 格子之间要用一个空格隔开；这里却有两个连在一起的空白
kodable-unknown-tile = 未知的格子{ $found }：请用 *（草地）、-（道路）、@（球）、t（终点）、b（奖励），或 p、o、y（粉色、橙色、黄色）
kodable-no-blocks = 程序至少需要 1 个块：块数上限至少要是 1
kodable-toolbox-unknown = 工具箱里没有“{ $word }”这种块；应该是 arrows（箭头）、conds（颜色条件）、loops（循环）或 function（函数）
kodable-map-invalid = 这张地图没法玩
kodable-program-line = 程序那一行（; program:）：{ $why }
# $between：blocks 或 actions。
program-no-space = { $between ->
    [actions] 动作之间应该有一个空格，但读到的是{ $found }
   *[other] 块之间应该有一个空格，但读到的是{ $found }
}
# $block：loop 或 cond；$expected：应该出现的字符。
program-expected = { $block ->
    [loop] 这里应该是“{ $expected }”（循环的写法是 Loop{"{"}2{"}"}{"{"}Right,Down{"}"}），但读到的是{ $found }
   *[other] 这里应该是“{ $expected }”（条件块的写法是 Cond{"{"}p{"}"}{"{"}Right{"}"}），但读到的是{ $found }
}
program-no-action = 这里应该是一个动作（Up、Down、Left、Right、Cond、Loop 或 Function），但读到的是{ $found }
program-loop-count = 这里应该是循环的次数，也就是 1 到 { $most } 之间的数字，但读到的是{ $found }
program-loop-zero = 循环至少要运行一次，不能是 0 次
program-loop-too-many = 循环最多运行 { $most } 次，不能是 { $count } 次
program-loop-one = 循环里正好要放两个动作；这个循环只有一个
program-loop-more = 循环里正好要放两个动作；这个循环放了不止两个
program-unknown-action = 未知的动作“{ $word }”
program-no-colour = 这里应该是一种颜色：p（粉色）、o（橙色）或 y（黄色），但读到的是{ $found }
program-unknown-colour = 未知的颜色“{ $word }”：请用 p（粉色）、o（橙色）或 y（黄色）
program-no-direction = 这里应该是一个方向：Up（上）、Down（下）、Left（左）或 Right（右），但读到的是{ $found }
program-unknown-direction = 未知的方向“{ $word }”：请用 Up（上）、Down（下）、Left（左）或 Right（右）
program-function-in-loop = 循环里只能放两个箭头或条件块，不能放 Function
program-in-function = 在函数里：{ $why }
program-no-function-body = 程序调用了 Function，但没有写出函数的内容
program-function-calls-itself = 函数不能调用它自己
program-function-loop = 函数里只能放三个箭头或条件块，不能放循环
program-function-too-long = 函数里正好要有 3 个动作；这个函数不止 3 个
program-function-length = 函数里正好要有 3 个动作；这个函数有 { $count } 个
program-empty-slot = “?”是一个空位：请在这里写一个箭头或条件块

## A level list's line of details
kodable-summary-map = { $cols }×{ $rows } 地图
kodable-summary-bonuses = { $count } 个奖励

## An edit of the program, as a screen reader says it
kodable-edit-added = 已添加：{ $block }
kodable-edit-added-loop = 已添加循环
kodable-edit-added-function = 已添加函数
kodable-edit-removed = 已删除块
kodable-edit-emptied = 已清空槽位
kodable-edit-moved = 已移动块
kodable-edit-times = 循环 { $block } 重复 { $times } 次
kodable-edit-cleared = 已清空程序
kodable-edit-typed = 已输入程序
kodable-edit-hinted = 已添加提示的块
kodable-edit-kept = 保留了前 { $keep } 个块
