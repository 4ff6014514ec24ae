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
editor-already-solved = 一开始就已经解开了：请改动一下。
editor-unsolvable = 无解：{ $why }。
editor-gave-up = 求解器查了 { $positions } 个局面后放弃了：这一关可能有解，也可能无解。

## 其他画面
screens-percent = { $percent }%
screens-percent-suffix = %
screens-making-level = 正在生成新关卡…
screens-no-new-level = 没能生成新关卡，请再试一次，或换个选项。
