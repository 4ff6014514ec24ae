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

## 15er-Puzzle
fifteen-row-width = Eine Zeile muss { $least } bis { $most } Zahlen haben; diese hat { $count }
fifteen-row-unequal = Diese Zeile hat { $count } Zahlen, die erste Zeile aber { $first }; alle Zeilen müssen gleich viele haben
fifteen-height = Ein Brett muss { $least } bis { $most } Zeilen haben; dieses hat { $count }
fifteen-not-a-number = Hier sollte die Zahl eines Steins oder ein Leerzeichen stehen, aber da ist { $found }
fifteen-tile-too-large = Stein { $tile } ist zu groß: Ein { $width }×{ $height }-Brett hat die Steine 1 bis { $last } und 0 für die Lücke
fifteen-twice = { $tile ->
    [0] Die Lücke (0) kommt ein zweites Mal vor (zuerst in Zeile { $line }, Spalte { $column })
   *[other] Stein { $tile } kommt ein zweites Mal vor (zuerst in Zeile { $line }, Spalte { $column })
}

## Schiebepuzzle
klotski-not-a-cell = Erlaubt sind „.“ für ein leeres Feld und Buchstaben oder Ziffern für Blöcke, aber hier steht { $found }
klotski-row-unequal = Diese Zeile hat { $count } Felder, die erste Zeile aber { $first }; alle Zeilen müssen gleich lang sein
klotski-too-many-cells = Das Brett ist { $width }×{ $height } groß; ein Schiebepuzzle darf höchstens { $most } Felder haben
klotski-block-outside = Block „{ $block }“ muss ein ausgefülltes Rechteck sein, aber dieses Feld liegt außerhalb des Rechtecks, das in Zeile { $line }, Spalte { $column } beginnt
klotski-block-hole = Block „{ $block }“ muss ein ausgefülltes Rechteck sein, aber hier, mitten darin, steht { $found }
klotski-too-many-blocks = Das Brett hat { $count } Blöcke, mehr als die erlaubten { $most }
klotski-no-goal = Dem Level fehlt die Zeile mit dem Ziel: Schreibe über die Zeichnung eine wie „; goal: S 3,2“ (der Block, dann Spalte,Zeile seines Felds oben links)
klotski-unknown-metric = Unbekannte Zählweise „{ $metric }“; möglich sind „step“ (Schritte), „slide“ (Schübe) oder „move“ (Züge)
klotski-goal-not-drawn = Das Ziel nennt Block „{ $block }“, aber kein Block ist mit „{ $block }“ gezeichnet
klotski-goal-outside = Das Ziel setzt Block „{ $block }“ auf { $column },{ $row }, wo er über das { $width }×{ $height }-Brett hinausragen würde
klotski-goal-empty = Das Ziel ist leer: Ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
klotski-goal-block = Hier sollte der Buchstabe oder die Ziffer des Zielblocks stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
klotski-goal-space = Nach dem Block sollte ein Leerzeichen stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
# $key: goal-column oder goal-row.
klotski-goal-number = { $key ->
    [goal-row] Hier sollte die Zeile des Ziels stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
   *[other] Hier sollte die Spalte des Ziels stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
}
klotski-goal-comma = Zwischen Spalte und Zeile sollte ein Komma „,“ stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
klotski-goal-extra = Nach dem Ziel sollte nichts mehr stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)

## Shot
shot-empty-row = Leere Zeile: Zeichne leere Felder mit „.“
shot-row-unequal = Diese Zeile hat { $count } Felder, die erste Zeile aber { $first }; alle Zeilen müssen gleich lang sein
shot-no-ball = Das Brett hat keine Kugel; ein Shot-Level braucht mindestens eine
shot-mixed-balls = Dieses Brett zeichnet Kugeln mit „#“, also ist „o“ hier nicht erlaubt
shot-not-a-cell = Hier sollte „o“ für eine Kugel oder „.“ für ein leeres Feld stehen, aber da ist { $found }
shot-too-many-cells = Das Brett ist { $width }×{ $height } groß; ein Shot-Brett darf höchstens { $most } Felder haben

## Lichter (das Spielzeug-Rätsel)
lights-not-a-lamp = { $found } ist keine Lampe: Zeichne eine leuchtende Lampe mit „*“ und eine dunkle mit „.“
lights-too-many = Eine Reihe hat höchstens { $most } Lampen

## Schlangenwürfel (die Fehler der Kette selbst stehen bei den Wörtern des Rätsels)
snake-fold-not-a-twist = Hier sollte für jede Ecke eine Drehung von 0 bis 3 oder „.“ stehen, aber da ist { $found }
snake-fold-too-many = Mehr Drehungen, als die Kette Ecken hat ({ $corners })

