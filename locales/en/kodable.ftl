# Every word of this puzzle (kodable): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-kodable = Roll-the-ball coding
puzzle-kodable-blurb = Write a tiny program that rolls the ball to the target.
levels-map-size = size
chapter-kodable-roll = Rolling
chapter-kodable-roll-teaches = The arrows: the ball rolls until something stops it.
chapter-kodable-colours = Colours
chapter-kodable-colours-teaches = "If the tile is pink": the ball turns on a coloured tile.
chapter-kodable-loops = Loops
chapter-kodable-loops-teaches = A loop does its two blocks again and again.
chapter-kodable-function = Your own block
chapter-kodable-function-teaches = F: three blocks you write once and use many times.
chapter-kodable-together = All together
chapter-kodable-together-teaches = Every block you know, on bigger maps.
chapter-kodable-challenges = Challenges
chapter-kodable-challenges-teaches = Two tricks for hard maps: a colour block inside a loop looks at its tile on every round, and a loop of ↓ ↑ rolls the ball there and back.
win-edit-program = Edit the program
kodable-loop-cut-short = its loop never repeated, so it counts as two blocks
kodable-detail = { $puzzle } · { $cols }×{ $rows } map
kodable-action = Action { $at } of { $of }: { $what }
kodable-start-line = Build a program from the blocks, then press Run. The ball rolls until something stops it.
kodable-cannot-up = Cannot move up
kodable-cannot-down = Cannot move down
kodable-cannot-left = Cannot move left
kodable-cannot-right = Cannot move right
kodable-blocked-line = { $cannot }: the way is blocked. Change the program and run it again.
kodable-bubble-ended = The program ended here
kodable-bubble-no-function = The function is empty
kodable-par-hover = Blocks in an optimal program (one that takes every bonus it can)
kodable-blocks = Blocks { $size }
kodable-blocks-limit = Blocks { $size } · at most { $limit }
kodable-blocks-limit-short = Blocks { $size } / { $limit }
kodable-blocks-limit-hover = Blocks in the program, and the most this map allows
kodable-run-counts = The run counts { $size }: { $why }.
kodable-bonuses-hover = Bonuses taken in this run, of all on the map
kodable-run = Run
kodable-go-on = Go on
kodable-step = Step
kodable-reset = Reset
kodable-speed-hover = Speed: how fast the ball rolls (- and =)
kodable-solvable = Solvable?
kodable-new-map = New map
kodable-blocks-heading = Blocks
kodable-program-heading = Program
kodable-function-heading = Function
kodable-text-heading = As text
kodable-how-heading = How it works
kodable-keys-heading = Keys
kodable-how-arrow = An arrow rolls the ball until grass or the edge stops it. An arrow into grass right away is an error: the program stops there.
kodable-how-cond = "If the tile is pink, go down" moves the ball only when it stands on a pink tile; the roll just before it stops on the first pink tile.
kodable-how-loop = A loop runs its two blocks again and again: ×3 runs them three times.
kodable-how-function = F is your own block: put three blocks in the function once, and every F runs them.
kodable-how-bonus = Stars: one for reaching the target; a second when you take every ★ on the way too; a third when you do both with no more blocks than par.
kodable-way-up = up
kodable-way-down = down
kodable-way-left = left
kodable-way-right = right
kodable-colour-pink = pink
kodable-colour-orange = orange
kodable-colour-yellow = yellow
# The letter on a colour's tiles and blocks: one character, the three told apart.
kodable-letter-pink = P
kodable-letter-orange = O
kodable-letter-yellow = Y
kodable-palette-roll = Roll { $way } until something stops the ball (key { $key })
kodable-palette-loop = Loop: runs its two blocks again and again (key L; numbers say how many times)
kodable-palette-function = F: runs the three blocks of your function (key F)
kodable-palette-cond = If the tile is { $colour }, go { $way }: the roll before it stops on the first { $colour } tile (key C, then { $key }).
kodable-if-on = If the tile is
kodable-roll = go:
kodable-cond-armed = If the tile is { $colour }: press an arrow key for the way to go (C: next colour, Esc: cancel)
kodable-colour-hover = Blocks for { $colour } tiles
kodable-function-calls = { $calls ->
    [0] not called yet: add F blocks
    [one] called once
   *[other] called { $calls } times
}
kodable-slot-hover = Click to put the next block here; right click to empty it
kodable-text-hint = Type a program (T), e.g. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-in-blocks = In blocks: { $program }
kodable-text-use = Use this text
kodable-text-use-hover = Read the text into the program (Enter)
kodable-text-forget = Forget it
kodable-text-forget-hover = Show the program again (Esc)
kodable-text-error = Column { $column }: { $message }.
kodable-hint-keep-then = { $keep ->
    [one] keep 1 block, then
   *[other] keep { $keep } blocks, then
}
kodable-hint-add = add
kodable-hint-start-with = start again with
kodable-hint-and-function = and the function
kodable-hint-keep-only = keep only the first { $keep } blocks
kodable-hint-do-it = Do it
kodable-program-empty = Click or drag blocks here, or press the arrow keys
kodable-program-empty-touch = Tap blocks above, or drag them here
kodable-undo-hover = Take back the last edit (Z)
kodable-clear = Clear
kodable-clear-hover = Remove every block (Shift+Backspace)
kodable-block-number = Block { $number }
kodable-move-left-hover = Move it left (Ctrl+←)
kodable-move-right-hover = Move it right (Ctrl+→)
kodable-remove-hover = Remove it (Backspace)
kodable-repeat = Repeat the loop
kodable-fewer-hover = Fewer times (or press 1–9)
kodable-more-hover = More times (or press 1–9)
kodable-loop-hover = A loop. Drag to move it; × or right click removes it
kodable-function-hover = Runs the function's three blocks. Drag to move it; × or right click removes it
kodable-block-hover = Drag to move it; × or right click removes it
kodable-times-hover = Times it runs: click the top half for more, the bottom half for fewer, or press 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = add an arrow
kodable-key-2 = C then an arrow
kodable-key-2-does = add a colour block (C again: next colour)
kodable-key-3 = L / F
kodable-key-3-does = add a loop / a call of the function
kodable-key-4 = 2 … 9
kodable-key-4-does = times the current loop runs
kodable-key-5 = Shift + ← →
kodable-key-5-does = move the cursor (into loops and the function)
kodable-key-6 = Shift + ↓ / ↑
kodable-key-6-does = to the function / back to the program
kodable-key-7 = Ctrl + ← →
kodable-key-7-does = move the current block
kodable-key-8 = Backspace / Delete
kodable-key-8-does = remove a block or empty a slot
kodable-key-9 = T
kodable-key-9-does = type the program as text
kodable-key-10 = Space / Enter
kodable-key-10-does = run or pause / one step
kodable-key-11 = R / Esc
kodable-key-11-does = ball back to the start
kodable-key-12 = K H S N
kodable-key-12-does = check, hint (H again adds it), solve, new map
kodable-key-13 = Z / Y
kodable-key-13-does = undo / redo an edit
kodable-key-14 = - / =
kodable-key-14-does = slower / faster
kodable-new-block = NEW
kodable-coach-arrows = Click an arrow to put it in your program, then press Run. The ball rolls until something stops it.
kodable-coach-conds = New block! "If the tile is pink, go down": the ball stops on the pink tile and turns there.
kodable-coach-loops = New block! A loop repeats its two blocks. Put two arrows in it, then choose how many times.
kodable-coach-function = New block! F is your own block: fill the three slots of the function once, then use F as often as you like.

