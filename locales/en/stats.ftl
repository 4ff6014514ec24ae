# The stats screen: the totals of every puzzle, the tables of levels played, and the resets.

stats-everything = { $solved } of { $levels } levels solved, { $at_par } of them at par without help.
# A puzzle's totals, as a screen reader says them when the stats open.
stats-said-puzzle = { $puzzle }: { $totals }
stats-star-note = ★ marks par reached with no hint and no move of the solver's. The clock runs only while the level is on show and the window has the focus.
stats-none-tried = No level tried yet.

## A puzzle's table, its headings (the short ones on a narrow screen)
stats-head-level = Level
stats-head-best = Best
stats-head-time = Time
stats-head-best-moves = Best moves
stats-head-par = Par
stats-head-best-time = Best time
stats-head-attempts = Attempts
stats-par-unaided-hover = Par reached without help

## Forgetting the records, asked twice
stats-reset = Reset…
stats-reset-all = Reset all progress…
stats-reset-hover = Your own levels and your settings stay
stats-reset-yes = Yes, reset
stats-reset-no = No
stats-rating = Rating { $rating } ± { $range }
stats-no-rating = No rating yet: random levels and the day's give one.
stats-finished-weeks = { $count ->
    [one] { $count } level finished
   *[other] { $count } levels finished
} in the last four weeks
stats-time-trend = time per level { $before } → { $after }
stats-time-mean = time per level { $time }
stats-hints-trend = hints per level { $before } → { $after }
stats-hints-mean = hints per level { $hints }
stats-over-par = { $percent } % over par
stats-chart-finished = Levels finished a day, and time per level
stats-chart-rating = Rating, in the range it likely lies in
stats-chart-most-levels = { $count ->
    [one] 1 level
   *[other] { $count } levels
}
stats-chart-longest = { $time } a level
stats-weeks-ago = 4 weeks ago
stats-today = today

## Your progress in a file
stats-file-heading = Your progress in a file
stats-file-note = Export writes everything (settings, records, history, levels made) to one file. Import merges such a file in, keeping the best of both; dropping it on the window does the same.
stats-export = Export progress
stats-exported = Written to { $path }
stats-downloaded = Downloaded { $path }
stats-import = Import progress…
stats-import-path = The file to import
stats-import-this = Import

## Each pack, and the best times
stats-pack = { $pack }: { $solved } solved · { $tried } tried · { $untouched } untouched
stats-pack-whole = Built-in levels
stats-bests = Best times, won alone: { $bests }
stats-best = { $difficulty } { $time }
