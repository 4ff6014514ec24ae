# 每种谜题的玩法：规则、操作（按键或手势，以及作用），以及第一步之前显示的一行提示。

## shot
shot-rule-1 = 让棋盘上只剩一颗弹珠。
shot-rule-2 = 把一颗弹珠向上、下、左或右弹出。它一直滚到碰上另一颗弹珠，停在紧挨着它的前一格；被撞的弹珠被推出去（一排相互挨着的弹珠中，动的是最后一颗），沿同一方向继续滚，最后一颗动的弹珠会飞出棋盘。每弹一次就少一颗弹珠。
shot-rule-3 = 不能朝紧挨着的弹珠弹，也不能在前方没有弹珠时朝边缘弹。
shot-control-1 = 按住弹珠并滑动
shot-control-1-does = 弹出它
shot-control-2 = 方向键、Enter、方向键
shot-control-2-does = 移动光标、选中弹珠、弹出
shot-control-3 = Esc
shot-control-3-does = 放下选中的弹珠
shot-help = 按住一颗弹珠并朝另一颗滑动 · 或用 Enter 选中一颗再用方向键弹出
shot-touch-1 = 按住弹珠并滑动
shot-touch-1-does = 把它弹向另一颗弹珠
shot-touch-help = 按住一颗弹珠并朝另一颗滑动

## snake
snake-rule-1 = 把一串方块折成一个大立方体。
snake-rule-2 = 链条穿过直块时笔直向前；到了每个拐角块就转弯，链条的其余部分可以绕着拐角每次转四分之一圈。调好每个拐角，让所有方块正好填满盒子：没有方块在外面（显示为浅色），也没有方块叠在别的方块上（显示为红色）。
snake-rule-3 = 一个角有四种摆法，不管按几次都只算一步（角带边框，下一块是金色；提示会选中它的角，并说出要按的键）：
snake-control-1 = 点击方块，或 Tab 与 Shift+Tab
snake-control-1-does = 选择拐角
snake-control-2 = Q 和 E，或按住 Shift 拖动
snake-control-2-does = 在拐角处转动链条
snake-control-3 = Backspace
snake-control-3-does = 把拐角扳直
snake-control-4 = 拖动、滚轮、右键拖动
snake-control-4-does = 旋转、缩放和移动视角（方向键、Page Up、Page Down、Home）
snake-help = 选一个拐角（点击方块或按 Tab），再用 Q 和 E 转动链条
snake-touch-1 = 轻点方块
snake-touch-1-does = 选中它的拐角
snake-touch-2 = 面板中的转动按钮
snake-touch-2-does = 在拐角处转动链条
snake-touch-3 = 单指、双指、捏合
snake-touch-3-does = 旋转、移动和缩放视角
snake-touch-help = 轻点方块选中拐角，再用面板中的按钮转动链条

## klotski
klotski-rule-1 = 把红色大块移到出口，也就是棋盘上标出的位置。
klotski-rule-2 = 每次把一个方块滑进空位；方块不能越过彼此。任何与红块形状相同的方块都可以到达出口。
klotski-rule-3 = 步数按关卡规定的方式计算：按格（移动一格算一步）、按滑动（沿一条直线滑任意距离算一步）或按移动（一个方块自己能到的任何位置都算一步）。
klotski-control-1 = 拖动方块
klotski-control-1-does = 把它滑到能去的地方
klotski-control-2 = 方向键、Enter
klotski-control-2-does = 选择方块、拿起
klotski-control-3 = 方向键、Enter 或 Esc
klotski-control-3-does = 移动拿起的方块、放下
klotski-help = 把方块拖到能去的地方 · 或用 Enter 选中一个再用方向键移动
klotski-touch-1 = 拖动方块
klotski-touch-1-does = 把它滑到能去的地方
klotski-touch-help = 把方块拖到能去的地方

## kodable
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

## fifteen
fifteen-rule-1 = 把灰色按顺序排好：最亮的在左上角，从左到右、从上到下越来越暗，最暗的紧挨在空格前，空格最后停在右下角。
fifteen-rule-2 = 空格旁边的方块可以滑进空格。
fifteen-control-1 = 点击方块
fifteen-control-1-does = 滑动它，连同它与空格之间的所有方块
fifteen-control-2 = 方向键
fifteen-control-2-does = 把空格旁的方块朝那个方向滑动
fifteen-control-3 = T
fifteen-control-3-does = 在方块上显示数字
fifteen-help = 点击与空格同行或同列的方块 · 或用方向键滑动
fifteen-touch-1 = 轻点方块
fifteen-touch-1-does = 滑动它，连同它与空格之间的所有方块
fifteen-touch-2 = “数字”复选框
fifteen-touch-2-does = 在方块上显示数字
fifteen-touch-help = 轻点与空格同行或同列的方块

## lights
lights-rule-1 = 熄灭所有的灯。
lights-rule-2 = 按一盏灯会切换它和它两旁的灯：亮的熄灭，灭的点亮。
lights-control-1 = 点击灯
lights-control-1-does = 按下它
lights-help = 点击一盏灯，切换它和相邻的灯
lights-touch-1 = 轻点灯
lights-touch-1-does = 按下它
lights-touch-help = 轻点一盏灯，切换它和相邻的灯

## 说明卡上列出的关卡按键
keys-shared = Z 撤销 · Y 重做 · R 重新开始 · H 提示 · S 求解器代走 · N 新关卡 · X 分享 · Esc 返回
keys-program = Z 撤销修改 · Y 重做 · R 把球放回 · H 提示 · S 最佳程序 · K 能否过关？ · N 新地图 · X 分享 · Esc 返回
keys-listening = A 再说一遍 · B 朗读整个棋盘 · I 步数和最优 · W 光标在哪里（供屏幕阅读器使用）
lights-move = 按第 { $lamp } 盏灯
lights-one-row = 灯只能排成一行。

lights-board-line = { $of } 盏灯中有 { $on } 盏亮着
lights-board-lamp = { $on ->
    [true] 亮
   *[other] 灭
}
