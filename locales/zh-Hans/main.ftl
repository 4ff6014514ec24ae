# 游戏中的文字：简体中文。

## 标题画面
title-tagline = 五个谜题，每个都配有求解器：能给提示，也能演示解法。
title-play = 开始
title-settings = 设置
title-settings-hover = 声音、外观、大小、动效、按键（O）
title-quit = 退出
title-keys-web = Enter 开始 · D 每日五题 · O 设置
title-keys-desktop = Enter 开始 · D 每日五题 · O 设置 · Q 退出

## 设置
settings-heading = 设置
settings-sound = 声音
settings-volume = 音量
settings-mute = 静音
settings-buzz = 走法无效或过关时振动（手机）
settings-look = 外观
settings-theme-system = 跟随系统
settings-theme-dark = 深色
settings-theme-light = 浅色
settings-theme-high-contrast = 高对比度
settings-language = 语言
settings-language-system = 跟随系统
notice-letters-missing = 无法加载{ $language }的字体，游戏仍使用原来的语言。
settings-size = 文字与界面大小
settings-reduce-motion = 减少动效
settings-reduce-motion-hover = 棋子直接移到位；没有彩屑，视角不摆动，也不闪烁
settings-fullscreen = 全屏
settings-fullscreen-key = 全屏（F11）
settings-puzzles = 谜题
settings-fifteen-numbers = 在数字推盘的方块上显示数字（T）
settings-speed = 回放速度
settings-speed-unit = 每秒 { $speed } 步
settings-keys = 按键
settings-keys-help = 点击一个按键，再按下想用的字母（Esc 保持不变）。
settings-keys-waiting = 请按一个字母…
settings-action-undo = 撤销
settings-action-redo = 重做
settings-action-restart = 重新开始
settings-action-hint = 提示
settings-action-solve = 求解器代走
settings-action-play = 播放或暂停
settings-action-new = 新关卡
settings-action-share = 分享
settings-action-edit = 编辑副本
settings-action-settings = 设置
settings-reset = 恢复默认
settings-reset-hover = 把这里的每项选择恢复为最初的样子
settings-done = 完成
settings-only-now = 仅本次有效：{ $choices }。

## 关卡的上下栏
hud-back-hover = 返回（Esc）
hud-back-editor = ← 编辑器
hud-back-editor-hover = 返回编辑器（Esc）
hud-back-levels = ← 关卡
hud-back-levels-hover = 返回关卡列表（Esc）
hud-rules-hover = 玩法说明（F1）
hud-settings-hover = 设置（O）
hud-key-hover = 按键：{ $key }
hud-par = 最优 { $par }
hud-par-hover = 最优解的步数
hud-moves = 已走 { $moves } 步
hud-no-solution = 当前局面已无解。
hud-undo-to-winnable = 撤销到上一个仍有解的局面
hud-hint-line = 提示：{ $hint }
hud-play = 播放
hud-pause = 暂停
hud-timeline-hover = 已走和待走的步：拖动可来回查看
hud-speed = 速度
hud-speed-hover = 每秒步数（- 和 =）
hud-undo = 撤销
hud-redo = 重做
hud-restart = 重新开始
hud-hint = 提示
hud-solve = 求解
hud-new-level = 新关卡
hud-share = 分享
hud-edit-copy = 编辑副本
hud-next-level = 下一关

## 谜题的名称与简介
puzzle-shot = 弹珠
puzzle-shot-blurb = 把弹珠互相弹开，直到只剩一颗。
puzzle-snake = 蛇形立方
puzzle-snake-blurb = 把 64 个木块连成的链条折成 4×4×4 的立方体。
puzzle-klotski = 华容道
puzzle-klotski-blurb = 滑动方块，让红色大块走到出口。
puzzle-kodable = 滚球编程
puzzle-kodable-blurb = 编一个小程序，让球滚到终点。
puzzle-fifteen = 数字推盘
puzzle-fifteen-blurb = 滑动十五块深浅不一的灰色方块，按顺序排好。
puzzle-lights = 熄灯
puzzle-lights-blurb = 熄灭一排灯。

## 菜单
menu-back-hover = 返回{ $place }（Esc）
puzzles-back = ← 标题
puzzles-heading = 选择谜题
puzzles-stats = 统计
puzzles-stats-hover = 每一关的最佳步数和最佳用时
puzzles-next = 下一关：{ $level }
levels-back = ← 谜题
rules-got-it = 知道了
rules-heading = { $puzzle }的玩法
edit-heading = 制作关卡：{ $puzzle }

## 统计
stats-solved = 已解开 { $solved } / { $levels } 关
stats-at-par = ★ { $count } 关达到最优
stats-attempts = 尝试 { $count } 次
stats-best-times = 最佳用时合计 { $time }
stats-forget-puzzle = 清除“{ $puzzle }”的所有记录和各关的进度？
stats-forget-all = 清除所有谜题的记录和每一关的进度？

