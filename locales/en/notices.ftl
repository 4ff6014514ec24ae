# Notices over every screen, and errors the game shows a player, in English.

## Over every screen
notice-drop-to-play = Drop a level file to play it
notice-levels-full = Your levels keep { $most } random or shared levels of a puzzle: { $gone } made way for this one
notice-getting-ready = Getting ready…

## A level file or code that cannot be played ($why: the reader's own words)
error-file-kind = { $file }: cannot tell the puzzle from the file name; level files end in { $endings }
error-file-not-found = { $file }: cannot read the file: no such file (and no built-in level of that name)
error-file-denied = { $file }: cannot read the file: permission denied
error-file-unreadable = { $file }: cannot read the file: { $why }
error-file-folder = { $file }: is a folder, not a level file
error-file-not-regular = { $file }: is not a regular file (a device, a pipe or a socket), not a level file
error-file-too-large = { $file }: the file is larger than 1 MiB, too large for a level
error-file-not-utf8 = { $file }, line { $line }, column { $column }: the file is not UTF-8 text
error-file-at = { $file }, line { $line }, column { $column }: { $why }
error-file-whole = { $file }: { $why }
error-level-code = This level code cannot be opened: { $why }

## A saved progress that was not read whole
error-save-unreadable = The saved progress could not be read ({ $error }); this game's progress will not be saved.
error-save-failing = Your progress cannot be saved ({ $error }). The game keeps it, tries again every few seconds and once more when it closes.
notice-save-works-again = Your progress is saved again.
notice-save-gave-way = The save reached the most it may hold (64 MiB): { $folded } older levels finished were folded into their totals and { $places } levels left half-way were forgotten, the oldest first.
error-save-no-storage = this browser keeps no local storage for the page
error-save-storage-unreadable = local storage could not be read
error-save-damaged = The saved progress was not read whole: it is damaged ({ $error }).
error-save-lost = The saved progress was not read whole: some records are damaged: { $records }.
error-save-not-ours = The saved progress was not read whole: it is not in the form this game writes.
error-save-list-separator = {", "}
error-save-lost-record = the record of level { $level }
error-save-lost-place = the place left of level { $level }
error-save-lost-draft = the level left unsaved in the editor of { $puzzle }
error-save-lost-settings = the settings
error-save-lost-setting = the setting { $setting }
error-save-lost-mine = saved level number { $number }
error-save-lost-daily = the record of the daily set of { $date }
error-save-lost-finished = entry number { $number } of the levels finished
error-save-lost-older = the summary of the older levels finished in { $puzzle }
error-save-lost-rating = the rating in { $puzzle }
# $what: one of the sentences above.
error-save-kept-aside = { $what } { $count ->
    [one] { $count } record could be kept
   *[other] { $count } records could be kept
   }; the file was kept as it was in { $copy }.
error-save-kept-in-storage = { $what } { $count ->
    [one] { $count } record could be kept
   *[other] { $count } records could be kept
   }; the save was kept as it was under the browser's storage key { $key }.
error-save-not-aside = { $what } { $count ->
    [one] { $count } record could be kept
   *[other] { $count } records could be kept
   }; it could not be copied aside, so it is left untouched and this game's progress will not be saved.
notice-paste-cut = The pasted text was cut to its first { $most } characters (it had { $chars }): no field takes more.

## Progress brought in from a file
import-refused = { $file }: { $why }; nothing was imported.
import-not-an-object = it is not a puzzlebox progress file, which is one JSON object
import-not-json = line { $line }, column { $column }: it is not JSON ({ $said })
import-not-progress = line { $line }, column { $column }: it is not a puzzlebox progress file ({ $said })
import-newer = it was written by a newer game (progress version { $version }; this game reads up to { $most })
import-not-in-force = it holds a level id with control characters, or keys that cannot all be in force
import-claim-no-moves = level { $level } is won in 0 moves, which cannot be
import-claim-no-time = level { $level } is won in 0 ms, which cannot be
import-claim-attempts = level { $level } was begun { $count } times, more than the { $most } a player can
import-claim-par-unsolved = level { $level } has its par reached but is not solved
import-claim-below-par = level { $level } is won in { $best } moves, fewer than its par of { $par }, the fewest there are
import-claim-no-date = level { $of } was finished on { $day }, which is no date
import-too-large = { $file }: the file is larger than 64 MiB, too large for progress; nothing was imported.
import-folder = { $file }: this is a folder, not a progress file; nothing was imported.
import-not-regular = { $file }: this is not a regular file (a device, a pipe or a socket); nothing was imported.
import-unreadable = { $file }: the file cannot be read ({ $error }); nothing was imported.
import-too-large-merged = { $file }: with it the progress would be larger than a save may hold (64 MiB), even with the history folded and every place left forgotten; nothing was imported.
import-not-saved = { $file }: the progress here cannot be saved (see the warning about the save); nothing was imported.
import-nothing-new = { $file } holds nothing new: all of it is here already.
import-added = Imported from { $file }: { $added }.
import-list-separator = ,{" "}
import-part-records = { $count ->
    [one] 1 level record added
   *[other] { $count } level records added
}
import-part-improved = { $count } improved
import-part-finished = { $count ->
    [one] 1 level finished
   *[other] { $count } levels finished
}
import-part-made = { $count ->
    [one] 1 level made
   *[other] { $count } levels made
}
import-part-days = { $count ->
    [one] 1 daily set
   *[other] { $count } daily sets
}
import-part-ratings = { $count ->
    [one] 1 rating
   *[other] { $count } ratings
}
import-part-places = { $count ->
    [one] 1 level left half-way
   *[other] { $count } levels left half-way
}
import-part-drafts = { $count ->
    [one] 1 level left in the editor
   *[other] { $count } levels left in the editor
}
