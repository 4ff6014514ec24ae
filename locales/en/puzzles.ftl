# Each puzzle's own words: its moves as a hint names them, why a move is refused, and the lines
# and labels of its own panels.

## Shot
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
shot-refused-nothing-ahead = A ball can't be flung off the board: nothing lies ahead to stop it

## Sliding blocks
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

## Fifteen
fifteen-move = { $dir ->
    [up] slide tile { $tile } up
    [down] slide tile { $tile } down
    [left] slide tile { $tile } left
   *[right] slide tile { $tile } right
}
fifteen-refused-hole = That is the hole: click a tile in its row or column
fifteen-refused-out-of-line = Only tiles in the hole's row or column can slide
fifteen-numbers-switch = Numbers (T)
fifteen-preparing = Preparing the solver… { $percent }%
fifteen-thinking = Thinking…

## Snake cube
# How a corner is set, by quarter turns (0 to 3).
snake-twist = { $quarters ->
    [0] fold back
    [1] quarter turn
    [2] zig-zag
   *[3] three-quarter turn
}
snake-move = { $quarters ->
    [0] fold corner { $n } back
    [1] give corner { $n } a quarter turn
    [2] make corner { $n } a zig-zag
   *[3] give corner { $n } a three-quarter turn
}
snake-move-straighten = straighten corner { $n }
snake-move-by = { $move }: { $keys }
snake-my-chain = My snake
snake-letter-hover = Letter { $number }
snake-chain-bad-letter = Only F (straight on) and T (turn) make a chain, not { $found }
snake-chain-no-letters = The chain has no letters: write it as F (straight on) and T (turn)
snake-chain-length = { $letters ->
    [one] The chain has { $letters } letter, but a chain that folds into a cube has 7, 26, 63 or 124
   *[other] The chain has { $letters } letters, but a chain that folds into a cube has 7, 26, 63 or 124
}
snake-chain-long-run = Cubes { $first } to { $last } lie in a straight line of { $cubes }, longer than the side of the { $side }×{ $side }×{ $side } cube

## Roll-the-ball coding
kodable-columns-hover = Columns of the new map
kodable-rows-hover = Rows of the new map
kodable-checking = Checking the map…
kodable-making-map = Making a new map…
kodable-check-failed = The map could not be checked; try again.
kodable-new-map-failed = No new map could be made; try again.
kodable-solvable-line = Solvable: a program can roll the ball to the target.
kodable-solvable-bonuses = Solvable: a program can roll the ball to the target, taking up to { $most } of { $total } bonuses.
kodable-not-solvable = Not solvable: no program can roll the ball to the target.
kodable-too-large = The map is too large to check within the solver's budget.
kodable-nothing-to-undo = Nothing to undo.
kodable-nothing-to-redo = Nothing to redo.
kodable-solver-program = The solver's program: { $size } blocks, { $bonuses } of { $total } bonuses. Watch it run; Z takes its blocks back one by one.

## Roll-the-ball: why a program cannot run, or an edit is refused
kodable-fill-loop = The loop at block { $block } needs two blocks inside: fill its empty slot.
kodable-fill-function = The program calls Function, but the function has empty slots: fill all three.
kodable-empty-program = The program is empty: add blocks from the palette, or press the arrow keys.
kodable-over-limit = This map takes at most { $limit } blocks and the program has { $size }: a loop or the function can say more in fewer blocks.
kodable-loop-holds = A loop holds two arrows or colour blocks, not a loop or Function.
kodable-function-holds = The function holds three arrows or colour blocks, not a loop or Function.
kodable-most-blocks = A program holds at most { $most } blocks.

## Roll-the-ball's hints: $block is a block as the player reads it (→, Loop{"{"}2{"}"}{"{"}↓,→{"}"}…)
kodable-hint-wins = Your program already wins: press Run.
kodable-hint-block-and-function = { $block } (the function: { $body })
kodable-hint-add-next = Hint: add { $block } next; the best program starting like yours has { $size ->
    [one] { $size } block
   *[other] { $size } blocks
 }.
kodable-hint-start-again = Hint: no program starting like this one can win. Start again with { $block }.
kodable-hint-keep-first = Hint: keep the first { $keep ->
    [one] block
   *[other] { $keep } blocks
 }; block { $wrong } goes wrong. Put { $block } there instead.
kodable-hint-remove-rest = Hint: { $keep ->
    [one] the first block already wins
   *[other] the first { $keep } blocks already win
 }; the rest spoil it.
