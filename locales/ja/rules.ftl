# 各パズルの遊び方：ルール、操作（キーやジェスチャーと、その働き）、最初の一手の前に出す一行。

## shot
shot-rule-1 = 盤上に玉を1つだけ残そう。
shot-rule-2 = 玉を上下左右のどれかに弾きます。玉は別の玉にぶつかるまで転がり、そのすぐ手前のマスで止まります。ぶつかった玉は押し出され（くっついて並んだ玉なら最後の1つが動きます）、同じ向きに転がり、最後に動いた玉は盤の外へ飛んでいきます。1回弾くごとに玉が1つ減ります。
shot-rule-3 = すぐ隣の玉に向かって弾くことはできません。前に玉がないまま端へ向かって弾くこともできません。
shot-control-1 = 玉を押してスワイプ
shot-control-1-does = 弾く
shot-control-2 = 矢印キー、Enter、矢印キー
shot-control-2-does = カーソルを動かし、玉を選び、弾く
shot-control-3 = Esc
shot-control-3-does = 玉の選択をやめる
shot-help = 玉を押して別の玉へスワイプ · または Enter で選んで矢印キーで弾く
shot-touch-1 = 玉を押してスワイプ
shot-touch-1-does = 別の玉へ弾く
shot-touch-help = 玉を押して別の玉へスワイプ

## snake
snake-rule-1 = キューブの鎖を1つの大きな立方体に折りたたもう。
snake-rule-2 = 鎖はまっすぐなキューブではそのまま進み、角のキューブで曲がります。鎖の残りは角を軸に90度ずつひねれます。すべてのキューブが箱をぴったり埋めるように角を決めましょう。外にはみ出すもの（薄く表示）も、重なるもの（赤く表示）もなしです。
snake-rule-3 = 角の決め方は4通り。何回押しても1手と数えます（角はふちどり、その次のキューブは金色。ヒントはその角を選び、押すキーを教えます）：
snake-control-1 = キューブをクリック、または Tab と Shift+Tab
snake-control-1-does = 角を選ぶ
snake-control-2 = Q と E、または Shift+ドラッグ
snake-control-2-does = 角で鎖を回す
snake-control-3 = Backspace
snake-control-3-does = 角をまっすぐにする
snake-control-4 = ドラッグ、ホイール、右ドラッグ
snake-control-4-does = 視点の回転・拡大縮小・移動（矢印キー、Page Up、Page Down、Home）
snake-help = 角を選び（キューブをクリック、または Tab）、Q と E で鎖を回す
snake-touch-1 = キューブをタップ
snake-touch-1-does = その角を選ぶ
snake-touch-2 = パネルの回転ボタン
snake-touch-2-does = 角で鎖を回す
snake-touch-3 = 1本指、2本指、ピンチ
snake-touch-3-does = 視点の回転・移動・拡大縮小
snake-touch-help = キューブをタップして角を選び、パネルのボタンで鎖を回す

## klotski
klotski-rule-1 = 大きな赤いブロックを、盤に印のあるゴールまで運ぼう。
klotski-rule-2 = 一度に1つのブロックを空いた場所へ滑らせます。ブロックが互いを飛び越えることはありません。赤いブロックと同じ形のブロックなら、どれでもゴールに入れます。
klotski-rule-3 = 手数の数え方はステージによって決まっています：マス（1マス動かして1手）、スライド（一直線ならどこまで動いても1手）、移動（1つのブロックが単独で行ける所ならどこへでも1手）。
klotski-control-1 = ブロックをドラッグ
klotski-control-1-does = 行けるところへ滑らせる
klotski-control-2 = 矢印キー、Enter
klotski-control-2-does = ブロックを選び、持ち上げる
klotski-control-3 = 矢印キー、Enter または Esc
klotski-control-3-does = 持ったブロックを動かし、置く
klotski-help = ブロックを行けるところへドラッグ · または Enter で選んで矢印キーで動かす
klotski-touch-1 = ブロックをドラッグ
klotski-touch-1-does = 行けるところへ滑らせる
klotski-touch-help = ブロックを行けるところへドラッグ

