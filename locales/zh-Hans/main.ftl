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
notice-language-missing = 无法加载{ $language }，游戏仍使用原来的语言。
settings-size = 文字与界面大小
settings-reduce-motion = 减少动效
settings-reduce-motion-hover = 棋子直接移到位；没有彩屑，视角不摆动，也不闪烁
settings-screen-reader = 屏幕阅读器模式
settings-screen-reader-hover = 为用耳朵玩的玩家：不放彩纸、不抖动、没有漂浮的球；声音保留。屏幕阅读器读取游戏时会自动打开
settings-fullscreen = 全屏
settings-fullscreen-key = 全屏（F11）
settings-puzzles = 谜题
settings-speed = 回放速度
settings-speed-unit = 每秒 { $speed } 步
settings-keys = 按键
settings-keys-help = 点击一个按键，再按下想用的字母（Esc 保持不变）。
settings-key-read = { $action }：{ $key }
settings-keys-waiting = 请按下“{ $action }”要用的字母（Esc 保持 { $key }）。
settings-action-undo = 撤销
settings-action-redo = 重做
settings-action-restart = 重新开始
settings-action-hint = 提示
settings-action-solve = 求解器代走
settings-action-play = 播放或暂停
settings-action-new = 新关卡
settings-action-share = 分享
settings-action-edit = 编辑副本
settings-action-compare = 与最短解比较
settings-action-settings = 设置
settings-action-say-again = 再说一遍
settings-action-read-board = 朗读整个棋盘
settings-action-read-count = 步数和最优
settings-action-read-cursor = 光标在哪里
settings-reset = 恢复默认
settings-reset-hover = 把这里的每项选择恢复为最初的样子
settings-done = 完成
settings-choice = { $group }：{ $choice }
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
hud-chapter-coach = 新的一章「{ $chapter }」：{ $teaches }
hud-play = 播放
hud-pause = 暂停
hud-to-start = 回到开始
hud-step-back = 后退一步
hud-step-forward = 前进一步
hud-rail = 已走的步数
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
hud-compare = 比较

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
# A control of the card and what it does, as a screen reader reads the card.
rules-control-said = { $keys }：{ $does }
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
levels-for-you = 为你推荐
levels-for-you-hover = 列表中你还没有通关的下一关；全部通关后，是符合你等级分的随机关卡
levels-for-you-path = 列表中你还没有通关的下一关：{ $number }. { $title }
levels-more = 更多
levels-for-you-new = 先从{ $difficulty }开始：完成随机关卡和每日关卡后，接下来的关卡会随你的表现调整。
levels-for-you-why = { $difficulty }：最接近你的等级分 { $rating }（± { $range }），依据你完成的 { $count } 个关卡。
levels-yours = 你的关卡
levels-played = 你玩过的随机和分享关卡
levels-yours-hint = 右键点击你的关卡可编辑或删除。
levels-yours-touch-hint = 长按你的关卡可编辑或删除。
levels-edit = 编辑
levels-delete = 永久删除
levels-in-progress = 进行中 · 已走 { $moves } 步
levels-not-solved = 尚未解开
levels-best = 最佳 { $best }
levels-par = 最优 { $par }
levels-chapter-stars = 本章 { $of } 颗星中得到 { $earned } 颗
difficulty-easy = 简单
difficulty-medium = 中等
difficulty-hard = 困难
difficulty-expert = 专家

## 过关
win-heading = 解开了！
win-solver = 由求解器解开
win-again = 再玩一次
win-time = 用时 { $time }
# The win panel's buttons and their keys, as a screen reader says them after the win.
win-ways-on = { $next }：Enter。{ $again }：R。{ $compare }：C。
win-par-hinted = 达到最优，但看过提示，没有 ★。
win-par = 达到最优！完美。
win-path-back = 这是列表的最后一关。下一关：还没通关的 { $number }. { $title }。
win-path-finished = 这是最后一关：你已经通关了{ $puzzle }的所有关卡！接下来：符合你等级分的新随机关卡。
win-try-yourself = 现在你自己试试吧！
win-moves = { $moves } 步
win-blocks = { $blocks } 个块
win-best-program-more-bonus = { $blocks }（最佳程序只用 { $par } 个块）。你能拿到全部奖励吗？
win-more-bonus = { $blocks }。你能拿到全部奖励吗？
win-best-program = { $blocks }（最佳程序只用 { $par } 个块）。
win-bonuses = ★ 奖励 { $taken } / { $of } · { $score }
win-above-par = { $moves }（最优 { $par } 步）。

## 切换画面时读屏软件读出的窗口名称
screen-levels = { $puzzle }：关卡
screen-playing = { $puzzle }：{ $level }
