# Der Statistik-Bildschirm: die Summen jedes Rätsels, die Tabellen der gespielten Level und das Zurücksetzen.

stats-everything = { $solved } von { $levels } Levels gelöst, { $at_par } davon mit Par ohne Hilfe.
# A puzzle's totals, as a screen reader says them when the stats open.
stats-said-puzzle = { $puzzle }: { $totals }
stats-star-note = ★ steht für Par, erreicht ohne Tipp und ohne einen Zug des Lösers. Die Uhr läuft nur, solange das Level zu sehen ist und das Fenster den Fokus hat.
stats-none-tried = Noch kein Level versucht.

## Die Spaltenköpfe der Tabelle eines Rätsels (die kurzen auf schmalem Bildschirm)
stats-head-level = Level
stats-head-best = Beste
stats-head-time = Zeit
stats-head-best-moves = Beste Züge
stats-head-par = Par
stats-head-best-time = Bestzeit
stats-head-attempts = Versuche
stats-par-unaided-hover = Par ohne Hilfe erreicht

## Die Rekorde vergessen, zweimal gefragt
stats-reset = Zurücksetzen…
stats-reset-all = Gesamten Fortschritt zurücksetzen…
stats-reset-hover = Deine eigenen Levels und Einstellungen bleiben erhalten
stats-reset-yes = Ja, zurücksetzen
stats-reset-no = Nein
stats-rating = Wertung { $rating } ± { $range }
stats-no-rating = Noch keine Wertung: Zufallslevel und die Rätsel des Tages ergeben eine.
stats-finished-weeks = { $count ->
    [one] { $count } Level gelöst
   *[other] { $count } Levels gelöst
} in den letzten vier Wochen
stats-time-trend = Zeit pro Level { $before } → { $after }
stats-time-mean = Zeit pro Level { $time }
stats-hints-trend = Tipps pro Level { $before } → { $after }
stats-hints-mean = Tipps pro Level { $hints }
stats-over-par = { $percent } % über Par
stats-chart-finished = Gelöste Levels pro Tag und Zeit pro Level
stats-chart-rating = Wertung im Bereich, in dem sie wahrscheinlich liegt
stats-chart-most-levels = { $count ->
    [one] 1 Level
   *[other] { $count } Level
}
stats-chart-longest = { $time } je Level
stats-weeks-ago = vor 4 Wochen
stats-today = heute

## Dein Fortschritt in einer Datei
stats-file-heading = Dein Fortschritt in einer Datei
stats-file-note = Exportieren schreibt alles (Einstellungen, Rekorde, Verlauf, gebaute Levels) in eine Datei. Importieren führt so eine Datei mit deinem Fortschritt zusammen und behält das Beste aus beiden; die Datei aufs Fenster zu ziehen tut dasselbe.
stats-export = Fortschritt exportieren
stats-exported = Geschrieben nach { $path }
stats-downloaded = { $path } heruntergeladen
stats-import = Fortschritt importieren…
stats-import-path = Die zu importierende Datei
stats-import-this = Importieren

## Jedes Paket, und die Bestzeiten
stats-pack = { $pack }: { $solved } gelöst · { $tried } versucht · { $untouched } unberührt
stats-pack-whole = Eingebaute Levels
stats-bests = Bestzeiten, allein gewonnen: { $bests }
stats-best = { $difficulty } { $time }