## How to play
kodable-rule-1 = Write a program that rolls the ball to the target.
kodable-rule-2 = An arrow rolls the ball until something stops it. New blocks come one at a time, each with its own levels: "if the tile is pink, go down", loops that repeat two blocks, and F, your own block of three.
kodable-rule-3 = Three stars: reach the target, take every ★ on the way, and use no more blocks than par.
kodable-control-1 = Click or drag blocks
kodable-control-1-does = add them to the program (or type it)
kodable-control-2 = Space
kodable-control-2-does = run the program, or pause it
kodable-control-3 = Enter
kodable-control-3-does = run it one step at a time
kodable-help = Build a program from the blocks, then press Run
kodable-touch-1 = Tap or drag blocks
kodable-touch-1-does = add them to the program
kodable-touch-2 = Run, Step
kodable-touch-2-does = run the program, or one step at a time
kodable-touch-help = Build a program from the blocks, then tap Run

## The first level's guide
guide-kodable-1 = Click an arrow in the blocks to put it in your program: the ball will roll that way.
guide-kodable-1-touch = Tap an arrow in the blocks to put it in your program: the ball will roll that way.
guide-kodable-2 = Now press Run (Space) and watch the ball roll until something stops it. Add more arrows if it has to turn.
guide-kodable-2-touch = Now tap Run and watch the ball roll until something stops it. Add more arrows if it has to turn.