kodable-hint-other = Hint: { $edit }.

## Roll-the-ball's run, action by action: $action in the program's notation
kodable-step-block = block { $block }
kodable-step-loop = block { $block }, round { $round }, slot { $slot }
kodable-step-function = block { $block }, function slot { $slot }
# $stop: wall, target, colour (stopped for the cond next), not-on (a cond off its colour),
# blocked or nothing; $colour: kodable-colour-pink…; $dir: up, down, left or right.
kodable-step-words = { $action } ({ $part }): { $stop ->
    [wall] rolled { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    } to a wall
    [target] rolled { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    } onto the target
    [colour] rolled { $cells ->
        [one] { $cells } cell
       *[other] { $cells } cells
    } and stopped on { $colour }, ready for the colour block next
    [not-on] not on { $colour }: nothing happens
    [blocked] { $dir ->
        [up] cannot move up
        [down] cannot move down
        [left] cannot move left
       *[right] cannot move right
    }
   *[nothing] nothing happens
 }{ $bonuses ->
    [0] {""}
    [one] , taking a bonus
   *[other] , taking { $bonuses } bonuses
}
# $cut: yes when a loop that never repeated counts as two blocks (kodable-loop-cut-short).
kodable-won = The ball reached the target in { $size ->
    [one] { $size } block
   *[other] { $size } blocks
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-every-bonus = The ball reached the target with every bonus, in { $size ->
    [one] { $size } block
   *[other] { $size } blocks
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-bonuses = The ball reached the target with { $bonuses } of { $of } bonuses, in { $size ->
    [one] { $size } block
   *[other] { $size } blocks
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-ended = The program ended before the target ({ $taken } of { $total } bonuses taken). Add blocks and run it again.
kodable-no-function = The program calls Function, but the function is empty.

## Roll-the-ball: a block as a hint or a run's line says it, in a child's words
kodable-say-cond = “if the tile is { $colour }, go { $way }”
kodable-say-loop = “repeat { $times } times: { $body }”
kodable-say-function = F (your own block)

## Refusals the rules name (crates/puzzles: IllegalMove::named), not said above
klotski-refused-no-block = No block has its top-left corner there
klotski-refused-one-cell = Counting in steps, a block moves one cell at a time
klotski-refused-straight = Counting in slides, a block moves in one straight line
klotski-refused-too-far = That block can't slide that far: something is in the way
fifteen-refused-not-next-to-hole = Tile { $tile } is not next to the hole
snake-refused-straight = Cube { $cube } goes straight on: only corner cubes turn
snake-refused-same-twist = That corner is already turned that way

## The board read out to a screen reader
shot-board-line = { $balls ->
    [one] 1 ball left
   *[other] { $balls } balls left
} on a board { $width } wide and { $height } high
shot-board-row = { $count ->
    [one] a ball in column { $columns }
   *[other] balls in columns { $columns }
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
fifteen-board-line = { $width } by { $height }, { $out ->
    [0] every tile in place
    [one] 1 tile out of place
   *[other] { $out } tiles out of place
}
fifteen-board-gap = gap
fifteen-cursor-gap = The gap is at { $at }
snake-board-overlapping = { $cubes ->
    [one] 1 cube overlaps another
   *[other] { $cubes } cubes overlap
}
snake-board-outside = { $cubes ->
    [one] 1 cube outside the box
   *[other] { $cubes } cubes outside the box
}
snake-board-corner = Corner { $n }, at cube { $cube }: { $how }
kodable-board-program = { $blocks ->
    [0] The program is empty
   *[other] The program: { $program }
}
kodable-board-function = The function: { $function }
kodable-board-map = The ball starts at { $ball }; the target is at { $target }; { $count ->
    [0] no bonuses
    [one] a bonus at { $bonuses }
   *[other] bonuses at { $bonuses }
}
kodable-board-empty-slot = empty
kodable-board-grass = grass
kodable-board-path = path
kodable-board-bonus = bonus
kodable-board-target = target
shot-cursor-ball = { $at }: a ball
shot-cursor-empty = { $at }: empty
shot-cursor-picked = { $at }: the ball is picked; an arrow flings it
klotski-cursor-picked = Picked: { $block }; the arrows move it
kodable-cursor-end = At the end of the program
kodable-cursor-before = Before block { $block }
kodable-cursor-loop = Loop { $block }, slot { $slot }
kodable-cursor-function = Function, slot { $slot }
