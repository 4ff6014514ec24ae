# Every word of this puzzle (lights): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-lights = 熄灯
puzzle-lights-blurb = 熄灭一排灯。

## How to play
lights-rule-1 = 熄灭所有的灯。
lights-rule-2 = 按一盏灯会切换它和它两旁的灯：亮的熄灭，灭的点亮。
lights-control-1 = 点击灯
lights-control-1-does = 按下它
lights-help = 点击一盏灯，切换它和相邻的灯
lights-touch-1 = 轻点灯
lights-touch-1-does = 按下它
lights-touch-help = 轻点一盏灯，切换它和相邻的灯
lights-move = 按第 { $lamp } 盏灯
lights-one-row = 灯只能排成一行。
lights-board-line = { $of } 盏灯中有 { $on } 盏亮着
lights-board-lamp = { $on ->
    [true] 亮
   *[other] 灭
}

## The first level's guide
guide-lights-1 = 第一步：{ $hint }。点那盏灯，它和旁边的灯都会切换。
guide-lights-1-touch = 第一步：{ $hint }。点那盏灯，它和旁边的灯都会切换。

## Its levels and chapters
level-lights-01-three-in-a-row = 一排三盏
level-lights-02-two-apart = 隔开的两对
level-lights-03-row-of-5 = 一排 5 盏
level-lights-04-row-of-6 = 一排 6 盏
level-lights-05-row-of-12 = 一排 12 盏
level-lights-06-checkers = 棋盘格
level-lights-07-row-of-7 = 一排 7 盏
level-lights-08-row-of-8 = 一排 8 盏
level-lights-09-row-of-10 = 一排 10 盏
level-lights-10-row-of-9 = 一排 9 盏

## The level editor
editor-unsolvable-lights = 无解：怎么按都不能把灯全部熄灭。

## What cannot be read
lights-not-a-lamp = { $found }不是灯：亮着的灯用“*”画，熄灭的灯用“.”画
lights-too-many = 一排最多只能有 { $most } 盏灯

## A level list's line of details
lights-summary-lamps-on = { $of } 盏灯中亮着 { $on } 盏
