# Every word of this puzzle (fifteen): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
settings-fifteen-numbers = Numbers on Fifteen's tiles (T)
puzzle-fifteen = Fifteen
puzzle-fifteen-blurb = Slide fifteen shades of grey into order.

## How to play
fifteen-rule-1 = Put the greys in order: the brightest in the top-left corner, then darker and darker from left to right and from top to bottom, with the darkest just before the hole, which ends in the bottom-right corner.
fifteen-rule-2 = A tile next to the hole slides into it.
fifteen-control-1 = Click a tile
fifteen-control-1-does = slide it, and every tile between it and the hole
fifteen-control-2 = Arrows
fifteen-control-2-does = slide the tile next to the hole that way
fifteen-control-3 = T
fifteen-control-3-does = show the numbers on the tiles
fifteen-help = Click a tile in the hole's row or column · or slide with the arrow keys
fifteen-touch-1 = Tap a tile
fifteen-touch-1-does = slide it, and every tile between it and the hole
fifteen-touch-2 = The Numbers box
fifteen-touch-2-does = show the numbers on the tiles
fifteen-touch-help = Tap a tile in the hole's row or column

## The first level's guide
guide-fifteen-1 = Your first move: { $hint }. Click that tile and it slides into the gap, or slide with the arrow keys.
guide-fifteen-1-touch = Your first move: { $hint }. Tap that tile and it slides into the gap.
guide-fifteen-2 = Put the tiles in order, from the lightest to the darkest, the gap last. Next: { $hint }.

## Its levels and chapters
level-fifteen-01-first-light = First light
level-fifteen-02-three-by-three = Three by three
level-fifteen-03-tangled-eight = Tangled eight
level-fifteen-04-eleven = Eleven
level-fifteen-05-four-by-four = Four by four
level-fifteen-06-shades = Shades
level-fifteen-07-dusk = Dusk
level-fifteen-08-twilight = Twilight
level-fifteen-09-long-shadows = Long shadows
level-fifteen-10-midnight = Midnight
level-fifteen-11-five-by-five = Five by five

## Moves, refusals and hints in words
fifteen-move = { $dir ->
    [up] slide tile { $tile } up
    [down] slide tile { $tile } down
    [left] slide tile { $tile } left
   *[right] slide tile { $tile } right
}
fifteen-move-by-place = { $dir ->
    [up] slide the tile below the gap up
    [down] slide the tile above the gap down
    [left] slide the tile right of the gap left
   *[right] slide the tile left of the gap right
}
fifteen-refused-hole = That is the hole: click a tile in its row or column
fifteen-refused-out-of-line = Only tiles in the hole's row or column can slide
fifteen-numbers-switch = Numbers
fifteen-preparing = Preparing the solver… { $percent }%
fifteen-thinking = Thinking…
fifteen-refused-not-next-to-hole = Tile { $tile } is not next to the hole
fifteen-refused-no-tile = { $dir ->
    [up] No tile can slide up: the hole is on the bottom row
    [down] No tile can slide down: the hole is on the top row
    [left] No tile can slide left: the hole is in the right-hand column
   *[right] No tile can slide right: the hole is in the left-hand column
}
fifteen-board-line = { $width } by { $height }, { $out ->
    [0] every tile in place
    [one] 1 tile out of place
   *[other] { $out } tiles out of place
}
fifteen-board-gap = gap
fifteen-cursor-gap = The gap is at { $at }

## The solver's lines and hints
play-within-fewest = ≤ { $times }× fewest

## The level editor
editor-unsolvable-fifteen = Cannot be solved: the tiles are in an odd arrangement that no slides can put in order.
editor-fifteen-hint = Click two tiles (or a tile and the hole) to swap them.
editor-fifteen-in-order = In order
editor-fifteen-shuffle = Shuffle
editor-fifteen-shuffle-hover = A random board that can be solved
editor-fifteen-type = Or type the tiles in reading order (0 for the hole):
editor-fifteen-wrong-count = A { $cols }×{ $rows } board takes { $cells } numbers, not { $numbers }.

## What cannot be read
fifteen-row-width = a row must have { $least } to { $most } numbers, this one has { $count }
fifteen-row-unequal = this row has { $count } numbers but the first row has { $first }; every row must have as many
fifteen-height = a board must have { $least } to { $most } rows, this one has { $count }
fifteen-not-a-number = expected a tile number or a space, found { $found }
fifteen-tile-too-large = tile { $tile } is too large: a { $width }×{ $height } board has tiles 1 to { $last } and 0 for the hole
fifteen-twice = { $tile ->
    [0] the hole (0) appears a second time (first at line { $line }, column { $column })
   *[other] tile { $tile } appears a second time (first at line { $line }, column { $column })
}