## Kugel-Programmieren: die Karte
kodable-too-many-rows = Die Karte hat mehr als { $most } Zeilen
kodable-row-unequal = Diese Zeile hat { $count } Felder, die erste Zeile aber { $first }; alle Zeilen müssen gleich lang sein
kodable-no-ball = Die Karte hat keine Kugel: Markiere ihren Start mit „@“
kodable-no-target = Die Karte hat kein Ziel: Markiere es mit „t“
kodable-second-ball = Eine zweite Kugel „@“ (die erste steht in Zeile { $line }, Spalte { $column }); eine Karte hat genau eine
kodable-second-target = Ein zweites Ziel „t“ (das erste steht in Zeile { $line }, Spalte { $column }); eine Karte hat genau eins
kodable-too-many-bonuses = Mehr als { $most } Boni; eine Karte darf höchstens { $most } haben
kodable-empty-row = Leere Zeile mitten in der Karte: Jede Zeile braucht ihre Felder
kodable-too-many-tiles = Die Zeile hat mehr als { $most } Felder
kodable-tab = Zwischen Feldern steht ein Tabulatorzeichen; Felder werden durch ein einzelnes Leerzeichen getrennt
kodable-missing-space = Es fehlt ein Leerzeichen, bevor { $found } kommt: Felder werden durch ein einzelnes Leerzeichen getrennt
kodable-not-a-space = Zwischen Feldern sollte ein Leerzeichen stehen, aber da ist { $found }
kodable-starts-with-space = Eine Zeile beginnt mit einem Feld, nicht mit einem Leerzeichen
kodable-two-blanks = Felder werden durch ein einzelnes Leerzeichen getrennt; hier sind zwei Leerzeichen hintereinander
kodable-unknown-tile = { $found } ist kein bekanntes Feld: Verwende * (Gras), - (Weg), @ (Kugel), t (Ziel), b (Bonus) oder p, o, y (Farben: Rosa, Orange, Gelb)
kodable-no-blocks = Ein Programm braucht mindestens 1 Block: Das Blocklimit muss 1 oder mehr sein
kodable-toolbox-unknown = Unbekannter Block „{ $word }“ in der Werkzeugkiste; möglich sind „arrows“ (Pfeile), „conds“ (Farbbedingungen), „loops“ (Schleifen) oder „function“ (Funktion)
kodable-map-invalid = Diese Karte lässt sich nicht spielen
kodable-program-line = In der Programmzeile: { $why }

## Kugel-Programmieren: ein getipptes Programm (seine Wörter Up, Loop, Cond… gehören zur Schreibweise)
# $between: blocks oder actions.
program-no-space = { $between ->
    [actions] Zwischen Aktionen sollte ein Leerzeichen stehen, aber da ist { $found }
   *[other] Zwischen Blöcken sollte ein Leerzeichen stehen, aber da ist { $found }
}
# $block: loop oder cond; $expected: das erwartete Zeichen.
program-expected = { $block ->
    [loop] Hier sollte „{ $expected }“ stehen (eine Schleife schreibt man Loop{"{"}2{"}"}{"{"}Right,Down{"}"}), aber da ist { $found }
   *[other] Hier sollte „{ $expected }“ stehen (einen Cond schreibt man Cond{"{"}p{"}"}{"{"}Right{"}"}), aber da ist { $found }
}
program-no-action = Hier sollte eine Aktion stehen (Up, Down, Left, Right, Cond, Loop oder Function), aber da ist { $found }
program-loop-count = Hier sollte stehen, wie oft die Schleife läuft (eine Zahl von 1 bis { $most }), aber da ist { $found }
program-loop-zero = Eine Schleife muss mindestens einmal laufen, nicht 0-mal
program-loop-too-many = Eine Schleife läuft höchstens { $most }-mal, nicht { $count }-mal
program-loop-one = In eine Schleife gehören genau zwei Aktionen; diese hat nur eine
program-loop-more = In eine Schleife gehören genau zwei Aktionen; diese hat mehr
program-unknown-action = Unbekannte Aktion „{ $word }“
program-no-colour = Hier sollte eine Farbe stehen, aber da ist { $found }: Verwende p (Rosa), o (Orange) oder y (Gelb)
program-unknown-colour = Unbekannte Farbe „{ $word }“: Verwende p (Rosa), o (Orange) oder y (Gelb)
program-no-direction = Hier sollte eine Richtung stehen, aber da ist { $found }: Verwende Up, Down, Left oder Right
program-unknown-direction = Unbekannte Richtung „{ $word }“: Verwende Up (nach oben), Down (nach unten), Left (nach links) oder Right (nach rechts)
program-loop-in-loop = In eine Schleife passen zwei Pfeile oder Conds, keine weitere Schleife
program-function-in-loop = In eine Schleife passen zwei Pfeile oder Conds, kein Aufruf der Funktion (Function)
program-in-function = In der Funktion: { $why }
program-no-function-body = Das Programm ruft Function auf, aber die Funktion selbst fehlt
program-function-calls-itself = Die Funktion kann sich nicht selbst aufrufen
program-function-loop = In die Funktion passen drei Pfeile oder Conds, keine Schleife
program-function-too-long = Die Funktion braucht genau 3 Aktionen; sie hat mehr
program-function-length = Die Funktion braucht genau 3 Aktionen; sie hat { $count }
program-empty-slot = „?“ ist ein leerer Platz: Setze dort einen Pfeil oder einen Cond ein

## Levelcodes
code-damaged = Der Code ist beschädigt (seine Prüfsumme stimmt nicht): Wurde er vollständig kopiert?
code-no-unpack = Die Daten des Codes lassen sich nicht entpacken (oder sind größer als 1 MiB)
code-data-unread = Die Daten des Codes lassen sich nicht lesen
# $kind: die Dateiendung des Rätsels (shot, snake, klotski, kodable, fifteen, lights).
code-level-unread = Das Level im Code ({ $kind ->
    [shot] Shot
    [snake] Schlangenwürfel
    [klotski] Schiebepuzzle
    [kodable] Kugel-Programmieren
    [fifteen] 15er-Puzzle
    [lights] Lichter
   *[other] { $kind }
}) lässt sich nicht lesen: { $why }
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
