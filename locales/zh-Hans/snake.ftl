# Every word of this puzzle (snake): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-snake = 蛇形立方
puzzle-snake-blurb = 把 64 个木块连成的链条折成 4×4×4 的立方体。
snake-corner = 第 { $n } / { $of } 个拐角
snake-straight = 直的（还没折）
snake-cube-number = 第 { $number } 个方块
snake-turn = 转动
snake-straighten = 扳直
snake-pick = 点击方块选择它的拐角
snake-more = 更多…
snake-less = 收起
snake-corners-button = 转动拐角…
snake-view-home = 初始视角
snake-view-home-hover = 把视角转回开始的位置 (Home)
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
snake-watch-first = 观看一种折法（这里列出 { $found } 种）：
snake-watch-one = 观看一种折法：
snake-watch-button = 观看
snake-chain-editor = 链条编辑器
snake-chain-help = F：下一块直行 · T：下一块转弯
snake-chain-use = 使用这条链

## How to play
snake-rule-1 = 把一串方块折成一个大立方体。
snake-rule-2 = 链条穿过直块时笔直向前；到了每个拐角块就转弯，链条的其余部分可以绕着拐角每次转四分之一圈。调好每个拐角，让所有方块正好填满盒子：没有方块在外面（显示为浅色），也没有方块叠在别的方块上（显示为红色）。
snake-rule-ghosts = 选中一个拐角后，转动之前它的其他摆法会以虚影显示：绿色放得进盒子，灰色会伸出去（标出几块），红色会撞上链条（标出哪一块）。点击虚影就按那样转动。
snake-rule-3 = 一个角有四种摆法，不管按几次都只算一步（角带边框，下一块是金色；提示会选中它的角，并说出要按的键）：
snake-control-1 = 点击方块，或 Tab 与 Shift+Tab
snake-control-1-does = 选择拐角
snake-control-2 = Q 和 E，或按住 Shift 拖动
snake-control-2-does = 在拐角处转动链条
snake-control-3 = Backspace
snake-control-3-does = 把拐角扳直
snake-control-4 = 拖动、滚轮、右键拖动
snake-control-4-does = 旋转、缩放和移动视角（方向键、Page Up、Page Down、Home）
snake-control-5 = 点击虚影或它的标签
snake-control-5-does = 按那样转动链条
snake-help = 选一个拐角（点击方块或按 Tab）：虚影显示每种转法的去向。点击一个，或按 Q 或 E
snake-touch-1 = 轻点方块
snake-touch-1-does = 选中它的拐角
snake-touch-2 = 面板中的转动按钮
snake-touch-2-does = 在拐角处转动链条
snake-touch-3 = 单指、双指、捏合
snake-touch-3-does = 旋转、移动和缩放视角
snake-touch-4 = 轻点虚影的标签
snake-touch-4-does = 按那样转动链条
snake-touch-help = 轻点方块选中拐角：虚影显示每种转法的去向。轻点一个，或用面板中的按钮

## The first level's guide
guide-snake-1 = 带边框的拐角能转成四种样子，用虚影显示：绿色放得进盒子，红色会撞上链条。点击一个绿色虚影，或按它标签上的键。
guide-snake-1-touch = 带边框的拐角能转成四种样子，用虚影显示：绿色放得进盒子，红色会撞上链条。轻点一个绿色虚影的标签。
guide-snake-2 = 按 Tab 选下一个拐角（Shift+Tab 选上一个），或点击一个方块。虚影又会出现：选一个放得下的。
guide-snake-2-touch = 轻点下一个方块选中它的拐角。虚影又会出现：选一个放得下的。
guide-snake-3 = Q 和 E 把选中的拐角向两边各转四分之一圈，退格键把它拉直。拖动转动视角，滚轮缩放，Home 复位。
guide-snake-3-touch = 面板中的转动按钮把选中的拐角向两边各转四分之一圈。单指转动视角，双指捏合缩放。
guide-snake-4 = 填满盒子：每块都在里面，互不重叠。卡住了？按 H 会指出哪个拐角不对，再按一次 H 显示这一步。
guide-snake-4-touch = 填满盒子：每块都在里面，互不重叠。卡住了？提示会指出哪个拐角不对，再点一次提示显示这一步。

