# Every word of this puzzle (lights): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-lights = Lights
puzzle-lights-blurb = Put out a row of lamps.

## How to play
lights-rule-1 = Put out every lamp.
lights-rule-2 = Pressing a lamp switches it and the lamps beside it: on ones go off, off ones come on.
lights-control-1 = Click a lamp
lights-control-1-does = press it
lights-help = Click a lamp to switch it and its neighbours
lights-touch-1 = Tap a lamp
lights-touch-1-does = press it
lights-touch-help = Tap a lamp to switch it and its neighbours
lights-move = press lamp { $lamp }
lights-one-row = lights are one row of lamps
lights-board-line = { $on } of { $of } lamps on
lights-board-lamp = { $on ->
    [true] on
   *[other] off
}

## The first level's guide
guide-lights-1 = Your first move: { $hint }. Click that lamp: it and the lamps beside it switch.
guide-lights-1-touch = Your first move: { $hint }. Tap that lamp: it and the lamps beside it switch.

## Its levels and chapters
level-lights-01-three-in-a-row = Three in a row
level-lights-02-two-apart = Two apart
level-lights-03-row-of-5 = A row of 5
level-lights-04-row-of-6 = A row of 6
level-lights-05-row-of-12 = A row of 12
level-lights-06-checkers = Checkers
level-lights-07-row-of-7 = A row of 7
level-lights-08-row-of-8 = A row of 8
level-lights-09-row-of-10 = A row of 10
level-lights-10-row-of-9 = A row of 9

## The level editor
editor-unsolvable-lights = Cannot be solved: no presses put out every lamp.

## What cannot be read
lights-not-a-lamp = { $found } is no lamp: draw a lamp on with '*' and one off with '.'
lights-too-many = a row holds at most { $most } lamps

## A level list's line of details
lights-summary-lamps-on = { $on } of { $of } lamps on