## Its levels and chapters
level-kodable-01-first-roll = First roll
level-kodable-02-round-the-corner = Round the corner
level-kodable-03-there-and-back = There and back
level-kodable-04-a-star-on-the-way = A star on the way
level-kodable-05-zigzag = Zigzag
level-kodable-06-stop-on-pink = Stop on pink
level-kodable-07-a-yellow-turn = A yellow turn
level-kodable-08-two-colours = Two colours
level-kodable-09-stairs = Stairs
level-kodable-10-steps-and-stars = Steps and stars
level-kodable-11-pink-steps = Pink steps
level-kodable-12-winding-down = Winding down
level-kodable-13-four-bends = Four bends
level-kodable-14-stairs-bends-and-a-pink-door = Stairs, bends and a pink door
level-kodable-15-the-long-road = The long road
level-kodable-16-the-maze = The maze

## Moves, refusals and hints in words
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
kodable-fill-loop = The loop at block { $block } needs two blocks inside: fill its empty slot.
kodable-fill-function = The program calls Function, but the function has empty slots: fill all three.
kodable-empty-program = The program is empty: add blocks from the palette, or press the arrow keys.
kodable-over-limit = This map takes at most { $limit } blocks and the program has { $size }: a loop or the function can say more in fewer blocks.
kodable-loop-holds = A loop holds two arrows or colour blocks, not a loop or Function.
kodable-function-holds = The function holds three arrows or colour blocks, not a loop or Function.
kodable-most-blocks = A program holds at most { $most } blocks.
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
kodable-ended = The program ended before the target ({ $taken } of { $total } { $total ->
    [one] bonus
   *[other] bonuses
} taken). Add blocks and run it again.
kodable-ended-cond-idle = The program ended before the target. Your { $colour } block never turned the ball: the ball has to roll onto a { $colour } tile just before it.
kodable-ended-short = The program ended before the target. Add blocks, or let a loop repeat more times, and run it again.
kodable-idea-colour = Hint: the ball has to turn on the { $colour } tile. Pick { $colour } beside “If the tile is”, and put in a block of that colour. (H again shows where.)
kodable-no-function = The program calls Function, but the function is empty.
kodable-say-cond = “if the tile is { $colour }, go { $way }”
kodable-say-loop = “repeat { $times } times: { $body }”
kodable-say-function = F (your own block)
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
kodable-cursor-end = At the end of the program
kodable-cursor-before = Before block { $block }
kodable-cursor-loop = Loop { $block }, slot { $slot }
kodable-cursor-function = Function, slot { $slot }

## The solver's lines and hints
play-program-already-wins = Your program already wins: press Run.
play-hint-fill-loop = The loop at block { $block } needs two blocks inside: fill its empty slot. Then ask for a hint.
play-hint-fill-function = The program calls Function, but the function has empty slots: fill all three. Then ask for a hint.
play-no-program-wins = No program can roll the ball to the target on this map.

## The level editor
editor-unsolvable-kodable = Cannot be solved: no program rolls the ball to the target.
# What roll-the-ball's verdict adds about the best program.
editor-note-every-bonus = takes every bonus
editor-note-bonuses = takes { $taken } of { $of } bonuses
editor-kodable-paint = Paint
editor-kodable-path = Path
editor-kodable-grass = Grass
editor-kodable-ball = Ball
editor-kodable-target = Target
editor-kodable-bonus = Bonus
editor-kodable-pink = Pink
editor-kodable-orange = Orange
editor-kodable-yellow = Yellow
editor-kodable-paint-hover = Click or drag over the map to paint with it
editor-kodable-limit = Block limit
editor-kodable-limit-hover = The most blocks a program may have (0: no limit)

