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

## 滚球编程：输入的程序（Up、Loop、Cond… 这些词是程序写法本身，不翻译）
program-loop-in-loop = 循环里只能放两个箭头或条件块，不能再放一个循环

## 关卡代码
code-damaged = 代码已损坏（校验对不上）：复制完整了吗？
code-no-unpack = 代码里的数据无法解压（或者超过了 1 MiB）
code-data-unread = 无法读取代码里的数据
code-level-unread = 无法读取代码里的关卡（{ $puzzle }）：{ $why }
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
