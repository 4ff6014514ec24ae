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
notice-language-missing = { $language } could not be loaded: the game stays in the language it had.
settings-size = Text and interface size
settings-reduce-motion = Reduce motion
settings-reduce-motion-hover = Pieces go straight to their places; no confetti, no swinging view, nothing flashing
settings-screen-reader = Screen reader mode
settings-screen-reader-hover = For a player who listens: no confetti, shaking or drifting balls; the sounds stay. On by itself while a screen reader reads the game
settings-fullscreen = Full screen
settings-fullscreen-key = Full screen (F11)
settings-puzzles = Puzzles
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
settings-choice = { $group }: { $choice }
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
hud-chapter-coach = New chapter, { $chapter }: { $teaches }
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
# A control of the card and what it does, as a screen reader reads the card.
rules-control-said = { $keys }: { $does }
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
levels-for-you-hover = The next level on the list you have not won, then random levels at your rating
levels-for-you-path = The next level on the list you have not won: { $number }. { $title }
levels-more = More
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
levels-chapter-stars = { $earned } of the { $of } stars of this chapter
difficulty-easy = Easy
difficulty-medium = Medium
difficulty-hard = Hard
difficulty-expert = Expert

## A win
win-heading = Solved!
win-solver = Solved by the solver
win-again = Play again
win-time = Time { $time }
# The win panel's buttons and their keys, as a screen reader says them after the win.
win-ways-on = { $next }: Enter. { $again }: R. { $compare }: C.
win-par-hinted = par, but no ★: a hint was shown.
win-par = par! Perfect.
win-path-back = That was the list's last level. Next: { $number }. { $title }, not won yet.
win-path-finished = That was the last level: you have won every level of { $puzzle }! Next: new random levels at your rating.
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
win-bonuses = ★ { $taken } of { $of } { $of ->
    [one] bonus
   *[other] bonuses
} · { $score }
win-above-par = { $moves } (par { $par }).

## The window's name, as a screen reader says it when the screen changes
screen-levels = { $puzzle }: its levels
screen-playing = { $puzzle }: { $level }