## What cannot be read
kodable-too-many-rows = the map has more than { $most } rows
kodable-row-unequal = this row has { $count } tiles but the first row has { $first }; every row must be as long
kodable-no-ball = the map has no ball: mark its start with '@'
kodable-no-target = the map has no target: mark it with 't'
kodable-second-ball = a second ball '@' (the first is at line { $line }, column { $column }); a map has exactly one
kodable-second-target = a second target 't' (the first is at line { $line }, column { $column }); a map has exactly one
kodable-too-many-bonuses = more than { $most } bonuses; a map may have at most { $most }
kodable-empty-row = empty row inside the map: every row needs its tiles
kodable-too-many-tiles = the row has more than { $most } tiles
kodable-tab = found a tab between tiles; tiles are separated by a single space
kodable-missing-space = missing space before { $found }: tiles are separated by a single space
kodable-not-a-space = expected a space between tiles, found { $found }
kodable-starts-with-space = a row starts with a tile, not a space
kodable-two-blanks = tiles are separated by a single space, found two blanks in a row
kodable-unknown-tile = unknown tile { $found }: use * (grass), - (path), @ (ball), t (target), b (bonus) or p, o, y (colours)
kodable-no-blocks = a program needs at least 1 block: the limit must be 1 or more
kodable-toolbox-unknown = unknown block '{ $word }' in the toolbox; expected arrows, conds, loops or function
kodable-map-invalid = this map cannot be played
kodable-program-line = the program line: { $why }
# $between: blocks or actions.
program-no-space = { $between ->
    [actions] expected a space between actions, found { $found }
   *[other] expected a space between blocks, found { $found }
}
# $block: loop or cond; $expected: the character expected.
program-expected = { $block ->
    [loop] expected '{ $expected }' (a loop is written Loop{"{"}2{"}"}{"{"}Right,Down{"}"}), found { $found }
   *[other] expected '{ $expected }' (a cond is written Cond{"{"}p{"}"}{"{"}Right{"}"}), found { $found }
}
program-no-action = expected an action (Up, Down, Left, Right, Cond, Loop or Function), found { $found }
program-loop-count = expected how many times the loop runs, a number from 1 to { $most }, found { $found }
program-loop-zero = a loop must run at least once, not 0 times
program-loop-too-many = a loop runs at most { $most } times, not { $count }
program-loop-one = a loop holds exactly two actions, found one
program-loop-more = a loop holds exactly two actions, found more
program-unknown-action = unknown action '{ $word }'
program-no-colour = expected a colour, p (pink), o (orange) or y (yellow), found { $found }
program-unknown-colour = unknown colour '{ $word }': use p (pink), o (orange) or y (yellow)
program-no-direction = expected a direction, Up, Down, Left or Right, found { $found }
program-unknown-direction = unknown direction '{ $word }': use Up, Down, Left or Right
program-function-in-loop = a loop holds two arrows or conds, not Function
program-in-function = in the function: { $why }
program-no-function-body = the program calls Function but no function body was given
program-function-calls-itself = the function cannot call itself
program-function-loop = the function holds three arrows or conds, not a loop
program-function-too-long = the function needs exactly 3 actions, found more
program-function-length = the function needs exactly 3 actions, found { $count }
program-empty-slot = '?' is an empty slot: write an arrow or a cond in its place

## A level list's line of details
kodable-summary-map = { $cols }×{ $rows } map
kodable-summary-bonuses = { $count ->
    [one] { $count } bonus
   *[other] { $count } bonuses
}

## An edit of the program, as a screen reader says it
kodable-edit-added = Added { $block }
kodable-edit-added-loop = Added a loop
kodable-edit-added-function = Added the function
kodable-edit-removed = Block removed
kodable-edit-emptied = Slot emptied
kodable-edit-moved = Block moved
kodable-edit-times = Loop { $block } repeats { $times } times
kodable-edit-cleared = Program cleared
kodable-edit-typed = Program typed in
kodable-edit-hinted = The hint's block added
kodable-edit-kept = Kept the first { $keep } blocks
