# Warum sich eine Leveldatei, ein Levelcode oder ein getipptes Programm nicht lesen lässt. Die
# ID jeder Meldung ist der Name, den die Leser der Rätsel diesem Fehler geben. Die Sätze enden
# ohne Punkt: Das Spiel setzt sie in einen Rahmen („levels/x.shot, Zeile 3, Spalte 5: …“).
#
# Argumente:
#   $found: was dort steht, wo etwas anderes erwartet wurde, wie die found-…-Meldungen unten
#           es schreiben („x“, ein Leerzeichen, das Ende des Textes); alle sind sächlich, damit
#           sie im Nominativ wie im Akkusativ passen;
#   $line, $column: eine Stelle im Text, ab 1 gezählt;
#   $why: der Satz eines anderen Fehlers, den diese Meldung einrahmt.

## Was gefunden wurde
found-end = das Ende des Textes
found-space = ein Leerzeichen
found-tab = ein Tabulatorzeichen
found-control = das Steuerzeichen U+{ $code }
found-invisible = das unsichtbare Zeichen U+{ $code }
found-char = „{ $char }“
found-char-code = „{ $char }“ (U+{ $code })

# Ein Fehler an einer Stelle eines Textes.
error-at-place = Zeile { $line }, Spalte { $column }: { $why }

## Jede Leveldatei
# $key: par, blocks, solutions, seed (eine Zeile `; key: value`), goal-column oder goal-row (im
# Ziel eines Schiebepuzzles).
file-number-too-large = { $key ->
    [goal-column] Die Spalte des Ziels „{ $text }“ ist zu groß: Erlaubt sind höchstens { $most }
    [goal-row] Die Zeile des Ziels „{ $text }“ ist zu groß: Erlaubt sind höchstens { $most }
   *[other] Der Wert „{ $text }“ für { $key } ist zu groß: Erlaubt sind höchstens { $most }
}
file-number-expected = { $key ->
    [goal-column] Die Spalte des Ziels muss eine ganze Zahl sein, nicht „{ $text }“
    [goal-row] Die Zeile des Ziels muss eine ganze Zahl sein, nicht „{ $text }“
   *[other] Der Wert für { $key } muss eine ganze Zahl sein, nicht „{ $text }“
}
file-key-twice = „{ $key }“ kommt ein zweites Mal vor (zuerst in Zeile { $first }): Gib es nur einmal an
file-empty = Die Datei ist leer: Die Zeichnung des Levels fehlt
file-no-drawing = Das Level hat nur Metadaten (Zeilen mit „;“) oder leere Zeilen: Seine Zeichnung fehlt

## Kugel-Programmieren: ein getipptes Programm (seine Wörter Up, Loop, Cond… gehören zur Schreibweise)
program-loop-in-loop = In eine Schleife passen zwei Pfeile oder Conds, keine weitere Schleife

## Levelcodes
code-damaged = Der Code ist beschädigt (seine Prüfsumme stimmt nicht): Wurde er vollständig kopiert?
code-no-unpack = Die Daten des Codes lassen sich nicht entpacken (oder sind größer als 1 MiB)
code-data-unread = Die Daten des Codes lassen sich nicht lesen
code-level-unread = Das Level im Code ({ $puzzle }) lässt sich nicht lesen: { $why }
code-too-many-moves = Der Code enthält { $count } Züge; ein Code, auch der eines angefangenen Levels, enthält höchstens { $most }
code-move-unread = Zug { $number } des Codes ist kein Zug dieses Rätsels
code-too-long = Der Code ist länger als { $most } Zeichen
code-not-a-code = Ein Levelcode beginnt mit „{ $start }“
code-newer = Der Code hat Version { $version } und ist zu neu für dieses puzzlebox (es liest Version { $read })
code-bad-character = Zeichen { $number } des Codes ({ $found }) darf in keinem Code vorkommen
code-cut = Der Code ist abgeschnitten oder hat ein Zeichen zu viel
code-too-short = Der Code ist zu kurz für ein Level
code-move-refused = Zug { $number } des Codes lässt sich nicht ausführen: { $why }
# Ein Zug, abgelehnt aus einem Grund, auf den kein Spieler beim Spielen trifft.
move-refused = Dieser Zug ist dort nicht möglich

## Daten (die Tagesauswahl)
date-format = Hier sollte ein Datum der Form JJJJ-MM-TT stehen, etwa 2026-11-26, aber da ist „{ $text }“
date-no-such-day = Den Tag { $text } gibt es nicht
