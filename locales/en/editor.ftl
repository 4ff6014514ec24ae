# The level editor (editor-) and what is left of the other screens (screens-).

## The editor's panel
editor-my-level = My level
editor-name = Name
editor-size = Size
editor-columns = Columns
editor-rows = Rows
editor-try = Try it
editor-try-hover = Play the level now
editor-show-solution = Show solution
editor-show-solution-hover = Watch the solver play it (S)
editor-keep = Keep
editor-keep-hover = Keep it in Your levels (Ctrl+S)
editor-share-hover = Copy its level code
editor-save-file = Save file
editor-download-file = Download file
editor-file-hover = Write it as a level file, to open again or pass on
editor-afresh = Start afresh
editor-afresh-hover = Drop this level and start a new one

## What the editor tells the player
editor-reopened = Your level as you left it: keep it, or start afresh.
editor-kept = Kept in Your levels.
editor-code-copied = Level code copied: paste it to pass the level on.
editor-cannot-play = Only a level the game can read can be played.
editor-cannot-keep = Only a level the game can read can be kept.
editor-cannot-share = Only a level the game can read has a code.
editor-cannot-save = Only a level the game can read makes a file.
editor-file-saved = Level file saved in { $path }.
editor-file-downloaded = Level file sent to your downloads, as { $name }.
editor-folder-not-made = No file: the folder { $folder } cannot be made ({ $error }).
editor-file-not-written = No file: { $path } cannot be written ({ $error }).
editor-download-refused = No file: the browser refused the download.

## The solver's verdict on the level being made
editor-checking = The solver is looking…
editor-solving = Solving…
# $why: what the level file's reader found wrong (a message of errors.ftl).
editor-invalid = Not a level yet: { $why }.
editor-invalid-at = Not a level yet (row { $row }, column { $column }): { $why }.
editor-invalid-letter = Not a level yet (letter { $letter }): { $why }.
# $difficulty: one of difficulty-easy … difficulty-expert.
editor-solvable = Can be solved · par { $par } · { $difficulty }
editor-solvable-at-most = { $par ->
    [one] Can be solved, in { $par } move at most (not proved the fewest)
   *[other] Can be solved, in { $par } moves at most (not proved the fewest)
}
editor-folds = { $count ->
    [one] Folds into the cube in { $count } distinct way
   *[other] Folds into the cube in { $count } distinct ways
}
editor-folds-at-least = { $count ->
    [one] Folds into the cube in at least { $count } distinct way
   *[other] Folds into the cube in at least { $count } distinct ways
}
editor-already-solved = It starts solved: make a change.
editor-unsolvable = Cannot be solved: { $why }.
editor-unsolvable-shot = Cannot be solved: no order of flings leaves a single ball.
editor-unsolvable-snake = Cannot be solved: no way of folding the chain fills the cube.
editor-unsolvable-klotski = Cannot be solved: the goal block can never reach its goal.
editor-unsolvable-kodable = Cannot be solved: no program rolls the ball to the target.
editor-unsolvable-fifteen = Cannot be solved: the tiles are in an odd arrangement that no slides can put in order.
editor-unsolvable-lights = Cannot be solved: no presses put out every lamp.
editor-gave-up = { $positions ->
    [one] The solver gave up after { $positions } position: it may or may not be solvable.
   *[other] The solver gave up after { $positions } positions: it may or may not be solvable.
}
# What roll-the-ball's verdict adds about the best program.
editor-note-every-bonus = takes every bonus
editor-note-bonuses = takes { $taken } of { $of } bonuses

## Shot's tools
editor-shot-hint = Click a cell to put a ball on it or take one off.

## Sliding blocks' tools
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

## Roll-the-ball's tools
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

## Fifteen's tools
editor-fifteen-hint = Click two tiles (or a tile and the hole) to swap them.
editor-fifteen-in-order = In order
editor-fifteen-shuffle = Shuffle
editor-fifteen-shuffle-hover = A random board that can be solved
editor-fifteen-type = Or type the tiles in reading order (0 for the hole):
editor-fifteen-wrong-count = A { $cols }×{ $rows } board takes { $cells } numbers, not { $numbers }.

## The snake's tools
editor-snake-hint = The chain, one letter per cube after the first: F goes straight on, T turns.
editor-snake-no-letters = The chain needs letters: F goes straight on, T turns.

## The other screens
screens-percent = { $percent }%
screens-percent-suffix = %
screens-making-level = Making a new level…
screens-no-new-level = No new level could be made; try again, or other choices.
