# Every word of this puzzle (klotski): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-klotski = Sliding blocks
puzzle-klotski-blurb = Slide the blocks until the big red one reaches its goal.
chapter-klotski-slides = Make way
chapter-klotski-slides-teaches = Slide the blocks aside and clear a road for the big one.
chapter-klotski-trail = The Huarong Trail
chapter-klotski-trail-teaches = Nine old puzzles from China, from 18 moves to 120.

## How to play
klotski-rule-1 = Bring the big red block to its goal, the place marked on the board.
klotski-rule-2 = Slide one block at a time into empty space; blocks never jump over each other. Any block of the red block's shape may reach the goal.
klotski-rule-3 = Moves are counted as the level says: a step (one cell), a slide (any distance in one straight line) or a move (anywhere one block can go by itself).
klotski-control-1 = Drag a block
klotski-control-1-does = slide it where it can go
klotski-control-2 = Arrows, Enter
klotski-control-2-does = choose a block, pick it up
klotski-control-3 = Arrows, Enter or Esc
klotski-control-3-does = move the picked block, put it down
klotski-help = Drag a block where it can go · or pick one with Enter and move it with the arrows
klotski-touch-1 = Drag a block
klotski-touch-1-does = slide it where it can go
klotski-touch-help = Drag a block where it can go

## The first level's guide
guide-klotski-1 = Your first move: { $hint }. Drag that block there, or pick it with the arrow keys and Enter, then move it with the arrows.
guide-klotski-1-touch = Your first move: { $hint }. Drag that block there with your finger.
guide-klotski-2 = Blocks slide into empty cells; bring the red block to its goal. Next: { $hint }.

## Its levels and chapters
level-klotski-01-side-step = Side step
level-klotski-02-shuffle = Shuffle
level-klotski-03-crossroads = Crossroads
level-klotski-04-wide-load = Wide load
level-klotski-05-traffic = Traffic
level-klotski-06-rush-hour = Rush hour
level-klotski-07-gridlock = Gridlock
level-klotski-08-the-original = The original
level-klotski-09-labyrinth = Labyrinth
level-klotski-10-long-way-round = Long way round
level-klotski-11-the-marathon = The marathon
level-klotski-12-only-18-steps = Only 18 steps
level-klotski-13-violet = Violet
level-klotski-14-daisy = Daisy
level-klotski-15-pansy = Pansy
level-klotski-16-poppy = Poppy
level-klotski-17-snowdrop = Snowdrop
level-klotski-18-red-donkey = Red donkey
level-klotski-19-trail = Trail
level-klotski-20-ambush = Ambush
klotski-summary-counted-step = counted in steps
klotski-summary-counted-slide = counted in slides
klotski-summary-counted-move = counted in moves

## Moves, refusals and hints in words
# $shape: red (the goal block), small (1×1), tall (1×2), wide (2×1) or other ($width×$height).
klotski-move = { $shape ->
    [red] move the red block in row { $row }, column { $col } to row { $to_row }, column { $to_col }
    [small] move the small block in row { $row }, column { $col } to row { $to_row }, column { $to_col }
    [tall] move the tall block in row { $row }, column { $col } to row { $to_row }, column { $to_col }
    [wide] move the wide block in row { $row }, column { $col } to row { $to_row }, column { $to_col }
   *[other] move the { $width }×{ $height } block in row { $row }, column { $col } to row { $to_row }, column { $to_col }
}
klotski-picked-help = A block is picked: the arrows move it · Enter or Esc puts it down (Esc again goes back)
klotski-refused-blocked = That block can't go there: the way is blocked
klotski-refused-edge = That block can't go that way: it is against the edge
klotski-refused-no-block = No block has its top-left corner there
klotski-refused-one-cell = Counting in steps, a block moves one cell at a time
klotski-refused-straight = Counting in slides, a block moves in one straight line
klotski-refused-too-far = That block can't slide that far: something is in the way
klotski-refused-no-neighbour = { $dir ->
    [up] No other block lies above this one
    [down] No other block lies below this one
    [left] No other block lies to the left of this one
   *[right] No other block lies to the right of this one
}
klotski-board-line = The red block is at { $at }; its goal is { $goal }
klotski-board-block = { $shape ->
    [red] the red block
    [small] a small block
    [tall] a tall block
    [wide] a wide block
   *[other] a { $width }×{ $height } block
} at { $at }
klotski-board-empty = Empty: { $cells }
klotski-cursor-picked = Picked: { $block }; the arrows move it

## The level editor
editor-unsolvable-klotski = Cannot be solved: the goal block can never reach its goal.
editor-klotski-put = Put a block
editor-klotski-block-hover = Click where its top-left cell goes: a { $width }×{ $height } block
editor-klotski-take-off = Take off
editor-klotski-take-off-hover = Click a block to take it off
editor-klotski-goal = The goal
editor-klotski-goal-block = Goal block
editor-klotski-goal-block-hover = Click the block that must reach the goal
editor-klotski-goal-place = Goal place
editor-klotski-goal-place-hover = Click where the goal block's top-left cell must go
editor-klotski-metric = Moves count
editor-klotski-metric-step = steps (one cell)
editor-klotski-metric-slide = slides (in a straight line)
editor-klotski-metric-move = moves (anywhere it can go)
editor-klotski-sticks-out = A { $width }×{ $height } block there would stick out of the board.
editor-klotski-taken = A block is already there.
editor-klotski-no-names = No more blocks: every letter and digit is taken.
editor-klotski-no-block = There is no block there.
editor-klotski-pick-goal-block = Click a block to make it the goal block.
editor-klotski-goal-block-first = Pick the goal block first.

## What cannot be read
klotski-not-a-cell = expected '.' for an empty cell or a letter or digit for a block, found { $found }
klotski-row-unequal = this row has { $count } cells but the first row has { $first }; every row must be as long
klotski-too-many-cells = the board is { $width }×{ $height }, more than the { $most } cells a sliding-block board may have
klotski-block-outside = block '{ $block }' must be one filled rectangle, but this cell lies outside the rectangle it starts at line { $line }, column { $column }
klotski-block-hole = block '{ $block }' must be one filled rectangle, but this cell inside it holds { $found }
klotski-too-many-blocks = the board has { $count } blocks, more than the { $most } allowed
klotski-no-goal = the level has no goal line; add one above the drawing like '; goal: S 3,2' (block, then column,row of its top-left cell)
klotski-unknown-metric = unknown metric '{ $metric }'; expected step, slide or move
klotski-goal-not-drawn = the goal names block '{ $block }', but no block is drawn with '{ $block }'
klotski-goal-outside = the goal puts block '{ $block }' at { $column },{ $row }, where it would stick out of the { $width }×{ $height } board
klotski-goal-empty = the goal is empty: a goal is written like 'S 3,2' (block, then column,row)
klotski-goal-block = expected the goal block's letter or digit, found { $found }: a goal is written like 'S 3,2' (block, then column,row)
klotski-goal-space = expected a space after the block, found { $found }: a goal is written like 'S 3,2' (block, then column,row)
# $key: goal-column or goal-row.
klotski-goal-number = { $key ->
    [goal-row] expected the goal's row, found { $found }: a goal is written like 'S 3,2' (block, then column,row)
   *[other] expected the goal's column, found { $found }: a goal is written like 'S 3,2' (block, then column,row)
}
klotski-goal-comma = expected ',' between column and row, found { $found }: a goal is written like 'S 3,2' (block, then column,row)
klotski-goal-extra = unexpected { $found } after the goal: a goal is written like 'S 3,2' (block, then column,row)
