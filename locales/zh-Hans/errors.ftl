# 为什么读不了关卡文件、关卡代码或输入的程序：简体中文。每条消息的 id 就是谜题读取器给这个错误起的名字；
# 英文版的句子与命令行显示的一致。
# 句末不加句号：游戏会把它们放进一个框架里（“levels/x.shot，第 3 行第 5 列：…”）。
#
# 参数：
#   $found：在应该出现别的东西的位置上读到了什么，写法见下面的 found-… 消息
#           （“x”、一个空格、文本结尾）；
#   $line、$column：文本中的位置，从 1 开始数；
#   $why：另一个错误的句子，由这一句来框住。

## 读到了什么
found-end = 文本结尾
found-space = 一个空格
found-tab = 一个制表符（Tab）
found-control = 控制字符 U+{ $code }
found-invisible = 不可见字符 U+{ $code }
found-char = “{ $char }”
found-char-code = “{ $char }”（U+{ $code }）

# 文本中某个位置上的错误。
error-at-place = 第 { $line } 行第 { $column } 列：{ $why }

## 所有关卡文件
# $key：par、blocks、solutions、seed（“; key: value”形式的元数据行），或者 goal-column、goal-row
# （华容道的目标）。
file-number-too-large = { $key ->
    [goal-column] 目标位置的列号“{ $text }”太大了：最多为 { $most }
    [goal-row] 目标位置的行号“{ $text }”太大了：最多为 { $most }
   *[other] { $key } 的值“{ $text }”太大了：最多为 { $most }
}
file-number-expected = { $key ->
    [goal-column] 目标位置的列号应该是整数，但读到的是“{ $text }”
    [goal-row] 目标位置的行号应该是整数，但读到的是“{ $text }”
   *[other] { $key } 的值应该是整数，但读到的是“{ $text }”
}
file-key-twice = “{ $key }”写了两次（第一次在第 { $first } 行）：只能写一次
file-empty = 文件是空的：缺少关卡图
file-no-drawing = 这个关卡只有元数据（以“;”开头的行）或空行：缺少关卡图

## 数字推盘
fifteen-row-width = 每行要有 { $least } 到 { $most } 个数字；这一行有 { $count } 个
fifteen-row-unequal = 这一行有 { $count } 个数字，但第一行有 { $first } 个；每行的数字个数必须相同
fifteen-height = 盘面要有 { $least } 到 { $most } 行；这个盘面有 { $count } 行
fifteen-not-a-number = 这里应该是方块编号或分隔用的空格，但读到的是{ $found }
fifteen-tile-too-large = 方块编号 { $tile } 太大了：{ $width }×{ $height } 的盘面只有 1 到 { $last } 号方块，空格写作 0
fifteen-twice = { $tile ->
    [0] 空格（0）又出现了一次（第一次在第 { $line } 行第 { $column } 列）
   *[other] { $tile } 号方块又出现了一次（第一次在第 { $line } 行第 { $column } 列）
}

## 华容道
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

## 弹珠
shot-empty-row = 这一行是空的：空的格子要用“.”画出来
shot-row-unequal = 这一行有 { $count } 格，但第一行有 { $first } 格；每行必须一样长
shot-no-ball = 棋盘上没有弹珠；弹珠关卡至少要有一颗
shot-mixed-balls = 这个棋盘用“#”画弹珠，所以不能再用“o”
shot-not-a-cell = 这里应该是“o”（弹珠）或“.”（空的格子），但读到的是{ $found }
shot-too-many-cells = 棋盘是 { $width }×{ $height }，超过了弹珠棋盘最多 { $most } 格的上限

## 熄灯（小玩具谜题）
lights-not-a-lamp = { $found }不是灯：亮着的灯用“*”画，熄灭的灯用“.”画
lights-too-many = 一排最多只能有 { $most } 盏灯

## 蛇形立方（链条本身的错误用谜题自己的说法，见 puzzles.ftl）
snake-fold-not-a-twist = 每个拐角应该写一个 0 到 3 的转动值或“.”，但读到的是{ $found }
snake-fold-too-many = 转动值比链条的 { $corners } 个拐角还多

## 滚球编程：地图
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

## 滚球编程：输入的程序（Up、Loop、Cond… 这些词是程序写法本身，不翻译）
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
program-loop-in-loop = 循环里只能放两个箭头或条件块，不能再放一个循环
program-function-in-loop = 循环里只能放两个箭头或条件块，不能放 Function
program-in-function = 在函数里：{ $why }
program-no-function-body = 程序调用了 Function，但没有写出函数的内容
program-function-calls-itself = 函数不能调用它自己
program-function-loop = 函数里只能放三个箭头或条件块，不能放循环
program-function-too-long = 函数里正好要有 3 个动作；这个函数不止 3 个
program-function-length = 函数里正好要有 3 个动作；这个函数有 { $count } 个
program-empty-slot = “?”是一个空位：请在这里写一个箭头或条件块

## 关卡代码
code-damaged = 代码已损坏（校验对不上）：复制完整了吗？
code-no-unpack = 代码里的数据无法解压（或者超过了 1 MiB）
code-data-unread = 无法读取代码里的数据
code-level-unread = 无法读取代码里的关卡（{ $kind }）：{ $why }
code-too-many-moves = { $count } 步太多了：一个代码（或一局走到一半的关卡）最多只能有 { $most } 步
code-move-unread = 代码里的第 { $number } 步不是这个谜题的走法
code-too-long = 代码超过了 { $most } 个字符
code-not-a-code = 关卡代码以“{ $start }”开头
code-newer = 这个代码的版本是 { $version }，比这个 puzzlebox 能读取的版本（{ $read }）更新
code-bad-character = 代码里的第 { $number } 个字符（{ $found }）不能出现在代码中
code-cut = 代码不完整，或者多了一个字符
code-too-short = 代码太短，装不下一个关卡
code-move-refused = 代码里的第 { $number } 步走不了：{ $why }
# 因为玩家在游戏中碰不到的原因而被拒绝的一步。
move-refused = 这一步在那里走不了

## 日期（每日五题）
date-format = 这里应该是 YYYY-MM-DD 形式的日期（如 2026-11-26），但读到的是“{ $text }”
date-no-such-day = 没有 { $text } 这一天
