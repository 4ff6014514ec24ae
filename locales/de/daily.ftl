# Die Tagesauswahl: ein Level jedes Rätsels pro Tag, an einem Datum für alle Spieler gleich.

## Auf dem Titelbildschirm
title-daily = Rätsel des Tages
title-daily-hover = Ein Level jedes Rätsels, jeden Tag neu, für alle gleich

## Der Bildschirm der Tagesauswahl
daily-back = ← Titel
daily-heading = Rätsel des Tages
daily-share-button = Teilen
daily-share-hover = Das Ergebnis des Tages kopieren, ohne die Levels zu verraten
daily-shared = Ergebnis des Tages kopiert: einfach einfügen, wo du magst
daily-copied = Kopiert
# $weekday: monday … sunday; $date: 2026-11-26; $difficulty: ein difficulty-…-Wort; $today:
# yes oder no.
daily-day = { $weekday ->
    [monday] Montag
    [tuesday] Dienstag
    [wednesday] Mittwoch
    [thursday] Donnerstag
    [friday] Freitag
    [saturday] Samstag
   *[sunday] Sonntag
}, { $date } · { $difficulty }{ $today ->
    [yes] {""} · heute
   *[no] {""}
}
daily-making = Die Rätsel dieses Tages werden erstellt…
daily-not-made = Die Rätsel dieses Tages ließen sich nicht erstellen.
daily-par = Par { $par }
daily-play = Spielen
daily-go-on = Weiter

## Wie weit jedes Level ist (das Zeichen davor ist in jeder Sprache gleich)
daily-not-yet = noch nicht
daily-in-progress = angefangen
daily-with-help = mit Hilfe gelöst
daily-solved = gelöst
daily-at-par = mit Par gelöst

## Die Serie
daily-streak = { $days ->
    [one] Serie: { $days } Tag
   *[other] Serie: { $days } Tage
} · Rekord { $best }
daily-streak-rule = Ein Tag zählt, wenn du alle fünf Rätsel noch am selben Tag löst, nach deiner eigenen Uhr. Tipps sind erlaubt; ein Level, das der Löser zu Ende spielt, zählt nicht für dich. Für die fünf von heute hast du bis Mitternacht Zeit: Bis dahin reißt die Serie nicht.
daily-next = Neue Rätsel in { $hours } h { $minutes } min

## Der Kalender der vergangenen Tage
# $month: 1 bis 12.
daily-month = { $month ->
    [1] Januar
    [2] Februar
    [3] März
    [4] April
    [5] Mai
    [6] Juni
    [7] Juli
    [8] August
    [9] September
    [10] Oktober
    [11] November
   *[12] Dezember
} { $year }
daily-month-before = Vorheriger Monat
daily-month-after = Nächster Monat
# $day: 0 für Montag bis 6 für Sonntag.
daily-weekday-short = { $day ->
    [0] Mo
    [1] Di
    [2] Mi
    [3] Do
    [4] Fr
    [5] Sa
   *[6] So
}
daily-day-hover = { $date }: { $finished } von 5 geschafft

## Das Ergebnis, wie Teilen es kopiert
# $signs: ein Zeichen pro Rätsel (★ mit Par, ✔ gelöst, ○ mit Hilfe, … angefangen, – noch nicht);
# $link: ein Link zu den Rätseln des Tages oder der Befehl, der sie öffnet.
daily-share = puzzlebox { $date }: { $signs } · { $solved }/{ $of } · { $time }
    { $link }

hud-back-daily = ← Heute
hud-back-daily-hover = Zurück zu den Rätseln des Tages (Esc)
# A daily level's name, over its board.
daily-level-title = Tagesrätsel, { $date }

## On the stats screen
stats-daily = { $days ->
        [one] { $days } Tag gespielt
       *[other] { $days } Tage gespielt
    } · { $complete } mit allen fünf am selben Tag gelöst · ★ { $at_par } mit Par
