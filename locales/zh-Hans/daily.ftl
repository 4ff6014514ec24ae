# 每日五题：每天每个谜题各一关；同一天的关卡对所有玩家都一样。

## 标题画面
title-daily = 每日五题
title-daily-hover = 每个谜题各一关，每天都换新的，所有人玩的都一样

## 每日五题画面
daily-back = ← 标题
daily-heading = 每日五题
daily-share-button = 分享
daily-share-hover = 复制当天的成绩，不会透露关卡内容
daily-shared = 当天的成绩已复制：想粘贴到哪里都可以
daily-copied = 已复制
# $weekday：monday … sunday；$date：2026-11-26；$difficulty：某个 difficulty-… 词；$today：
# yes 或 no。
daily-day = { $date } { $weekday ->
    [monday] 星期一
    [tuesday] 星期二
    [wednesday] 星期三
    [thursday] 星期四
    [friday] 星期五
    [saturday] 星期六
   *[sunday] 星期日
} · { $difficulty }{ $today ->
    [yes] {""} · 今天
   *[no] {""}
}
daily-making = 正在生成这一天的谜题…
daily-not-made = 无法生成这一天的谜题。
daily-par = 最优 { $par }
daily-play = 开始
daily-go-on = 继续

## 每一关的进度（前面的符号在所有语言中都一样）
daily-not-yet = 尚未开始
daily-in-progress = 进行中
daily-with-help = 借助帮助解开
daily-solved = 已解开
daily-at-par = 达到最优

## 连续天数
daily-streak = { $days ->
    [one] 连续 { $days } 天
   *[other] 连续 { $days } 天
} · 最长 { $best } 天
daily-streak-rule = 在某一天（以你设备上的时间为准）解开当天全部五个谜题，这一天才算数。可以使用提示；由求解器解开的关卡不算你的。午夜之前，今天的五题即使还没做完，连续天数也不会中断。
daily-next = 距离新谜题还有 { $hours } 小时 { $minutes } 分钟

## 以往日子的日历
# $month：1 到 12。
daily-month = { $year } 年 { $month ->
    [1] 1 月
    [2] 2 月
    [3] 3 月
    [4] 4 月
    [5] 5 月
    [6] 6 月
    [7] 7 月
    [8] 8 月
    [9] 9 月
    [10] 10 月
    [11] 11 月
   *[12] 12 月
}
daily-month-before = 上个月
daily-month-after = 下个月
# $day：0 为星期一，6 为星期日。
daily-weekday-short = { $day ->
    [0] 一
    [1] 二
    [2] 三
    [3] 四
    [4] 五
    [5] 六
   *[6] 日
}
daily-day-hover = { $date }：已完成 { $finished } / 5 题

## “分享”复制的成绩
# $signs：每个谜题一个符号（★ 达到最优，✔ 已解开，○ 借助帮助解开，… 进行中，– 尚未开始）；
# $link：当天谜题的链接，或打开它们的命令。
daily-share = puzzlebox { $date }: { $signs } · { $solved }/{ $of } · { $time }
    { $link }

hud-back-daily = ← 每日五题
hud-back-daily-hover = 回到每日五题（Esc）
# A daily level's name, over its board.
daily-level-title = 每日一题 { $date }

## On the stats screen
stats-daily = 玩了 { $days } 天 · 当天解开全部五题 { $complete } 天 · ★ { $at_par } 关达到最优
