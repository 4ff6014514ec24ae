# 关卡编辑器（editor-）以及其他画面余下的文字（screens-）。

## 编辑器的面板
editor-my-level = 我的关卡
editor-name = 名称
editor-size = 大小
editor-columns = 列数
editor-rows = 行数
editor-try = 试玩
editor-try-hover = 现在就玩这一关
editor-show-solution = 查看解法
editor-show-solution-hover = 看求解器怎么走（S）
editor-keep = 保存
editor-keep-hover = 保存到“你的关卡”（Ctrl+S）
editor-share-hover = 复制关卡代码
editor-save-file = 存为文件
editor-download-file = 下载文件
editor-file-hover = 存为关卡文件，以后可再打开，也可以分享给别人
editor-afresh = 重新制作
editor-afresh-hover = 放弃这一关，从头做一关新的

## 编辑器给玩家的提示
editor-reopened = 这是你上次离开时的关卡：保存它，或者重新制作。
editor-kept = 已保存到“你的关卡”。
editor-code-copied = 关卡代码已复制：粘贴出去就能分享这一关。
editor-cannot-play = 只有游戏能读取的关卡才能试玩。
editor-cannot-keep = 只有游戏能读取的关卡才能保存。
editor-cannot-share = 只有游戏能读取的关卡才有代码。
editor-cannot-save = 只有游戏能读取的关卡才能存成文件。
editor-file-saved = 关卡文件已保存到 { $path }。
editor-file-downloaded = 关卡文件已下载，文件名为 { $name }。
editor-folder-not-made = 没能存成文件：无法创建文件夹 { $folder }（{ $error }）。
editor-file-not-written = 没能存成文件：无法写入 { $path }（{ $error }）。
editor-download-refused = 没能存成文件：浏览器拒绝了下载。

## 求解器对正在制作的关卡的判断
editor-checking = 求解器正在计算…
editor-solving = 正在求解…
# $why：关卡读取器发现的问题（errors.ftl 中的消息）。
editor-invalid = 还不是有效的关卡：{ $why }。
editor-invalid-at = 还不是有效的关卡（第 { $row } 行第 { $column } 列）：{ $why }。
editor-invalid-letter = 还不是有效的关卡（第 { $letter } 个字母）：{ $why }。
editor-solvable = 有解 · 最优 { $par } · { $difficulty }
editor-solvable-at-most = 有解，最多 { $par } 步（未证明是最少）
editor-folds = 有 { $count } 种不同的折法能折成立方体
editor-folds-at-least = 至少有 { $count } 种不同的折法能折成立方体
editor-already-solved = 一开始就已经解开了：请改动一下。
editor-unsolvable = 无解：{ $why }。
editor-unsolvable-shot = 无解：无论按什么顺序弹，都不能只剩一颗弹珠。
editor-unsolvable-snake = 无解：这条链怎么折都填不满立方体。
editor-unsolvable-klotski = 无解：目标方块永远到不了目标位置。
editor-unsolvable-kodable = 无解：没有任何程序能让球滚到终点。
editor-unsolvable-fifteen = 无解：方块的排列奇偶性不对，怎么滑都排不回顺序。
editor-unsolvable-lights = 无解：怎么按都不能把灯全部熄灭。
editor-gave-up = 求解器查了 { $positions } 个局面后放弃了：这一关可能有解，也可能无解。
# 滚球编程的判断对最佳程序的补充说明。
editor-note-every-bonus = 拿到全部奖励
editor-note-bonuses = 拿到 { $of } 个奖励中的 { $taken } 个

## 弹珠的工具
editor-shot-hint = 点击格子可放上或拿走弹珠。

## 华容道的工具
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

## 滚球编程的工具
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

## 数字推盘的工具
editor-fifteen-hint = 依次点击两个方块（或一个方块和空格）来交换它们。
editor-fifteen-in-order = 排好顺序
editor-fifteen-shuffle = 打乱
editor-fifteen-shuffle-hover = 随机生成一个有解的盘面
editor-fifteen-type = 或者按从左到右、从上到下的顺序输入方块（0 表示空格）：
editor-fifteen-wrong-count = { $cols }×{ $rows } 的盘面需要 { $cells } 个数字，而不是 { $numbers } 个。

## 蛇形立方的工具
editor-snake-hint = 链条：从第二块起每块一个字母，F 表示直行，T 表示转弯。
editor-snake-no-letters = 链条需要字母：F 表示直行，T 表示转弯。

## 其他画面
screens-percent = { $percent }%
screens-percent-suffix = %
screens-making-level = 正在生成新关卡…
screens-no-new-level = 没能生成新关卡，请再试一次，或换个选项。
