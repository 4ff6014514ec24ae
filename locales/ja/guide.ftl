## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = スキップ
guide-done = できたね！ あとは自分で。困ったら H でヒントが出ます。
guide-done-touch = できたね！ あとは自分で。困ったら「ヒント」で次の一手が出ます。
rules-show-me = もう一度見せて
guide-shot-1 = 最初の一手：{ $hint }。その玉を押してその向きにスワイプしよう。矢印キーと Enter で選んで矢印を押してもいいよ。
guide-shot-1-touch = 最初の一手：{ $hint }。その玉を押してその向きにスワイプしよう。
guide-shot-2 = 弾いた玉は別の玉に当たるまで転がり、それを押し出します。玉を1つだけ残そう。次は：{ $hint }。
guide-klotski-1 = 最初の一手：{ $hint }。そのブロックをそこへドラッグしよう。矢印キーと Enter で選んで矢印で動かしてもいいよ。
guide-klotski-1-touch = 最初の一手：{ $hint }。そのブロックを指でそこへドラッグしよう。
guide-klotski-2 = ブロックは空いたマスへすべります。赤いブロックをゴールへ運ぼう。次は：{ $hint }。
guide-fifteen-1 = 最初の一手：{ $hint }。そのタイルをクリックすると空きマスへすべります。矢印キーでも動かせるよ。
guide-fifteen-1-touch = 最初の一手：{ $hint }。そのタイルをタップすると空きマスへすべります。
guide-fifteen-2 = タイルを明るい順に並べて、空きマスを最後にしよう。次は：{ $hint }。
guide-snake-1 = 最初の一手：{ $hint }。そのキーを押して、ふちどりした角で鎖を回そう。
guide-snake-1-touch = 最初の一手：{ $hint }。パネルのその回転ボタンをタップして、ふちどりした角で鎖を回そう。
guide-snake-2 = 次は：{ $hint }。その角はもう選んで枠で示してあります（Tab で別の角、キューブのクリックでも選べます）。
guide-snake-2-touch = 次は：{ $hint }。その角はもう選んで枠で示してあります（キューブをタップすると別の角を選べます）。
guide-kodable-1 = ブロックの中の矢印をクリックしてプログラムに入れよう。ボールはその向きに転がります。
guide-kodable-1-touch = ブロックの中の矢印をタップしてプログラムに入れよう。ボールはその向きに転がります。
guide-kodable-2 = 「実行」（スペース）を押して、ボールが何かにぶつかるまで転がるのを見よう。曲がる必要があれば矢印を足そう。
guide-kodable-2-touch = 「実行」をタップして、ボールが何かにぶつかるまで転がるのを見よう。曲がる必要があれば矢印を足そう。
guide-lights-1 = 最初の一手：{ $hint }。そのランプをクリックすると、それと隣のランプが切り替わります。
guide-lights-1-touch = 最初の一手：{ $hint }。そのランプをタップすると、それと隣のランプが切り替わります。
