# 显示在各个画面之上的提示，以及游戏向玩家显示的错误：简体中文。

## 各个画面之上
notice-drop-to-play = 把关卡文件拖放到这里即可开始玩
notice-levels-full = 你的关卡里，每个谜题最多保留 { $most } 个随机或分享的关卡：已移除“{ $gone }”，为这一关腾出位置
notice-getting-ready = 准备中…

## 无法游玩的关卡文件或代码（$why：读取器给出的原因）
error-file-kind = { $file }：无法从文件名判断是哪个谜题；关卡文件的扩展名为 { $endings }
error-file-not-found = { $file }：无法读取文件：文件不存在（也没有同名的内置关卡）
error-file-denied = { $file }：无法读取文件：没有权限
error-file-unreadable = { $file }：无法读取文件：{ $why }
error-file-folder = { $file }：这是文件夹，不是关卡文件
error-file-not-regular = { $file }：不是普通文件（而是设备、管道或套接字），不能作为关卡文件
error-file-too-large = { $file }：文件超过 1 MiB，作为关卡太大了
error-file-not-utf8 = { $file }，第 { $line } 行第 { $column } 列：文件不是 UTF-8 文本
error-file-at = { $file }，第 { $line } 行第 { $column } 列：{ $why }
error-file-whole = { $file }：{ $why }
error-level-code = 无法打开这个关卡代码：{ $why }

## 没能完整读取的存档
error-save-unreadable = 无法读取存档（{ $error }）；本次游戏的进度将不会保存。
error-save-failing = 无法保存你的进度（{ $error }）。游戏会保留它，每隔几秒重试一次，关闭时再试一次。
notice-save-works-again = 你的进度又可以保存了。
notice-save-gave-way = 存档已达到上限（64 MiB）：{ $folded } 条较早的完成记录已并入总计，{ $places } 个未完成的关卡已按从旧到新忘掉。
error-save-no-storage = 此浏览器没有为本页面提供本地存储
error-save-storage-unreadable = 无法读取本地存储
error-save-damaged = 存档没能完整读取：文件已损坏（{ $error }）。
error-save-lost = 存档没能完整读取：部分记录已损坏：{ $records }。
error-save-not-ours = 存档没能完整读取：它不是本游戏写入的格式。
error-save-list-separator = 、
error-save-lost-record = 关卡 { $level } 的记录
error-save-lost-place = 关卡 { $level } 的进度
error-save-lost-draft = { $puzzle }编辑器里未保存的关卡
error-save-lost-settings = 设置
error-save-lost-setting = 设置 { $setting }
error-save-lost-mine = 第 { $number } 个保存的关卡
error-save-lost-daily = { $date } 的每日五题记录
error-save-lost-finished = 已完成关卡记录的第 { $number } 条
error-save-lost-older = { $puzzle }较早完成关卡的汇总
error-save-lost-rating = { $puzzle }的等级分
# $what：上面的某一句。
error-save-kept-aside = { $what }保留下了 { $count } 条记录；原文件已原样另存为 { $copy }。
error-save-kept-in-storage = { $what }保留下了 { $count } 条记录；原存档已原样保存在浏览器存储的键 { $key } 下。
error-save-not-aside = { $what }保留下了 { $count } 条记录；无法另存副本，所以原文件保持不动，本次游戏的进度将不会保存。
notice-paste-cut = 粘贴的文本已截为前 { $most } 个字符（原有 { $chars } 个）：没有哪个输入框能容纳更多。

## 从文件导入进度
import-refused = { $file }：{ $why }；没有导入任何内容。
import-not-an-object = 它不是 puzzlebox 进度文件（进度文件是一个 JSON 对象）
import-not-json = 第 { $line } 行第 { $column } 列：它不是 JSON（{ $said }）
import-not-progress = 第 { $line } 行第 { $column } 列：它不是 puzzlebox 进度文件（{ $said }）
import-newer = 它由更新的游戏写成（进度版本 { $version }；本游戏最多读到 { $most }）
import-not-in-force = 它含有带控制字符的关卡 ID，或无法全部生效的按键设置
import-claim-no-moves = 关卡 { $level } 记为 0 步过关，这不可能
import-claim-no-time = 关卡 { $level } 记为 0 毫秒过关，这不可能
import-claim-attempts = 关卡 { $level } 记为开始了 { $count } 次，超过了玩家能做到的 { $most } 次
import-claim-par-unsolved = 关卡 { $level } 记为达到标准步数，却没有过关
import-claim-below-par = 关卡 { $level } 记为 { $best } 步过关，比最少步数 { $par } 还少
import-claim-no-date = 关卡 { $of } 记为在 { $day } 完成，这不是日期
import-too-large = { $file }：文件大于 64 MiB，作为进度太大；没有导入任何内容。
import-folder = { $file }：这是一个文件夹，不是进度文件；没有导入任何内容。
import-not-regular = { $file }：这不是普通文件（设备、管道或套接字）；没有导入任何内容。
import-unreadable = { $file }：无法读取该文件（{ $error }）；没有导入任何内容。
import-too-large-merged = { $file }：导入后，即使把历史并入总计、忘掉所有未完成的关卡，进度仍会超过存档上限（64 MiB）；没有导入任何内容。
import-not-saved = { $file }：这里的进度无法保存（见关于存档的警告）；没有导入任何内容。
import-nothing-new = { $file } 没有新内容：其中的一切这里都已有。
import-added = 已从 { $file } 导入：{ $added }。
import-list-separator = 、
import-part-records = 新增 { $count } 条关卡记录
import-part-improved = 改进 { $count } 条
import-part-finished = 完成的关卡 { $count } 个
import-part-made = 自制关卡 { $count } 个
import-part-days = 每日谜题 { $count } 天
import-part-ratings = 评分 { $count } 项
import-part-places = 未完成的关卡 { $count } 个
import-part-drafts = 留在编辑器里的关卡 { $count } 个
