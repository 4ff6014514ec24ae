# 统计画面：每个谜题的总计、玩过的关卡表格，以及重置。

stats-everything = 共 { $levels } 关，已解开 { $solved } 关，其中 { $at_par } 关未借助帮助达到最优。
# A puzzle's totals, as a screen reader says them when the stats open.
stats-said-puzzle = { $puzzle }：{ $totals }
stats-star-note = ★ 表示没看提示、也没让求解器代走任何一步就达到了最优。只有关卡显示在屏幕上、且窗口在前台时才计时。
stats-none-tried = 还没有尝试过任何关卡。

## 谜题表格的表头（窄屏时用短的）
stats-head-level = 关卡
stats-head-best = 最佳
stats-head-time = 用时
stats-head-best-moves = 最佳步数
stats-head-par = 最优
stats-head-best-time = 最佳用时
stats-head-attempts = 尝试次数
stats-par-unaided-hover = 未借助帮助达到最优

## 清除记录，需要确认两次
stats-reset = 重置…
stats-reset-all = 重置全部进度…
stats-reset-hover = 你自己的关卡和设置会保留
stats-reset-yes = 是，重置
stats-reset-no = 否
stats-rating = 等级分 { $rating } ± { $range }
stats-no-rating = 还没有等级分：完成随机关卡和每日关卡后就会有。
stats-finished-weeks = 最近四周完成了 { $count } 个关卡
stats-time-trend = 每关用时 { $before } → { $after }
stats-time-mean = 每关用时 { $time }
stats-hints-trend = 每关提示 { $before } → { $after }
stats-hints-mean = 每关提示 { $hints }
stats-over-par = 比最少步数多 { $percent } %
stats-chart-finished = 每天完成的关卡数和每关用时
stats-chart-rating = 等级分及其可能所在的范围
stats-chart-most-levels = { $count } 关
stats-chart-longest = 每关 { $time }
stats-weeks-ago = 4 周前
stats-today = 今天

## 进度文件
stats-file-heading = 进度文件
stats-file-note = 导出会把一切（设置、记录、历史、自制关卡）写进一个文件。导入会合并这样的文件，保留两边更好的部分；把文件拖到窗口上效果相同。
stats-export = 导出进度
stats-exported = 已写入 { $path }
stats-downloaded = 已下载 { $path }
stats-import = 导入进度…
stats-import-path = 要导入的文件
stats-import-this = 导入

## 每组关卡，以及最佳时间
stats-pack = { $pack }：已解 { $solved } · 尝试过 { $tried } · 未碰过 { $untouched }
stats-pack-whole = 内置关卡
stats-bests = 独立完成的最佳时间：{ $bests }
stats-best = { $difficulty } { $time }
