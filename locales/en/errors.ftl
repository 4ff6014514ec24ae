# Why a level file, a level code or a typed program cannot be read. Each message's id is the
# name the puzzles' readers give that error; in English each says what the command line says.
# The sentences end without a full stop: the game puts them inside a frame
# ("levels/x.shot, line 3, column 5: …").
#
# Arguments:
#   $found: what stands where something else was expected, as the found-… messages below
#           write it ('x', a space, the end of the text);
#   $line, $column: a place in the text, counted from 1;
#   $why: another error's sentence, which this one frames.

## What was found
found-end = the end of the text
found-space = a space
found-tab = a tab
found-control = the control character U+{ $code }
found-invisible = the invisible character U+{ $code }
found-char = '{ $char }'
found-char-code = '{ $char }' (U+{ $code })

# An error at one place of a text.
error-at-place = line { $line }, column { $column }: { $why }

## Any level file
# $key: par, blocks, solutions, seed (a `; key: value` line), goal-column or goal-row (in a
# sliding-block goal).
file-number-too-large = { $key ->
    [goal-column] the goal's column '{ $text }' is too large: at most { $most }
    [goal-row] the goal's row '{ $text }' is too large: at most { $most }
   *[other] the { $key } '{ $text }' is too large: at most { $most }
}
file-number-expected = { $key ->
    [goal-column] expected the goal's column as a whole number, found '{ $text }'
    [goal-row] expected the goal's row as a whole number, found '{ $text }'
   *[other] expected the { $key } as a whole number, found '{ $text }'
}
file-key-twice = '{ $key }' is given a second time (first at line { $first }); give it once
file-empty = the file is empty: the level's drawing is missing
file-no-drawing = the level has only metadata or blank lines: its drawing is missing

## Fifteen
fifteen-row-width = a row must have { $least } to { $most } numbers, this one has { $count }
fifteen-row-unequal = this row has { $count } numbers but the first row has { $first }; every row must have as many
fifteen-height = a board must have { $least } to { $most } rows, this one has { $count }
fifteen-not-a-number = expected a tile number or a space, found { $found }
fifteen-tile-too-large = tile { $tile } is too large: a { $width }×{ $height } board has tiles 1 to { $last } and 0 for the hole
fifteen-twice = { $tile ->
    [0] the hole (0) appears a second time (first at line { $line }, column { $column })
   *[other] tile { $tile } appears a second time (first at line { $line }, column { $column })
}

## Sliding blocks
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

## Shot
shot-empty-row = empty row: draw empty cells with '.'
shot-row-unequal = this row has { $count } cells but the first row has { $first }; every row must be as long
shot-no-ball = the board has no ball; a Shot level needs at least one
shot-mixed-balls = this board draws balls with '#', so 'o' is not allowed too
shot-not-a-cell = expected 'o' for a ball or '.' for an empty cell, found { $found }
shot-too-many-cells = the board is { $width }×{ $height }, more than the { $most } cells a Shot board may have

## Lights (the toy puzzle)
lights-not-a-lamp = { $found } is no lamp: draw a lamp on with '*' and one off with '.'
lights-too-many = a row holds at most { $most } lamps

## Snake cube (the chain's own errors are with the puzzle's words)
snake-fold-not-a-twist = expected a twist 0 to 3 or '.' for each corner, found { $found }
snake-fold-too-many = more twists than the { $corners } corners of the chain

## Roll-the-ball coding: the map
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

## Roll-the-ball coding: a program as typed (its words Up, Loop, Cond… are the notation's own)
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
program-loop-in-loop = a loop holds two arrows or conds, not another loop
program-function-in-loop = a loop holds two arrows or conds, not Function
program-in-function = in the function: { $why }
program-no-function-body = the program calls Function but no function body was given
program-function-calls-itself = the function cannot call itself
program-function-loop = the function holds three arrows or conds, not a loop
program-function-too-long = the function needs exactly 3 actions, found more
program-function-length = the function needs exactly 3 actions, found { $count }
program-empty-slot = '?' is an empty slot: write an arrow or a cond in its place

## Level codes
code-damaged = the code is damaged (its check does not match): was it copied whole?
code-no-unpack = the code's data does not unpack (or is over 1 MiB)
code-data-unread = the code's data does not read
code-level-unread = the code's { $kind } level does not read: { $why }
code-too-many-moves = { $count } moves are too many: a code, or a level left half-way, holds at most { $most }
code-move-unread = move { $number } of the code is not a move of its puzzle
code-too-long = the code is over { $most } characters long
code-not-a-code = a level code starts with "{ $start }"
code-newer = the code is of version { $version }, newer than this puzzlebox reads ({ $read })
code-bad-character = character { $number } of the code ({ $found }) cannot be in a code
code-cut = the code is cut short or has a character too many
code-too-short = the code is too short to hold a level
code-move-refused = move { $number } of the code cannot be made: { $why }
# A move refused for a reason no player meets in play.
move-refused = this move cannot be made there

## Dates (the daily set)
date-format = expected a date written YYYY-MM-DD, like 2026-11-26, found '{ $text }'
date-no-such-day = there is no day { $text }
