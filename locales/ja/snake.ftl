# Every word of this puzzle (snake): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-snake = スネークキューブ
puzzle-snake-blurb = 64個の木のキューブがつながった鎖を、4×4×4の立方体に折りたたもう。
snake-corner = 角 { $n } / { $of }
snake-straight = まっすぐ（まだ折っていない）
snake-cube-number = キューブ { $number }
snake-turn = 回す
snake-straighten = まっすぐにする
snake-pick = キューブをクリックして角を選ぼう
snake-more = もっと…
snake-less = 閉じる
snake-corners-button = 角を回す…
snake-view-home = はじめの視点
snake-view-home-hover = 視点を最初の位置にもどす (Home)
snake-folded = 折った角 { $set } / { $corners }
snake-overlapping = { $cubes } 個のキューブが重なっています（赤）
snake-outside = { $cubes } 個のキューブが箱の外（薄い色）
snake-counting = 解を数えています…
snake-counting-progress = 解を数えています… { $percent }%
snake-too-many = 解が多すぎて数えきれません。
snake-no-fold = この鎖は立方体に折りたためません。
snake-solutions = 解 { $count } 通り
snake-oriented = 回転・鏡像を含め { $count } 通り
snake-watch-it = 折るところを見る：
snake-watch-first = 折り方を見る（{ $found } 通り）：
snake-watch-one = 折り方を1つ見る：
snake-watch-button = 見る
snake-chain-editor = 鎖エディター
snake-chain-help = F：次のキューブはまっすぐ · T：曲がる
snake-chain-use = この鎖を使う

## How to play
snake-rule-1 = キューブの鎖を1つの大きな立方体に折りたたもう。
snake-rule-2 = 鎖はまっすぐなキューブではそのまま進み、角のキューブで曲がります。鎖の残りは角を軸に90度ずつひねれます。すべてのキューブが箱をぴったり埋めるように角を決めましょう。外にはみ出すもの（薄く表示）も、重なるもの（赤く表示）もなしです。
snake-rule-ghosts = 角を選ぶと、回す前にほかの向きが影で表示されます。緑は箱に収まる、灰色ははみ出す（何個か）、赤は鎖にぶつかる（どのキューブか）。影をクリックするとその向きに回ります。
snake-rule-3 = 角の決め方は4通り。何回押しても1手と数えます（角はふちどり、その次のキューブは金色。ヒントはその角を選び、押すキーを教えます）：
snake-control-1 = キューブをクリック、または Tab と Shift+Tab
snake-control-1-does = 角を選ぶ
snake-control-2 = Q と E、または Shift+ドラッグ
snake-control-2-does = 角で鎖を回す
snake-control-3 = Backspace
snake-control-3-does = 角をまっすぐにする
snake-control-4 = ドラッグ、ホイール、右ドラッグ
snake-control-4-does = 視点の回転・拡大縮小・移動（矢印キー、Page Up、Page Down、Home）
snake-control-5 = 影かそのラベルをクリック
snake-control-5-does = その向きに鎖を回す
snake-help = 角を選ぶと（キューブをクリック、または Tab）、影が回した先を見せます。影をクリックするか、Q か E を押す
snake-touch-1 = キューブをタップ
snake-touch-1-does = その角を選ぶ
snake-touch-2 = パネルの回転ボタン
snake-touch-2-does = 角で鎖を回す
snake-touch-3 = 1本指、2本指、ピンチ
snake-touch-3-does = 視点の回転・移動・拡大縮小
snake-touch-4 = 影のラベルをタップ
snake-touch-4-does = その向きに鎖を回す
snake-touch-help = キューブをタップして角を選ぶと、影が回した先を見せます。影をタップするか、パネルのボタンを使う

## The first level's guide
guide-snake-1 = ふちどりの角は 4 通りに回せます。影で表示：緑は箱に収まる、赤は鎖にぶつかる。緑の影をクリックするか、ラベルのキーを押そう。
guide-snake-1-touch = ふちどりの角は 4 通りに回せます。影で表示：緑は箱に収まる、赤は鎖にぶつかる。緑の影のラベルをタップしよう。
guide-snake-2 = Tab で次の角を選ぶ（Shift+Tab で前の角）か、キューブをクリック。また影が出るので、収まるものを選ぼう。
guide-snake-2-touch = 次のキューブをタップしてその角を選ぼう。また影が出るので、収まるものを選ぼう。
guide-snake-3 = Q と E で選んだ角を 1/4 回転ずつ回し、Backspace でまっすぐに戻す。ドラッグで視点を回し、ホイールでズーム、Home で元に戻す。
guide-snake-3-touch = パネルの回転ボタンで選んだ角を 1/4 回転ずつ回す。1 本指で視点を回し、ピンチでズーム。
guide-snake-4 = 箱を埋めよう：すべてのキューブを中に、重ならずに。困ったら H でまちがった角がわかり、もう一度 H で手がわかる。
guide-snake-4-touch = 箱を埋めよう：すべてのキューブを中に、重ならずに。困ったらヒントでまちがった角がわかり、もう一度ヒントで手がわかる。

