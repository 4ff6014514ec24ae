## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = 跳过
guide-done = 你学会了！剩下的交给你：卡住时点“提示”（H）看下一步。
guide-done-touch = 你学会了！剩下的交给你：卡住时点“提示”看下一步。
rules-show-me = 再教我一次
