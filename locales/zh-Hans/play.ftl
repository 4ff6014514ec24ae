# 对局中各谜题共用的文字：求解器在做什么、提示和回答、消息栏和胜利面板。

## 转圈图标旁：求解器正在做什么
play-working-out-par = 正在计算最优步数…
play-looking-for-hint = 正在找提示…
play-solving = 正在求解…
play-looking-back = 正在往回查找…

## 消息栏上求解器的回答
play-answer-unchecked = 求解器的答案没有通过检验，请再试一次。
play-answer-failed = 抱歉，求解器的答案在这里行不通。
play-already-solved = 已经解开了！
play-hint-gave-up = 没有提示：搜索了 { $positions } 个局面后放弃了，这一关也许仍然有解。撤销几步可能会有帮助。
play-solve-gave-up = 求解器搜索了 { $positions } 个局面后放弃了，这一关也许仍然有解。
play-look-back-gave-up = 没有结果：搜索了 { $positions } 个局面后放弃了，这一关也许仍然有解。
play-still-winnable = 这个局面仍然有解。
play-back-to-winnable = 已退回 { $moves } 步：从这里仍然有解。
play-start-unwinnable = 连初始局面都无解。

## 提示：那一步，以及还剩几步
play-hint-to-go = { $move }（还剩 { $moves } 步）
play-hint-to-go-longer = { $move }（还剩 { $moves } 步，{ $longer }）
play-not-the-fewest = 不一定最少

## 分享关卡
play-code-copied = { $moves ->
    [0] 关卡代码已复制：粘贴给别人就能分享这一关
   *[other] 关卡代码已复制（含已走的 { $moves } 步）：粘贴给别人就能分享这一关
}

## 胜利面板上的一行
play-win-at-par = { $count }：{ $verdict }
play-win-count = { $count }。
play-win-count-note = { $count }（{ $note }）

## 播放速度的单位
play-speed-suffix = /秒

## 滚球编程
win-stars-hover = { $stars } 颗星（共 3 颗）：★ 到达终点 · ★ 拿到每个奖励 · ★ 块数不超过最优

## 读给看不见棋盘的玩家听（通过屏幕阅读器）
spoken-move = { $move }。{ $board }
spoken-undone = 已撤销：{ $move }。{ $board }
spoken-then = { $first }。{ $next }
spoken-list = { $first }，{ $next }
spoken-cell = 第 { $row } 行第 { $col } 列
spoken-row = 第 { $row } 行：{ $cells }
spoken-board = 棋盘：{ $line }
spoken-count = 已走 { $moves } 步
spoken-count-par = 已走 { $moves } 步；最优 { $par }
spoken-no-cursor = 还没有光标：按方向键显示

play-working-out-shortest = 正在计算最短路线…

## “比较”：把你的解法与最短解放在一起
compare-heading = 你的解法与最短解
compare-yours = 你的
compare-shortest = 最短
compare-best = 最佳
compare-moves = 你用了 { $yours } 步，最短解用 { $shortest } 步。
compare-blocks = 你的程序有 { $yours } 个积木，最佳程序有 { $shortest } 个。
compare-same = 你的解法就是最短解，每一步都相同。
compare-as-short = 你的解法一样短，只是走法不同。
compare-parted = 两种解法在第 { $at } 步分开。
compare-rejoined = 你的解法在你的第 { $yours } 步（它的第 { $its } 步）回到最短解上。
compare-program-same = 你的程序就是最佳程序，每个积木都相同。
compare-program-as-short = 你的程序一样短，只是写法不同。
compare-took-less = 你的程序拿到了 { $of } 个奖励中的 { $yours } 个；最好的程序拿到 { $best } 个。星星先看奖励。
compare-program-parted = 两个程序从第 { $at } 个积木开始不同。
compare-assisted = 你的解法有一部分是求解器走的。
compare-all-by-the-solver = 这一关是求解器自己走完的：还没有你的走法可以和它并排比较。自己通关后再来比较吧。
compare-at = 第 { $step } 步，共 { $total } 步
compare-step-said = 第 { $step } 步：你的是 { $yours }；最短解是 { $shortest }
compare-at-start = 开始
compare-to-parting = 跳到分开处
compare-where-parted = ≠ 两者分开的地方
compare-gave-up = 求解器在找到最短解之前放弃了（查看了 { $positions } 个局面）。
compare-nothing = 没有可以与你的解法比较的最短解。
compare-close = 关闭
