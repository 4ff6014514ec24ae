# Every word of this puzzle (shot): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-shot = Shot
puzzle-shot-blurb = Fling balls into each other until only one is left.

## How to play
shot-rule-1 = Leave a single ball on the board.
shot-rule-2 = Fling a ball up, down, left or right. It rolls until it meets another ball and stops in the cell just before it; the ball it hits is pushed on (through a row of touching balls, the last one moves) and rolls on the same way, and the last ball to move flies off the board. Every fling takes one ball away.
shot-rule-3 = A ball cannot be flung into a ball right next to it, nor towards the edge when no ball lies ahead of it.
shot-control-1 = Press a ball and swipe
shot-control-1-does = fling it
shot-control-2 = Arrows, Enter, an arrow
shot-control-2-does = move the cursor, pick a ball, fling it
shot-control-3 = Esc
shot-control-3-does = put the picked ball down
shot-help = Press a ball and swipe it towards another · or pick one with Enter and fling it with an arrow
shot-touch-1 = Press a ball and swipe
shot-touch-1-does = fling it towards another ball
shot-touch-help = Press a ball and swipe it towards another

## The first level's guide
guide-shot-1 = Your first move: { $hint }. Press that ball and swipe it that way, or pick it with the arrow keys and Enter, then press an arrow.
guide-shot-1-touch = Your first move: { $hint }. Press that ball and swipe it that way.
guide-shot-2 = A flung ball rolls until it hits another and knocks it on; leave one ball. Next: { $hint }.

## Its levels and chapters
level-shot-01-the-example = The example
level-shot-02-hash-marks = Hash marks
level-shot-03-five-alive = Five alive
level-shot-04-corner-pocket = Corner pocket
level-shot-05-crossfire = Crossfire
level-shot-06-ricochet = Ricochet
level-shot-07-domino-run = Domino run
level-shot-08-scatter = Scatter
level-shot-09-long-shot = Long shot
level-shot-10-chain-reaction = Chain reaction
level-shot-11-full-house = Full house
level-shot-12-fourteen = Fourteen

## Moves, refusals and hints in words
# A hint's move: rows and columns counted from 1.
shot-move = { $dir ->
    [up] fling the ball in row { $row }, column { $col } up
    [down] fling the ball in row { $row }, column { $col } down
    [left] fling the ball in row { $row }, column { $col } to the left
   *[right] fling the ball in row { $row }, column { $col } to the right
}
shot-picked-help = A ball is picked: an arrow flings it · Enter or Esc puts it down (Esc again goes back)
shot-refused-no-ball-here = There is no ball there: move the cursor onto a ball first
shot-refused-no-ball = There is no ball there to fling
shot-refused-edge = A ball can't be flung off the board
shot-refused-next-to = A ball can't be flung into a ball right next to it
shot-refused-cursor-edge = { $dir ->
    [up] The cursor is on the top row
    [down] The cursor is on the bottom row
    [left] The cursor is in the first column
   *[right] The cursor is in the last column
}
shot-refused-nothing-ahead = A ball can't be flung off the board: nothing lies ahead to stop it
shot-board-line = { $balls ->
    [one] 1 ball left
   *[other] { $balls } balls left
} on a board { $width } wide and { $height } high
shot-board-row = { $count ->
    [one] a ball in column { $columns }
   *[other] balls in columns { $columns }
}
shot-cursor-ball = { $at }: a ball
shot-cursor-empty = { $at }: empty
shot-cursor-picked = { $at }: the ball is picked; an arrow flings it

## The level editor
editor-unsolvable-shot = Cannot be solved: no order of flings leaves a single ball.
editor-shot-hint = Click a cell to put a ball on it or take one off.

## What cannot be read
shot-empty-row = empty row: draw empty cells with '.'
shot-row-unequal = this row has { $count } cells but the first row has { $first }; every row must be as long
shot-no-ball = the board has no ball; a Shot level needs at least one
shot-mixed-balls = this board draws balls with '#', so 'o' is not allowed too
shot-not-a-cell = expected 'o' for a ball or '.' for an empty cell, found { $found }
shot-too-many-cells = the board is { $width }×{ $height }, more than the { $most } cells a Shot board may have

## A level list's line of details
shot-summary-balls = { $count ->
    [one] { $count } ball
   *[other] { $count } balls
}
