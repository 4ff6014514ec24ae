# 内置关卡的标题（level-<谜题>-<文件名>）和关卡列表中的文字：关卡内容的简述，以及没有标题的自制关卡的名称。

## 关卡列表的详情行：各部分（4×5 这样的尺寸只写数字），依次排列
level-summary-join = { $first }，{ $then }
level-summary-size = { $width }×{ $height }

## 没有标题的自制关卡
level-untitled = 我的关卡
## 关卡代码输入框下方，输入的不是代码时
level-code-not-a-code = 关卡代码以“pb1.”开头

# A level made by the generator, named by its seed.
level-random = 随机关卡 #{ $seed }
