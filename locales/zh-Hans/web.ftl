# 网页自己的文字，在游戏启动之前显示（由 scripts/build-web.sh 放进页面）：简体中文。
web-loading = puzzlebox 正在加载…
web-could-not-start = puzzlebox 无法启动：{ $error }
web-update-ready = puzzlebox 有新版本了。
web-update-reload = 重新加载
web-canvas-label = puzzlebox：五个谜题，每个都有能给提示的求解器
