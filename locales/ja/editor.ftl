# ステージエディター（editor-）と、ほかの画面に残っていた言葉（screens-）。

## エディターのパネル
editor-my-level = マイステージ
editor-name = 名前
editor-size = 大きさ
editor-columns = 列数
editor-rows = 行数
editor-try = テストプレイ
editor-try-hover = このステージを今すぐ遊ぶ
editor-show-solution = 解答を見る
editor-show-solution-hover = ソルバーが解くところを見る（S）
editor-keep = 保存
editor-keep-hover = 「あなたのステージ」に保存（Ctrl+S）
editor-share-hover = ステージコードをコピー
editor-save-file = ファイルに保存
editor-download-file = ファイルをダウンロード
editor-file-hover = ステージファイルに書き出して、あとで開いたり人に渡したりする
editor-afresh = 作り直す
editor-afresh-hover = このステージを捨てて、新しく作り始める

## エディターからのお知らせ
editor-reopened = 前回作りかけだったステージです。保存するか、作り直してください。
editor-kept = 「あなたのステージ」に保存しました。
editor-code-copied = ステージコードをコピーしました。貼り付けてステージを共有できます。
editor-cannot-play = 遊べるのは、ゲームが読み込めるステージだけです。
editor-cannot-keep = 保存できるのは、ゲームが読み込めるステージだけです。
editor-cannot-share = コードがあるのは、ゲームが読み込めるステージだけです。
editor-cannot-save = ファイルにできるのは、ゲームが読み込めるステージだけです。
editor-file-saved = ステージファイルを { $path } に保存しました。
editor-file-downloaded = ステージファイルを { $name } としてダウンロードしました。
editor-folder-not-made = ファイルを作れません：フォルダー { $folder } を作成できません（{ $error }）。
editor-file-not-written = ファイルを作れません：{ $path } に書き込めません（{ $error }）。
editor-download-refused = ファイルを作れません：ブラウザーがダウンロードを拒否しました。

## 作りかけのステージについてのソルバーの判定
editor-checking = ソルバーが調べています…
editor-solving = 解いています…
# $why：ステージの読み込みで見つかった問題（errors.ftl のメッセージ）。
editor-invalid = まだステージとして成り立っていません：{ $why }。
editor-invalid-at = まだステージとして成り立っていません（{ $row } 行 { $column } 列）：{ $why }。
editor-invalid-letter = まだステージとして成り立っていません（{ $letter } 文字目）：{ $why }。
editor-solvable = 解けます · 最短 { $par } · { $difficulty }
editor-solvable-at-most = 解けます。多くても { $par } 手（最短かどうかは未確認）
editor-already-solved = 最初から解けています。どこかを変えてください。
editor-unsolvable = 解けません：{ $why }。
editor-gave-up = ソルバーは { $positions } 局面を調べたところであきらめました。解けるかどうかはわかりません。

## ほかの画面
screens-percent = { $percent }%
screens-percent-suffix = %
screens-making-level = 新しいステージを作っています…
screens-no-new-level = 新しいステージを作れませんでした。もう一度試すか、設定を変えてみてください。
