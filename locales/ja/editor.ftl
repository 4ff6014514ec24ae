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
editor-folds = 立方体への折り方は { $count } 通り
editor-folds-at-least = 立方体への折り方は少なくとも { $count } 通り
editor-already-solved = 最初から解けています。どこかを変えてください。
editor-unsolvable = 解けません：{ $why }。
editor-unsolvable-shot = 解けません：どの順に弾いても、玉を1つだけにはできません。
editor-unsolvable-snake = 解けません：どう折っても、鎖で立方体を埋められません。
editor-unsolvable-klotski = 解けません：目標ブロックがゴールにたどり着けません。
editor-unsolvable-kodable = 解けません：ボールをゴールまで転がせるプログラムがありません。
editor-unsolvable-fifteen = 解けません：タイルの並びの偶奇が合わず、どう滑らせても順番に戻せません。
editor-unsolvable-lights = 解けません：どう押しても、すべてのランプは消せません。
editor-gave-up = ソルバーは { $positions } 局面を調べたところであきらめました。解けるかどうかはわかりません。
# ボール転がしの判定が、最良のプログラムについて付け加えること。
editor-note-every-bonus = ボーナスをすべて取る
editor-note-bonuses = ボーナスを { $of } 個中 { $taken } 個取る

## ショットの道具
editor-shot-hint = マスをクリックすると、玉を置いたり取り除いたりできます。

## 箱入り娘の道具
editor-klotski-put = ブロックを置く
editor-klotski-block-hover = 左上のマスを置く場所をクリック：{ $width }×{ $height } のブロック
editor-klotski-take-off = 取り除く
editor-klotski-take-off-hover = ブロックをクリックして取り除く
editor-klotski-goal = ゴール
editor-klotski-goal-block = 目標ブロック
editor-klotski-goal-block-hover = ゴールまで運ぶブロックをクリック
editor-klotski-goal-place = ゴールの位置
editor-klotski-goal-place-hover = 目標ブロックの左上のマスが着くべき場所をクリック
editor-klotski-metric = 手数の数え方
editor-klotski-metric-step = マス（1マスずつ）
editor-klotski-metric-slide = スライド（一直線）
editor-klotski-metric-move = 移動（行ける所どこでも）
editor-klotski-sticks-out = ここに { $width }×{ $height } のブロックを置くと、盤からはみ出します。
editor-klotski-taken = そこにはもうブロックがあります。
editor-klotski-no-names = これ以上ブロックを置けません：文字と数字をすべて使い切りました。
editor-klotski-no-block = そこにはブロックがありません。
editor-klotski-pick-goal-block = 目標ブロックにするブロックをクリックしてください。
editor-klotski-goal-block-first = 先に目標ブロックを選んでください。

## ボール転がしの道具
editor-kodable-paint = 塗る
editor-kodable-path = 道
editor-kodable-grass = 草
editor-kodable-ball = ボール
editor-kodable-target = ゴール
editor-kodable-bonus = ボーナス
editor-kodable-pink = ピンク
editor-kodable-orange = オレンジ
editor-kodable-yellow = 黄色
editor-kodable-paint-hover = マップ上をクリックまたはドラッグして、このマスで塗る
editor-kodable-limit = ブロック数の上限
editor-kodable-limit-hover = プログラムに使えるブロックの最大数（0：制限なし）

## 15パズルの道具
editor-fifteen-hint = 2枚のタイル（またはタイルと空きマス）を順にクリックすると入れ替わります。
editor-fifteen-in-order = 順番に並べる
editor-fifteen-shuffle = シャッフル
editor-fifteen-shuffle-hover = 解けるランダムな盤面
editor-fifteen-type = または、タイルを左上から順に入力（空きマスは 0）：
editor-fifteen-wrong-count = { $cols }×{ $rows } の盤には数字が { $cells } 個必要です（入力は { $numbers } 個）。

## スネークキューブの道具
editor-snake-hint = 鎖を、2個目のキューブから1個につき1文字で：F はまっすぐ、T は曲がる。
editor-snake-no-letters = 鎖には文字が必要です：F はまっすぐ、T は曲がる。

## ほかの画面
screens-percent = { $percent }%
screens-percent-suffix = %
screens-making-level = 新しいステージを作っています…
screens-no-new-level = 新しいステージを作れませんでした。もう一度試すか、設定を変えてみてください。
