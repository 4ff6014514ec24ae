# The words of the game, in English (the fallback for every other language).
# Each message is named by where it shows: title-, settings-, …

## The title screen
title-tagline = Five puzzles, and a solver for each that hints and shows the way.
title-play = Play
title-settings = Settings
title-settings-hover = Sound, look, size, motion, keys (O)
title-quit = Quit
title-keys-web = Enter to play · D today's puzzles · O settings
title-keys-desktop = Enter to play · D today's puzzles · O settings · Q quits

## The settings
settings-heading = Settings
settings-sound = Sound
settings-volume = Volume
settings-mute = Mute
settings-buzz = Buzz on a refused move and a win (phones)
settings-look = Look
settings-theme-system = As the system
settings-theme-dark = Dark
settings-theme-light = Light
settings-theme-high-contrast = High contrast
settings-language = Language
settings-language-system = As the system
notice-letters-missing = The letters of { $language } could not be loaded: the game stays in the language it had.
settings-size = Text and interface size
settings-reduce-motion = Reduce motion
settings-reduce-motion-hover = Pieces go straight to their places; no confetti, no swinging view, nothing flashing
settings-screen-reader = Screen reader mode
settings-screen-reader-hover = For a player who listens: no confetti, shaking or drifting balls; the sounds stay. On by itself while a screen reader reads the game
settings-fullscreen = Full screen
settings-fullscreen-key = Full screen (F11)
settings-puzzles = Puzzles
settings-fifteen-numbers = Numbers on Fifteen's tiles (T)
settings-speed = Playback speed
settings-speed-unit = { $speed } moves/s
settings-keys = Keys
settings-keys-help = Click a key, then press the letter you want for it (Esc keeps it).
settings-key-read = { $action }: { $key }
settings-keys-waiting = Press the letter you want for “{ $action }” (Esc keeps { $key }).
settings-action-undo = Undo
settings-action-redo = Redo
settings-action-restart = Restart
settings-action-hint = Hint
settings-action-solve = The solver plays
settings-action-play = Play or pause
settings-action-new = New level
settings-action-share = Share
settings-action-edit = Edit a copy
settings-action-compare = Compare with the shortest
settings-action-settings = Settings
settings-action-say-again = Say the last again
settings-action-read-board = Read the whole board
settings-action-read-count = Moves and par
settings-action-read-cursor = Where the cursor is
settings-reset = Reset to defaults
settings-reset-hover = Every choice here back as it was the first time
settings-done = Done
settings-only-now = For this run only: { $choices }.

## A level's bars
hud-back-hover = Back (Esc)
hud-back-editor = ← Editor
hud-back-editor-hover = Back to the editor (Esc)
hud-back-levels = ← Levels
hud-back-levels-hover = Back to the levels (Esc)
hud-rules-hover = How to play (F1)
hud-settings-hover = Settings (O)
hud-key-hover = Key: { $key }
hud-par = Par { $par }
hud-par-hover = Moves in an optimal solution
hud-moves = Moves { $moves }
hud-no-solution = No solution from here.
hud-undo-to-winnable = Undo to the last position that can be won
hud-hint-line = Hint: { $hint }
hud-play = Play
hud-pause = Pause
hud-to-start = Back to the start
hud-step-back = One move back
hud-step-forward = One move forward
hud-rail = Moves made
hud-timeline-hover = The moves made and to come: drag to go through them
hud-speed = Speed
hud-speed-hover = Moves per second (- and =)
hud-undo = Undo
hud-redo = Redo
hud-restart = Restart
hud-hint = Hint
hud-solve = Solve
hud-new-level = New level
hud-share = Share
hud-edit-copy = Edit a copy
hud-next-level = Next level
hud-compare = Compare

## The puzzles, by name and in a line
puzzle-shot = Shot
puzzle-shot-blurb = Fling balls into each other until only one is left.
puzzle-snake = Snake cube
puzzle-snake-blurb = Fold a chain of 64 wooden cubes into a 4×4×4 cube.
puzzle-klotski = Sliding blocks
puzzle-klotski-blurb = Slide the blocks until the big red one reaches its goal.
puzzle-kodable = Roll-the-ball coding
puzzle-kodable-blurb = Write a tiny program that rolls the ball to the target.
puzzle-fifteen = Fifteen
puzzle-fifteen-blurb = Slide fifteen shades of grey into order.
puzzle-lights = Lights
puzzle-lights-blurb = Put out a row of lamps.

## The menus
menu-back-hover = Back to { $place } (Esc)
puzzles-back = ← Title
puzzles-heading = Choose a puzzle
puzzles-stats = Stats
puzzles-stats-hover = Your best moves and times, level by level
puzzles-next = Next: { $level }
levels-back = ← Puzzles
rules-got-it = Got it
rules-heading = How to play { $puzzle }
edit-heading = Make a level: { $puzzle }

