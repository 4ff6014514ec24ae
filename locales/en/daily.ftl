# The daily set: one level of each puzzle per day, the same for every player on that date.

## On the title screen
title-daily = Today's puzzles
title-daily-hover = One level of each puzzle, new every day, the same for everyone

## The Daily screen
daily-back = ← Title
daily-heading = Today's puzzles
daily-share-button = Share
daily-share-hover = Copy the day's result, without giving the levels away
daily-shared = The day's result is copied: paste it where you like
daily-copied = Copied
# $weekday: monday … sunday; $date: 2026-11-26; $difficulty: a difficulty-… word; $today:
# yes or no.
daily-day = { $weekday ->
    [monday] Monday
    [tuesday] Tuesday
    [wednesday] Wednesday
    [thursday] Thursday
    [friday] Friday
    [saturday] Saturday
   *[sunday] Sunday
    } { $date } · { $difficulty }{ $today ->
        [yes] {""} · today
       *[no] {""}
    }
daily-making = Making this day's puzzles…
daily-not-made = This day's puzzles could not be made.
daily-par = par { $par }
daily-play = Play
daily-go-on = Go on

## How far each level got (the sign before it is the same in every language)
daily-not-yet = not yet
daily-in-progress = begun
daily-with-help = solved with help
daily-solved = solved
daily-at-par = solved at par

## The streak
daily-streak = { $days ->
    [one] Streak: { $days } day
   *[other] Streak: { $days } days
    } · best { $best }
daily-streak-rule = A day counts when you solve all five of its puzzles on that day, by your own clock. Hints are allowed; a level the solver finishes is not yours. Today's five keep the streak going until midnight.
daily-next = New puzzles in { $hours } h { $minutes } min

## The calendar of past days
# $month: 1 to 12.
daily-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
    } { $year }
daily-month-before = The month before
daily-month-after = The month after
# $day: 0 for Monday to 6 for Sunday.
daily-weekday-short = { $day ->
    [0] Mo
    [1] Tu
    [2] We
    [3] Th
    [4] Fr
    [5] Sa
   *[6] Su
}
daily-day-hover = { $date }: { $finished } of 5 finished

## The result, as Share copies it
# $signs: a sign per puzzle (★ at par, ✔ solved, ○ with help, … begun, – not yet);
# $link: a link to the day's puzzles, or the command that opens them.
daily-share = puzzlebox { $date }: { $signs } · { $solved }/{ $of } · { $time }
    { $link }

hud-back-daily = ← Today
hud-back-daily-hover = Back to today's puzzles (Esc)
# A daily level's name, over its board.
daily-level-title = Daily puzzle, { $date }

## On the stats screen
stats-daily = { $days ->
        [one] { $days } day played
       *[other] { $days } days played
    } · { $complete } with all five solved on the day · ★ { $at_par } at par