## Its levels and chapters
chapter-snake-corners = 角
chapter-snake-corners-teaches = 角は残りの鎖を 4 通りに回す：収まるものを選ぼう。
chapter-snake-classic = 3×3×3
chapter-snake-classic-teaches = まっすぐな鎖から全部：3 個の直線は箱の辺に沿う。
chapter-snake-four = 4×4×4
chapter-snake-four-teaches = 64 個のキューブ：長い直線を先に、1 段ずつ埋める。
chapter-snake-five = 5×5×5
chapter-snake-five-teaches = 125 個のキューブ、根気のある人に。
level-snake-01-eight-cubes = 8つのキューブ
level-snake-02-four-corners-to-go = あと4つの角
level-snake-03-half-folded = 折りかけ
level-snake-04-four-ways = 四方向
level-snake-05-the-classic = 定番
level-snake-06-one-way-only = 道はひとつ
level-snake-07-loose-coils = ゆるいとぐろ
level-snake-08-twenty-seven = 二十七
level-snake-09-half-a-wooden-snake = 半分の木のヘビ
level-snake-10-straight-lines = まっすぐな線
level-snake-11-long-runs = 長い直線
level-snake-12-tight-corners = きつい角
level-snake-13-twisty = くねくね
level-snake-14-the-wooden-snake = 木のヘビ
level-snake-15-five-by-five = 5×5
level-snake-16-long-chain = 百二十五

## Moves, refusals and hints in words
snake-twist = { $quarters ->
    [0] 折り返し
    [1] 4分の1回転
    [2] ジグザグ
   *[3] 4分の3回転
}
snake-move = { $quarters ->
    [0] 角 { $n } を折り返す
    [1] 角 { $n } を4分の1回転させる
    [2] 角 { $n } をジグザグにする
   *[3] 角 { $n } を4分の3回転させる
}
snake-move-straighten = 角 { $n } をまっすぐにする
snake-move-by = { $move }：{ $keys }
snake-my-chain = わたしのスネーク
snake-letter-hover = { $number } 文字目
snake-chain-bad-letter = 鎖に使えるのは F（まっすぐ）と T（曲がる）だけです。{ $found } は使えません
snake-chain-no-letters = 鎖に文字がありません：F（まっすぐ）と T（曲がる）で書いてください
snake-chain-length = 鎖は { $letters } 文字ですが、立方体に折りたためる鎖は 7、26、63、124 文字のどれかです
snake-chain-long-run = キューブ { $first } から { $last } までが { $cubes } 個一直線に並び、{ $side }×{ $side }×{ $side } の立方体の一辺より長くなっています
snake-refused-straight = { $cube } 番目のキューブはまっすぐです：曲がれるのは角のキューブだけです
snake-refused-same-twist = その角はすでにその向きです
snake-board-overlapping = { $cubes } 個のキューブが重なっています
snake-board-outside = { $cubes } 個のキューブが箱の外
snake-board-corner = 角 { $n }（キューブ { $cube }）：{ $how }

## The ways a picked corner can be set, seen before one is chosen
snake-way-fits = 収まる
snake-way-leaves = { $cubes } 個はみ出す
snake-way-runs-into = キューブ { $cube } にぶつかる
snake-way-said = { $keys }：{ $verdict }

## The solver's lines and hints
snake-idea-next = 次に決めるのは角 { $n }（キューブ { $cube }）：{ $fits ->
    [0] 4 通りのどれも収まらない
    [4] 4 通りすべて収まる
   *[other] 4 通りのうち { $fits } 通りが収まる
}
snake-idea-runs-into = 角 { $n }（キューブ { $cube }）がまちがい：その先の鎖がキューブ { $hit } にぶつかる
snake-idea-leaves = 角 { $n }（キューブ { $cube }）がまちがい：その先の鎖が箱から { $outside } 個はみ出す
snake-idea-dead-end = 角 { $n }（キューブ { $cube }）は今は収まるが、そこからでは箱を埋められない
snake-idea-then = { $idea }。手を知るにはもう一度ヒントを。
spoken-no-corner = 角はまだ選ばれていません。Tab で選びます

## The level editor
editor-unsolvable-snake = 解けません：どう折っても、鎖で立方体を埋められません。
editor-snake-hint = 鎖を、2個目のキューブから1個につき1文字で：F はまっすぐ、T は曲がる。
editor-snake-no-letters = 鎖には文字が必要です：F はまっすぐ、T は曲がる。

## What cannot be read
snake-fold-not-a-twist = 角ごとに 0〜3 のひねりか「.」のはずが、{ $found }になっています
snake-fold-too-many = ひねりの数が、鎖の { $corners } 個の角より多くなっています

## A level list's line of details
snake-summary-cube = { $side }×{ $side }×{ $side }
snake-summary-cubes = キューブ { $count } 個

## The level editor's verdict
editor-snake-folds = 立方体への折り方は { $count } 通り
editor-snake-folds-at-least = 立方体への折り方は少なくとも { $count } 通り
