# The words of a level being played, for every puzzle: the solver at work, its hints and answers, the news line and the win panel.

## What the solver is busy with, beside the spinner
play-working-out-par = Working out par…
play-looking-for-hint = Looking for a hint…
play-solving = Solving…
play-looking-back = Looking back…

## The solver's answers, on the news line
play-answer-unchecked = The solver's answer did not check out; try again.
play-answer-failed = The solver's answer did not work here, sorry.
play-already-solved = Already solved!
play-hint-gave-up = No hint: the search gave up after { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
}; the level may still be solvable. Undoing a little may help.
play-solve-gave-up = The solver gave up after { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
}; the level may still be solvable.
play-look-back-gave-up = No answer: the search gave up after { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
}; the level may still be solvable.
play-still-winnable = This position can still be won.
play-back-to-winnable = Back { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}: from here it can be won.
play-start-unwinnable = Even the start cannot be won.

## A hint in words: the move ($move, in the puzzle's words), then how many are left
play-hint-to-go = { $move } ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} to go)
# $longer: play-not-the-fewest or play-within-fewest
play-hint-to-go-longer = { $move } ({ $moves } to go, { $longer })
play-not-the-fewest = not the fewest

## Sharing the level
play-code-copied = { $moves ->
    [0] Level code copied: paste it to pass the level on
    [one] Level code with the move made copied: paste it to pass the level on
   *[other] Level code with the { $moves } moves made copied: paste it to pass the level on
}

## The win panel's line: $count is win-moves or win-blocks, $verdict win-par or win-par-hinted
play-win-at-par = { $count }: { $verdict }
play-win-count = { $count }.
play-win-count-note = { $count } ({ $note })

## The playback speed's unit, after its number
play-speed-suffix = /s

## Roll-the-ball's words for the shared session
win-stars-hover = { $stars } of 3 stars: ★ the target reached · ★ every bonus taken · ★ at most par blocks

## Read out to a player who does not see the board (through a screen reader)
spoken-move = { $move }. { $board }
spoken-undone = Taken back: { $move }. { $board }
spoken-then = { $first }. { $next }
spoken-list = { $first }, { $next }
spoken-cell = row { $row }, column { $col }
spoken-row = Row { $row }: { $cells }
spoken-board = Board: { $line }
spoken-count = { $moves ->
    [one] 1 move made
   *[other] { $moves } moves made
}
spoken-count-par = { $moves ->
    [one] 1 move made
   *[other] { $moves } moves made
}; par { $par }
spoken-no-cursor = No cursor yet: an arrow key shows it

play-working-out-shortest = Working out the shortest way…

## "Compare": a win beside the shortest way
compare-heading = Your way beside the shortest
compare-yours = Yours
compare-shortest = Shortest
compare-best = Best
compare-moves = { $yours ->
    [one] You took 1 move
   *[other] You took { $yours } moves
}; the shortest way takes { $shortest }.
compare-blocks = { $yours ->
    [one] Your program has 1 block
   *[other] Your program has { $yours } blocks
}; the best has { $shortest }.
compare-same = Yours is the shortest way, move for move.
compare-as-short = Yours is as short, by another way.
compare-parted = The two ways part at move { $at }.
compare-rejoined = Yours comes back to the shortest way at your move { $yours } (its move { $its }).
compare-program-same = Your program is the best one, block for block.
compare-program-as-short = Yours is as short, written another way.
compare-took-less = Yours took { $yours } of the { $of } { $of ->
    [one] bonus
   *[other] bonuses
}; the best takes { $best }, and that comes first: it earns the stars.
compare-program-parted = The two programs part at block { $at }.
compare-assisted = The solver played part of your way.
compare-all-by-the-solver = The solver played this level all by itself: there is no way of yours to set beside its own yet. Win it yourself, then compare.
compare-at = move { $step } of { $total }
compare-step-said = Move { $step }: yours, { $yours }; the shortest, { $shortest }
compare-at-start = the start
compare-to-parting = To where they part
compare-where-parted = ≠ where the two part
compare-gave-up = The solver gave up before it found the shortest way ({ $positions } positions looked at).
compare-nothing = There is no shortest way to set beside yours.
compare-close = Close