## Its levels and chapters
chapter-snake-corners = 拐角
chapter-snake-corners-teaches = 一个拐角能把后面的链条转成四种样子：选放得下的那种。
chapter-snake-classic = 3×3×3
chapter-snake-classic-teaches = 从直链开始折整条：三块一段的直线沿着盒子的棱。
chapter-snake-four = 4×4×4
chapter-snake-four-teaches = 六十四块：先放长的直段，再一层一层填满。
chapter-snake-five = 5×5×5
chapter-snake-five-teaches = 一百二十五块，留给有耐心的人。
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

## Moves, refusals and hints in words
snake-twist = { $quarters ->
    [0] 折回
    [1] 转四分之一圈
    [2] 之字形
   *[3] 转四分之三圈
}
snake-move = { $quarters ->
    [0] 把第 { $n } 个拐角折回
    [1] 把第 { $n } 个拐角转四分之一圈
    [2] 把第 { $n } 个拐角折成之字形
   *[3] 把第 { $n } 个拐角转四分之三圈
}
snake-move-straighten = 把第 { $n } 个拐角扳直
snake-move-by = { $move }：{ $keys }
snake-my-chain = 我的蛇形立方
snake-letter-hover = 第 { $number } 个字母
snake-chain-bad-letter = 链条只能由 F（直行）和 T（转弯）组成，不能有 { $found }
snake-chain-no-letters = 链条还没有字母：用 F（直行）和 T（转弯）来写
snake-chain-length = 链条有 { $letters } 个字母，但能折成立方体的链条需要 7、26、63 或 124 个
snake-chain-long-run = 第 { $first } 到第 { $last } 块排成一条 { $cubes } 块长的直线，超过了 { $side }×{ $side }×{ $side } 立方体的边长
snake-refused-straight = 第 { $cube } 块是直行的：只有拐角的方块能转
snake-refused-same-twist = 这个拐角已经是这个方向了
snake-board-overlapping = { $cubes } 个方块重叠
snake-board-outside = { $cubes } 个方块在盒子外
snake-board-corner = 第 { $n } 个拐角（方块 { $cube }）：{ $how }

## The ways a picked corner can be set, seen before one is chosen
snake-way-fits = 放得下
snake-way-leaves = { $cubes } 个在外面
snake-way-runs-into = 撞上方块 { $cube }
snake-way-said = { $keys }：{ $verdict }

## The solver's lines and hints
snake-idea-next = 下一个要摆的是第 { $n } 个拐角（方块 { $cube }）：{ $fits ->
    [0] 四种摆法都放不下
    [4] 四种摆法都放得下
   *[other] 四种摆法中有 { $fits } 种放得下
}
snake-idea-runs-into = 第 { $n } 个拐角（方块 { $cube }）不对：它后面的链条撞上了方块 { $hit }
snake-idea-leaves = 第 { $n } 个拐角（方块 { $cube }）不对：它后面的链条伸出了盒子，{ $outside } 个在外面
snake-idea-dead-end = 第 { $n } 个拐角（方块 { $cube }）暂时放得下，但这样盒子就填不满了
snake-idea-then = { $idea }。再要一次提示，就能看到这一步。
spoken-no-corner = 还没有选中拐角：按 Tab 选择

## The level editor
editor-unsolvable-snake = 无解：这条链怎么折都填不满立方体。
editor-snake-hint = 链条：从第二块起每块一个字母，F 表示直行，T 表示转弯。
editor-snake-no-letters = 链条需要字母：F 表示直行，T 表示转弯。

## What cannot be read
snake-fold-not-a-twist = 每个拐角应该写一个 0 到 3 的转动值或“.”，但读到的是{ $found }
snake-fold-too-many = 转动值比链条的 { $corners } 个拐角还多

## A level list's line of details
snake-summary-cube = { $side }×{ $side }×{ $side }
snake-summary-cubes = { $count } 个方块

## The level editor's verdict
editor-snake-folds = 有 { $count } 种不同的折法能折成立方体
editor-snake-folds-at-least = 至少有 { $count } 种不同的折法能折成立方体
