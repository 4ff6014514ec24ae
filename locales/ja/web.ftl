# ゲームが始まる前にウェブページ自身が出す文字（scripts/build-web.sh がページに入れます）：日本語。
web-loading = puzzlebox を読み込んでいます…
web-could-not-start = puzzlebox を起動できませんでした：{ $error }
web-update-ready = puzzlebox の新しいバージョンがあります。
web-update-reload = 再読み込み
web-canvas-label = puzzlebox：ヒントをくれるソルバー付きの 5 つのパズル