## Stats
stats-solved = { $solved } of { $levels } solved
stats-at-par = ★ { $count } at par
stats-attempts = { $count ->
    [one] { $count } attempt
   *[other] { $count } attempts
}
stats-best-times = best times { $time }
stats-forget-puzzle = Forget every record of { $puzzle } and where its levels were left?
stats-forget-all = Forget every record of every puzzle and where each level was left?

## A puzzle's levels
levels-open-code-heading = Open a level passed on to you
levels-code-hint = its code (pb1.…) or link
levels-open-code = Open code
levels-open-code-hover = Open a level from a code passed on to you
levels-make = Make a level
levels-make-hover = Make a level of your own, with the solver watching
levels-new = New random level
levels-new-short = New level
levels-for-you = Next for you
levels-for-you-hover = A random level at your rating in this puzzle
levels-for-you-new = { $difficulty } levels to start with: finish random levels and the day's, and the next ones follow how you do.
levels-for-you-why = { $difficulty }: the nearest to your rating of { $rating } (± { $range }), from { $count ->
    [one] { $count } level
   *[other] { $count } levels
} you finished.
levels-yours = Your levels
levels-played = Random and shared levels you played
levels-yours-hint = Right-click one of your levels to edit or delete it.
levels-yours-touch-hint = Press and hold one of your levels to edit or delete it.
levels-edit = Edit
levels-delete = Delete for good
levels-in-progress = in progress · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
levels-not-solved = not solved yet
levels-best = best { $best }
levels-par = par { $par }
levels-map-size = size
levels-chapter-stars = { $earned } of the { $of } stars of this chapter
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
chapter-klotski-slides = Make way
chapter-klotski-slides-teaches = Slide the blocks aside and clear a road for the big one.
chapter-klotski-trail = The Huarong Trail
chapter-klotski-trail-teaches = Nine old puzzles from China, from 18 moves to 120.
difficulty-easy = Easy
difficulty-medium = Medium
difficulty-hard = Hard
difficulty-expert = Expert

## A win
win-heading = Solved!
win-solver = Solved by the solver
win-again = Play again
win-edit-program = Edit the program
win-time = Time { $time }
win-par-hinted = par, but no ★: a hint was shown.
win-par = par! Perfect.
win-try-yourself = Now try it yourself!
win-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
win-blocks = { $blocks ->
    [one] { $blocks } block
   *[other] { $blocks } blocks
}
win-best-program-more-bonus = { $blocks } (the best program has { $par }). Can you take every bonus?
win-more-bonus = { $blocks }. Can you take every bonus?
win-best-program = { $blocks } (the best program has { $par }).
win-bonuses = ★ { $taken } of { $of } bonuses · { $score }
win-above-par = { $moves } (par { $par }).
kodable-loop-cut-short = its loop never repeated, so it counts as two blocks

## Roll-the-ball coding
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
kodable-blocks-limit = Blocks { $size } / { $limit }
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

## Roll-the-ball's program panel
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

## The snake's panel
snake-corner = Corner { $n } of { $of }
snake-straight = straight (not folded yet)
snake-cube-number = cube { $number }
snake-turn = Turn
snake-straighten = Straighten
snake-pick = Click a cube to pick its corner
snake-more = More…
snake-less = Less
snake-corners-button = Turn corners…
snake-folded = { $set } of { $corners ->
    [one] { $corners } corner
   *[other] { $corners } corners
} folded
snake-overlapping = { $cubes ->
    [one] { $cubes } cube overlaps another
   *[other] { $cubes } cubes overlap
} (red)
snake-outside = { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
} outside the box (pale)
snake-counting = Counting the solutions…
snake-counting-progress = Counting the solutions… { $percent }%
snake-too-many = Too many ways to count them all.
snake-no-fold = This chain cannot be folded into a cube.
snake-solutions = { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}
snake-oriented = { $count } counting every rotation and mirror image
snake-watch-it = Watch it fold:
snake-watch-first = Watch one fold (here are { $found } of them):
snake-watch-one = Watch one fold:
snake-watch-button = Watch
snake-chain-editor = Chain editor
snake-chain-help = F: the next cube goes straight on · T: it turns
snake-chain-use = Use this chain
kodable-new-block = NEW
kodable-coach-arrows = Click an arrow to put it in your program, then press Run. The ball rolls until something stops it.
kodable-coach-conds = New block! "If the tile is pink, go down": the ball stops on the pink tile and turns there.
kodable-coach-loops = New block! A loop repeats its two blocks. Put two arrows in it, then choose how many times.
kodable-coach-function = New block! F is your own block: fill the three slots of the function once, then use F as often as you like.