## kodable
kodable-rule-1 = ボールをゴールまで転がすプログラムを書こう。
kodable-rule-2 = 矢印はボールを何かにぶつかるまで転がします。新しいブロックは1つずつ、それぞれのレベルといっしょに登場します：「ピンクのマスなら下へ」、2つのブロックをくり返すループ、そして3つのブロックでできた自分だけのブロック F。
kodable-rule-3 = 星は3つ：ゴールに着く、途中の ★ をぜんぶ取る、ブロックを最短の数までにする。
kodable-control-1 = ブロックをクリックまたはドラッグ
kodable-control-1-does = プログラムに加える（または入力する）
kodable-control-2 = スペース
kodable-control-2-does = プログラムを実行、または一時停止
kodable-control-3 = Enter
kodable-control-3-does = 1ステップずつ実行
kodable-help = ブロックでプログラムを組み、「実行」を押す
kodable-touch-1 = ブロックをタップまたはドラッグ
kodable-touch-1-does = プログラムに加える
kodable-touch-2 = 実行、ステップ
kodable-touch-2-does = プログラムを実行、または1ステップずつ
kodable-touch-help = ブロックでプログラムを組み、「実行」をタップ

## fifteen
fifteen-rule-1 = 灰色を順に並べよう。いちばん明るいものを左上に、左から右へ、上から下へだんだん暗く、いちばん暗いものを空きマスの直前に。空きマスは最後に右下の角に来ます。
fifteen-rule-2 = 空きマスの隣のタイルは、空きマスへ滑り込みます。
fifteen-control-1 = タイルをクリック
fifteen-control-1-does = そのタイルと、空きマスとの間のタイルをまとめて滑らせる
fifteen-control-2 = 矢印キー
fifteen-control-2-does = 空きマスの隣のタイルをその向きへ滑らせる
fifteen-control-3 = T
fifteen-control-3-does = タイルに数字を表示
fifteen-help = 空きマスと同じ行か列のタイルをクリック · または矢印キーで滑らせる
fifteen-touch-1 = タイルをタップ
fifteen-touch-1-does = そのタイルと、空きマスとの間のタイルをまとめて滑らせる
fifteen-touch-2 = 「数字」のチェックボックス
fifteen-touch-2-does = タイルに数字を表示
fifteen-touch-help = 空きマスと同じ行か列のタイルをタップ

## lights
lights-rule-1 = すべてのランプを消そう。
lights-rule-2 = ランプを押すと、そのランプと両隣が切り替わります。点いているものは消え、消えているものは点きます。
lights-control-1 = ランプをクリック
lights-control-1-does = 押す
lights-help = ランプをクリックして、そのランプと両隣を切り替える
lights-touch-1 = ランプをタップ
lights-touch-1-does = 押す
lights-touch-help = ランプをタップして、そのランプと両隣を切り替える

## 遊び方カードに載せるステージのキー
keys-shared = Z 元に戻す · Y やり直す · R 最初から · H ヒント · S ソルバーが解く · N 新しいステージ · X 共有 · Esc 戻る
keys-program = Z 編集を元に戻す · Y やり直す · R ボールを戻す · H ヒント · S 最良のプログラム · K クリアできる？ · N 新しいマップ · X 共有 · Esc 戻る
keys-listening = A 最後の読み上げをもう一度 · B 盤全体を読み上げる · I 手数と最短 · W カーソルの位置（スクリーンリーダー用）
lights-move = { $lamp } 番目のランプを押す
lights-one-row = ランプは1列に並べます。

lights-board-line = { $of } 個のランプのうち { $on } 個が点灯
lights-board-lamp = { $on ->
    [true] 点灯
   *[other] 消灯
}
