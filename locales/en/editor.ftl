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
editor-already-solved = It starts solved: make a change.
editor-unsolvable = Cannot be solved: { $why }.
editor-gave-up = { $positions ->
    [one] The solver gave up after { $positions } position: it may or may not be solvable.
   *[other] The solver gave up after { $positions } positions: it may or may not be solvable.
}

## The other screens
screens-percent = { $percent }%
screens-percent-suffix = %
screens-making-level = Making a new level…
screens-no-new-level = No new level could be made; try again, or other choices.
