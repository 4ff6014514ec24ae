# Every word of this puzzle (shot): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-shot = ショット
puzzle-shot-blurb = 玉を弾いてぶつけ合い、最後の1つになるまで減らそう。

## How to play
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

## The first level's guide
guide-shot-1 = 最初の一手：{ $hint }。その玉を押してその向きにスワイプしよう。矢印キーと Enter で選んで矢印を押してもいいよ。
guide-shot-1-touch = 最初の一手：{ $hint }。その玉を押してその向きにスワイプしよう。
guide-shot-2 = 弾いた玉は別の玉に当たるまで転がり、それを押し出します。玉を1つだけ残そう。次は：{ $hint }。

## Its levels and chapters
level-shot-01-the-example = お手本
level-shot-02-hash-marks = 井桁
level-shot-03-five-alive = 五玉そろい踏み
level-shot-04-corner-pocket = コーナーポケット
level-shot-05-crossfire = 十字砲火
level-shot-06-ricochet = 跳ね返り
level-shot-07-domino-run = ドミノ倒し
level-shot-08-scatter = ばらばら
level-shot-09-long-shot = ロングショット
level-shot-10-chain-reaction = 連鎖反応
level-shot-11-full-house = 満員御礼
level-shot-12-fourteen = 十四個

## Moves, refusals and hints in words
shot-move = { $dir ->
    [up] { $row }行{ $col }列の玉を上へ弾く
    [down] { $row }行{ $col }列の玉を下へ弾く
    [left] { $row }行{ $col }列の玉を左へ弾く
   *[right] { $row }行{ $col }列の玉を右へ弾く
}
shot-picked-help = 玉を選択中：矢印キーで弾く · Enter か Esc で選択をやめる（もう一度 Esc で前の画面へ）
shot-refused-no-ball-here = そこに玉はありません：まずカーソルを玉に合わせてください
shot-refused-no-ball = そこに弾ける玉はありません
shot-refused-edge = 玉を盤の外へ弾くことはできません
shot-refused-next-to = すぐ隣の玉に向かって弾くことはできません
shot-refused-cursor-edge = { $dir ->
    [up] カーソルは一番上の行にあります
    [down] カーソルは一番下の行にあります
    [left] カーソルは一番左の列にあります
   *[right] カーソルは一番右の列にあります
}
shot-refused-nothing-ahead = 玉を盤の外へ弾くことはできません：前に止める玉がありません
shot-board-line = 横{ $width }縦{ $height }の盤に玉が残り{ $balls }個
shot-board-row = { $columns }列に玉
shot-cursor-ball = { $at }：玉
shot-cursor-empty = { $at }：空き
shot-cursor-picked = { $at }：玉を選択中。矢印で弾く

## The level editor
editor-unsolvable-shot = 解けません：どの順に弾いても、玉を1つだけにはできません。
editor-shot-hint = マスをクリックすると、玉を置いたり取り除いたりできます。

## What cannot be read
shot-empty-row = 空の行があります：何もないマスは「.」で書いてください
shot-row-unequal = この行には { $count } マスありますが、1行目は { $first } マスです：どの行も同じ長さにしてください
shot-no-ball = 盤に玉がありません：ショットのステージには玉が1つ以上必要です
shot-mixed-balls = この盤は玉を「#」で書いているので、「o」は一緒に使えません
shot-not-a-cell = 玉の「o」か、何もないマスの「.」のはずが、{ $found }になっています
shot-too-many-cells = 盤は { $width }×{ $height } です：ショットの盤は { $most } マスまでです

## A level list's line of details
shot-summary-balls = 玉 { $count } 個