## 谜题的关卡
levels-open-code-heading = 打开别人分享的关卡
levels-code-hint = 关卡代码（pb1.…）或链接
levels-open-code = 打开代码
levels-open-code-hover = 用别人分享的代码打开关卡
levels-make = 制作关卡
levels-make-hover = 制作你自己的关卡，求解器会随时检验
levels-new = 随机新关卡
levels-new-short = 新关卡
levels-yours = 你的关卡
levels-yours-hint = 右键点击你的关卡可编辑或删除。
levels-yours-touch-hint = 长按你的关卡可编辑或删除。
levels-edit = 编辑
levels-delete = 永久删除
levels-in-progress = 进行中 · 已走 { $moves } 步
levels-not-solved = 尚未解开
levels-best = 最佳 { $best }
levels-par = 最优 { $par }
levels-map-size = 大小
difficulty-easy = 简单
difficulty-medium = 中等
difficulty-hard = 困难
difficulty-expert = 专家

## 过关
win-heading = 解开了！
win-heading-fifteen = 你赢了！
win-solver = 由求解器解开
win-again = 再玩一次
win-edit-program = 修改程序
win-time = 用时 { $time }
win-par-hinted = 达到最优，但看过提示，没有 ★。
win-par = 达到最优！完美。
win-try-yourself = 现在你自己试试吧！
win-moves = { $moves } 步
win-blocks = { $blocks } 个块
win-best-program-more-bonus = { $blocks }（最佳程序只用 { $par } 个块）。你能拿到全部奖励吗？
win-more-bonus = { $blocks }。你能拿到全部奖励吗？
win-best-program = { $blocks }（最佳程序只用 { $par } 个块）。
win-bonuses = ★ 奖励 { $taken } / { $of } · { $score }
win-above-par = { $moves }（最优 { $par } 步）。
kodable-loop-cut-short = 其中的循环一次也没重复，所以按两个块计

## 滚球编程
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
kodable-blocks-limit = 块数 { $size } / { $limit }
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

## 程序面板
kodable-blocks-heading = 积木块
kodable-program-heading = 程序
kodable-function-heading = 函数
kodable-text-heading = 文本
kodable-how-heading = 规则说明
kodable-keys-heading = 按键
kodable-how-arrow = 箭头让球一直滚，直到被草地或边缘挡住。如果箭头方向紧挨着就是草地，就是错误：程序会在那里停下。
kodable-how-cond = 条件块（P ↓）只在球停在该颜色上时才移动球；条件块前面的那次滚动会停在它颜色的第一格上。
kodable-how-loop = 循环会反复运行其中的两个块：×3 就是运行三次。
kodable-how-function = 无论在哪里调用，F 都会运行函数中的三个块。
kodable-how-bonus = 在去终点的路上拿到每一颗 ★，所用的块越少越好：最优就是最少的块数。
kodable-way-up = 上
kodable-way-down = 下
kodable-way-left = 左
kodable-way-right = 右
kodable-colour-pink = 粉色
kodable-colour-orange = 橙色
kodable-colour-yellow = 黄色
kodable-palette-roll = 向{ $way }滚，直到球被挡住（按键 { $key }）
kodable-palette-loop = 循环：反复运行它的两个块（按键 L；数字设定次数）
kodable-palette-function = 函数：运行下方函数的三个块（按键 F）
kodable-palette-cond = 条件：在{ $colour }格子上向{ $way }滚，在别处什么也不做。它前面的那次滚动会停在遇到的第一个{ $colour }格子上（按 C，再按 { $key }）。
kodable-if-on = 如果在
kodable-roll = 滚：
kodable-cond-armed = { $colour }条件：请按一个方向键（C：下一种颜色，Esc：取消）
kodable-colour-hover = 条件块检查{ $colour }格子
kodable-function-calls = { $calls ->
    [0] 还没有调用：加入 F 块
   *[other] 调用了 { $calls } 次
}
kodable-slot-hover = 点击把下一个块放在这里；右键清空
kodable-text-hint = 输入程序（T），例如 Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-use = 使用这段文本
kodable-text-use-hover = 把文本读入程序（Enter）
kodable-text-forget = 放弃
kodable-text-forget-hover = 重新显示程序（Esc）
kodable-text-error = 第 { $column } 列：{ $message }。
kodable-hint-keep-then = 保留 { $keep } 个块，然后
kodable-hint-add = 加上
kodable-hint-and-function = 以及函数
kodable-hint-keep-only = 只保留前 { $keep } 个块
kodable-hint-do-it = 照做
kodable-program-empty = 点击积木块或把它拖到这里，也可以按方向键
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

## 蛇形立方的面板
snake-corner = 第 { $n } / { $of } 个拐角
snake-straight = 直的（还没折）
snake-cube-number = 第 { $number } 个方块
snake-turn = 转动
snake-straighten = 扳直
snake-pick = 点击方块选择它的拐角
snake-more = 更多…
snake-less = 收起
snake-folded = 已折 { $set } / { $corners } 个拐角
snake-overlapping = { $cubes } 个方块重叠（红色）
snake-outside = { $cubes } 个方块在盒子外（浅色）
snake-counting = 正在计算解法…
snake-counting-progress = 正在计算解法… { $percent }%
snake-too-many = 解法太多，无法全部数完。
snake-no-fold = 这条链折不成立方体。
snake-solutions = { $count } 种解法
snake-oriented = 把旋转和镜像都算上，共 { $count } 种
snake-watch-it = 观看折叠过程：
snake-watch-first = 观看最先找到的 { $found } 种之一（面板最多保留 { $keep } 种）：
snake-watch-one = 观看一种折法：
snake-chain-editor = 链条编辑器
snake-chain-help = F：下一块直行 · T：下一块转弯
snake-chain-use = 使用这条链
