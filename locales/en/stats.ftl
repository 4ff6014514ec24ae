# The stats screen: the totals of every puzzle, the tables of levels played, and the resets.

stats-everything = { $solved } of { $levels } levels solved, { $at_par } of them at par without help.
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
