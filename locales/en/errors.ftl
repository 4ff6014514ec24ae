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

## Roll-the-ball coding: a program as typed (its words Up, Loop, Cond… are the notation's own)
program-loop-in-loop = a loop holds two arrows or conds, not another loop

## Level codes
code-damaged = the code is damaged (its check does not match): was it copied whole?
code-no-unpack = the code's data does not unpack (or is over 1 MiB)
code-data-unread = the code's data does not read
code-level-unread = the code's { $puzzle } level does not read: { $why }
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
