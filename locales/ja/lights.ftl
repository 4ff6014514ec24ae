# Every word of this puzzle (lights): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-lights = ライツアウト
puzzle-lights-blurb = 一列のランプを消そう。

## How to play
lights-rule-1 = すべてのランプを消そう。
lights-rule-2 = ランプを押すと、そのランプと両隣が切り替わります。点いているものは消え、消えているものは点きます。
lights-control-1 = ランプをクリック
lights-control-1-does = 押す
lights-help = ランプをクリックして、そのランプと両隣を切り替える
lights-touch-1 = ランプをタップ
lights-touch-1-does = 押す
lights-touch-help = ランプをタップして、そのランプと両隣を切り替える
lights-move = { $lamp } 番目のランプを押す
lights-one-row = ランプは1列に並べます。
lights-board-line = { $of } 個のランプのうち { $on } 個が点灯
lights-board-lamp = { $on ->
    [true] 点灯
   *[other] 消灯
}

## The first level's guide
guide-lights-1 = 最初の一手：{ $hint }。そのランプをクリックすると、それと隣のランプが切り替わります。
guide-lights-1-touch = 最初の一手：{ $hint }。そのランプをタップすると、それと隣のランプが切り替わります。

## Its levels and chapters
level-lights-01-three-in-a-row = 3つ並び
level-lights-02-two-apart = 離れた2組
level-lights-03-row-of-5 = 5つ並び
level-lights-04-row-of-6 = 6つ並び
level-lights-05-row-of-12 = 12個並び
level-lights-06-checkers = 市松模様
level-lights-07-row-of-7 = 7つ並び
level-lights-08-row-of-8 = 8つ並び
level-lights-09-row-of-10 = 10個並び
level-lights-10-row-of-9 = 9つ並び

## The level editor
editor-unsolvable-lights = 解けません：どう押しても、すべてのランプは消せません。

## What cannot be read
lights-not-a-lamp = { $found }はランプではありません：点いているランプは「*」、消えているランプは「.」で書いてください
lights-too-many = 1列に並べられるランプは { $most } 個までです

## A level list's line of details
lights-summary-lamps-on = ランプ { $of } 個中 { $on } 個が点灯
