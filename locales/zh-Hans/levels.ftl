# 内置关卡的标题（level-<谜题>-<文件名>）和关卡列表中的文字：关卡内容的简述，以及没有标题的自制关卡的名称。

## shot
level-shot-01-the-example = 示例
level-shot-02-hash-marks = 井字
level-shot-03-five-alive = 五珠登场
level-shot-04-corner-pocket = 角袋
level-shot-05-crossfire = 交叉火力
level-shot-06-ricochet = 弹来弹去
level-shot-07-domino-run = 多米诺效应
level-shot-08-scatter = 四散
level-shot-09-long-shot = 远射
level-shot-10-chain-reaction = 连锁反应
level-shot-11-full-house = 座无虚席
level-shot-12-fourteen = 十四颗

## snake
level-snake-01-eight-cubes = 八个方块
level-snake-02-four-corners-to-go = 还剩四个角
level-snake-03-half-folded = 折了一半
level-snake-04-four-ways = 四个方向
level-snake-05-the-classic = 经典
level-snake-06-one-way-only = 华山一条路
level-snake-07-loose-coils = 松散的盘绕
level-snake-08-twenty-seven = 二十七
level-snake-09-half-a-wooden-snake = 半条木蛇
level-snake-10-straight-lines = 笔直的线
level-snake-11-long-runs = 长长的直段
level-snake-12-tight-corners = 急转弯
level-snake-13-twisty = 弯弯绕绕
level-snake-14-the-wooden-snake = 木蛇
level-snake-15-five-by-five = 五乘五
level-snake-16-long-chain = 一百二十五

## klotski
level-klotski-01-side-step = 侧身一步
level-klotski-02-shuffle = 腾挪
level-klotski-03-crossroads = 十字路口
level-klotski-04-wide-load = 超宽货物
level-klotski-05-traffic = 车流
level-klotski-06-rush-hour = 高峰时段
level-klotski-07-gridlock = 大堵车
level-klotski-08-the-original = 原版
level-klotski-09-labyrinth = 迷宫
level-klotski-10-long-way-round = 绕远路
level-klotski-11-the-marathon = 马拉松
level-klotski-12-only-18-steps = 只需十八步
level-klotski-13-violet = 紫罗兰
level-klotski-14-daisy = 雏菊
level-klotski-15-pansy = 三色堇
level-klotski-16-poppy = 虞美人
level-klotski-17-snowdrop = 雪花莲
level-klotski-18-red-donkey = 横刀立马
level-klotski-19-trail = 小径
level-klotski-20-ambush = 伏击

## kodable
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

## fifteen
level-fifteen-01-first-light = 曙光
level-fifteen-02-three-by-three = 三乘三
level-fifteen-03-tangled-eight = 八块乱麻
level-fifteen-04-eleven = 十一块
level-fifteen-05-four-by-four = 四乘四
level-fifteen-06-shades = 深浅
level-fifteen-07-dusk = 黄昏
level-fifteen-08-twilight = 暮色
level-fifteen-09-long-shadows = 长长的影子
level-fifteen-10-midnight = 午夜
level-fifteen-11-five-by-five = 五乘五

## lights
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

## 关卡列表的详情行：各部分（4×5 这样的尺寸只写数字），依次排列
level-summary-join = { $first }，{ $then }
level-summary-balls = { $count } 颗弹珠
level-summary-cubes = { $count } 个方块
level-summary-map = { $cols }×{ $rows } 地图
level-summary-bonuses = { $count } 个奖励
level-summary-counted-step = 按格计步
level-summary-counted-slide = 按滑动计步
level-summary-counted-move = 按移动计步
level-summary-lamps-on = { $of } 盏灯中亮着 { $on } 盏

## 没有标题的自制关卡
level-untitled = 我的关卡
## 关卡代码输入框下方，输入的不是代码时
level-code-not-a-code = 关卡代码以“pb1.”开头

# A level made by the generator, named by its seed.
level-random = 随机关卡 #{ $seed }
