## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = 跳过
guide-done = 你学会了！剩下的交给你：卡住时按 H 看提示。
guide-done-touch = 你学会了！剩下的交给你：卡住时点“提示”看下一步。
rules-show-me = 再教我一次
guide-shot-1 = 第一步：{ $hint }。按住那颗弹珠，朝那个方向滑动；也可以用方向键和 Enter 选中它，再按一个方向键。
guide-shot-1-touch = 第一步：{ $hint }。按住那颗弹珠，朝那个方向滑动。
guide-shot-2 = 弹出的弹珠会一直滚到撞上另一颗弹珠，并把它撞出去；最后只留一颗弹珠。下一步：{ $hint }。
guide-klotski-1 = 第一步：{ $hint }。把那块拖过去；也可以用方向键和 Enter 选中它，再用方向键移动。
guide-klotski-1-touch = 第一步：{ $hint }。用手指把那块拖过去。
guide-klotski-2 = 块会滑进空格；把红块送到终点。下一步：{ $hint }。
guide-fifteen-1 = 第一步：{ $hint }。点那个方块，它就会滑进空位；也可以用方向键滑动。
guide-fifteen-1-touch = 第一步：{ $hint }。点那个方块，它就会滑进空位。
guide-fifteen-2 = 把方块从最浅到最深排好，空位放在最后。下一步：{ $hint }。
guide-snake-1 = 第一步：{ $hint }。按那个键，在带边框的角转动链子。
guide-snake-1-touch = 第一步：{ $hint }。点面板上的那个转动按钮，在带边框的角转动链子。
guide-snake-2 = 下一步：{ $hint }。这个角已经替你选好并框出来了（按 Tab 选别的角，也可以点一个小方块）。
guide-snake-2-touch = 下一步：{ $hint }。这个角已经替你选好并框出来了（点一个小方块可以选别的角）。
guide-kodable-1 = 点“积木块”里的一个箭头，把它放进你的程序：球会朝那个方向滚。
guide-kodable-1-touch = 点“积木块”里的一个箭头，把它放进你的程序：球会朝那个方向滚。
guide-kodable-2 = 现在按“运行”（空格），看球一直滚到被挡住。如果它需要转弯，就再加箭头。
guide-kodable-2-touch = 现在点“运行”，看球一直滚到被挡住。如果它需要转弯，就再加箭头。
guide-lights-1 = 第一步：{ $hint }。点那盏灯，它和旁边的灯都会切换。
guide-lights-1-touch = 第一步：{ $hint }。点那盏灯，它和旁边的灯都会切换。
