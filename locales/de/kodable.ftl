# Every word of this puzzle (kodable): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-kodable = Kugel-Programmieren
puzzle-kodable-blurb = Schreibe ein kleines Programm, das die Kugel ins Ziel rollt.
levels-map-size = Größe
chapter-kodable-roll = Rollen
chapter-kodable-roll-teaches = Die Pfeile: Die Kugel rollt, bis etwas sie aufhält.
chapter-kodable-colours = Farben
chapter-kodable-colours-teaches = „Wenn das Feld rosa ist“: Die Kugel biegt auf einem bunten Feld ab.
chapter-kodable-loops = Schleifen
chapter-kodable-loops-teaches = Eine Schleife macht ihre zwei Blöcke immer wieder.
chapter-kodable-function = Dein eigener Block
chapter-kodable-function-teaches = F: drei Blöcke, einmal geschrieben und oft benutzt.
chapter-kodable-together = Alles zusammen
chapter-kodable-together-teaches = Alle Blöcke, die du kennst, auf größeren Karten.
chapter-kodable-challenges = Herausforderungen
chapter-kodable-challenges-teaches = Zwei Kniffe für schwere Karten: Ein Farbblock in einer Schleife schaut in jeder Runde auf sein Feld, und eine Schleife aus ↓ ↑ rollt die Kugel hin und zurück.
win-edit-program = Programm bearbeiten
kodable-loop-cut-short = seine Schleife wurde nie wiederholt, darum zählt sie als zwei Blöcke
kodable-detail = { $puzzle } · Karte { $cols }×{ $rows }
kodable-action = Aktion { $at } von { $of }: { $what }
kodable-start-line = Baue ein Programm aus den Blöcken und drücke dann Start. Die Kugel rollt, bis etwas sie aufhält.
kodable-cannot-up = Kann nicht nach oben
kodable-cannot-down = Kann nicht nach unten
kodable-cannot-left = Kann nicht nach links
kodable-cannot-right = Kann nicht nach rechts
kodable-blocked-line = { $cannot }: Der Weg ist versperrt. Ändere das Programm und starte es noch einmal.
kodable-bubble-ended = Hier endete das Programm
kodable-bubble-no-function = Die Funktion ist leer
kodable-par-hover = Blöcke eines optimalen Programms (eines, das alle erreichbaren Boni nimmt)
kodable-blocks = Blöcke { $size }
kodable-blocks-limit = Blöcke { $size } · höchstens { $limit }
kodable-blocks-limit-short = Blöcke { $size } / { $limit }
kodable-blocks-limit-hover = Blöcke im Programm und die Höchstzahl, die diese Karte erlaubt
kodable-run-counts = Der Lauf zählt { $size }: { $why }.
kodable-bonuses-hover = In diesem Lauf genommene Boni, von allen auf der Karte
kodable-run = Start
kodable-go-on = Weiter
kodable-step = Schritt
kodable-reset = Zurücksetzen
kodable-speed-hover = Tempo: wie schnell die Kugel rollt (- und =)
kodable-solvable = Lösbar?
kodable-new-map = Neue Karte
kodable-blocks-heading = Blöcke
kodable-program-heading = Programm
kodable-function-heading = Funktion
kodable-text-heading = Als Text
kodable-how-heading = So funktioniert's
kodable-keys-heading = Tasten
kodable-how-arrow = Ein Pfeil rollt die Kugel, bis Gras oder der Rand sie aufhält. Ein Pfeil direkt ins Gras ist ein Fehler: Das Programm hält dort an.
kodable-how-cond = „Wenn das Feld rosa ist, geh nach unten“ bewegt die Kugel nur, wenn sie auf einem rosa Feld steht; beim Rollen direkt davor hält sie auf dem ersten rosa Feld.
kodable-how-loop = Eine Schleife führt ihre zwei Blöcke immer wieder aus: ×3 heißt dreimal.
kodable-how-function = F ist dein eigener Block: Lege einmal drei Blöcke in die Funktion, und jedes F führt sie aus.
kodable-how-bonus = Sterne: einen fürs Erreichen des Ziels; einen zweiten, wenn du dabei auch jeden ★ mitnimmst; einen dritten, wenn du beides mit nicht mehr Blöcken als Par schaffst.
kodable-way-up = oben
kodable-way-down = unten
kodable-way-left = links
kodable-way-right = rechts
kodable-colour-pink = Rosa
kodable-colour-orange = Orange
kodable-colour-yellow = Gelb
# The letter on a colour's tiles and blocks: one character, the three told apart.
kodable-letter-pink = R
kodable-letter-orange = O
kodable-letter-yellow = G
kodable-palette-roll = Nach { $way } rollen, bis etwas die Kugel aufhält (Taste { $key })
kodable-palette-loop = Schleife: führt ihre zwei Blöcke immer wieder aus (Taste L; Ziffern sagen, wie oft)
kodable-palette-function = F: führt die drei Blöcke deiner Funktion aus (Taste F)
kodable-palette-cond = Wenn das Feld { $colour } ist, geh nach { $way }: Beim Rollen davor hält die Kugel auf dem ersten Feld in { $colour } (Taste C, dann { $key }).
kodable-if-on = Wenn das Feld
kodable-roll = ist, geh:
kodable-cond-armed = Wenn das Feld { $colour } ist: Drücke eine Pfeiltaste für die Richtung (C: nächste Farbe, Esc: abbrechen)
kodable-colour-hover = Blöcke für Felder in { $colour }
kodable-function-calls = { $calls ->
    [0] noch nicht aufgerufen: füge F-Blöcke hinzu
    [one] einmal aufgerufen
   *[other] { $calls }-mal aufgerufen
}
kodable-slot-hover = Klicken, um den nächsten Block hier einzusetzen; Rechtsklick leert den Platz
kodable-text-hint = Tippe ein Programm (T) in der Schreibweise der Level-Dateien, deren Wörter in jeder Sprache englisch sind (Right = →, Loop = Schleife, Function = Funktion, p o y = Rosa Orange Gelb), z. B. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-in-blocks = In Blöcken: { $program }
kodable-text-use = Text übernehmen
kodable-text-use-hover = Den Text ins Programm übernehmen (Enter)
kodable-text-forget = Verwerfen
kodable-text-forget-hover = Wieder das Programm zeigen (Esc)
kodable-text-error = Spalte { $column }: { $message }.
kodable-hint-keep-then = { $keep ->
    [one] behalte 1 Block, dann
   *[other] behalte { $keep } Blöcke, dann
}
kodable-hint-add = füge hinzu
kodable-hint-start-with = fang neu an mit
kodable-hint-and-function = und die Funktion
kodable-hint-keep-only = behalte nur die ersten { $keep } Blöcke
kodable-hint-do-it = Anwenden
kodable-program-empty = Blöcke anklicken oder hierher ziehen, oder Pfeiltasten drücken
kodable-program-empty-touch = Tippe oben auf Blöcke oder ziehe sie hierher
kodable-undo-hover = Letzte Änderung zurücknehmen (Z)
kodable-clear = Leeren
kodable-clear-hover = Alle Blöcke entfernen (Umschalt+Rücktaste)
kodable-block-number = Block { $number }
kodable-move-left-hover = Nach links schieben (Strg+←)
kodable-move-right-hover = Nach rechts schieben (Strg+→)
kodable-remove-hover = Entfernen (Rücktaste)
kodable-repeat = Schleife wiederholen
kodable-fewer-hover = Weniger oft (oder 1–9 drücken)
kodable-more-hover = Öfter (oder 1–9 drücken)
kodable-loop-hover = Eine Schleife. Zum Verschieben ziehen; × oder Rechtsklick entfernt sie
kodable-function-hover = Führt die drei Blöcke der Funktion aus. Zum Verschieben ziehen; × oder Rechtsklick entfernt ihn
kodable-block-hover = Zum Verschieben ziehen; × oder Rechtsklick entfernt ihn
kodable-times-hover = Wie oft sie läuft: obere Hälfte klicken für mehr, untere für weniger, oder 1–9 drücken
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = einen Pfeil hinzufügen
kodable-key-2 = C, dann ein Pfeil
kodable-key-2-does = einen Farbblock hinzufügen (noch einmal C: nächste Farbe)
kodable-key-3 = L / F
kodable-key-3-does = eine Schleife / einen Aufruf der Funktion hinzufügen
kodable-key-4 = 2 … 9
kodable-key-4-does = wie oft die aktuelle Schleife läuft
kodable-key-5 = Umschalt + ← →
kodable-key-5-does = den Cursor bewegen (in Schleifen und die Funktion)
kodable-key-6 = Umschalt + ↓ / ↑
kodable-key-6-does = zur Funktion / zurück zum Programm
kodable-key-7 = Strg + ← →
kodable-key-7-does = den aktuellen Block verschieben
kodable-key-8 = Rücktaste / Entf
kodable-key-8-does = einen Block entfernen oder einen Platz leeren
kodable-key-9 = T
kodable-key-9-does = das Programm als Text tippen
kodable-key-10 = Leertaste / Enter
kodable-key-10-does = starten oder anhalten / ein Schritt
kodable-key-11 = R / Esc
kodable-key-11-does = Kugel zurück zum Start
kodable-key-12 = K H S N
kodable-key-12-does = prüfen, Tipp (noch einmal H fügt ihn ein), lösen, neue Karte
kodable-key-13 = Z / Y
kodable-key-13-does = Änderung rückgängig / wiederholen
kodable-key-14 = - / =
kodable-key-14-does = langsamer / schneller
kodable-new-block = NEU
kodable-coach-arrows = Klicke auf einen Pfeil, um ihn in dein Programm zu legen, dann auf Start. Die Kugel rollt, bis etwas sie aufhält.
kodable-coach-conds = Neuer Block! „Wenn das Feld rosa ist, geh nach unten“: Die Kugel hält auf dem rosa Feld an und biegt dort ab.
kodable-coach-loops = Neuer Block! Eine Schleife wiederholt ihre zwei Blöcke. Lege zwei Pfeile hinein und wähle dann, wie oft.
kodable-coach-function = Neuer Block! F ist dein eigener Block: Fülle einmal die drei Plätze der Funktion und nimm F dann, so oft du willst.

## How to play
kodable-rule-1 = Schreibe ein Programm, das die Kugel ins Ziel rollt.
kodable-rule-2 = Ein Pfeil rollt die Kugel, bis etwas sie aufhält. Neue Blöcke kommen einer nach dem anderen, jeder mit eigenen Levels: „Wenn das Feld rosa ist, geh nach unten“, Schleifen, die zwei Blöcke wiederholen, und F, dein eigener Block aus drei.
kodable-rule-3 = Drei Sterne: Erreiche das Ziel, nimm jeden ★ unterwegs mit und brauche nicht mehr Blöcke als Par.
kodable-control-1 = Blöcke klicken oder ziehen
kodable-control-1-does = sie ins Programm setzen (oder es tippen)
kodable-control-2 = Leertaste
kodable-control-2-does = das Programm laufen lassen oder anhalten
kodable-control-3 = Enter
kodable-control-3-does = es Schritt für Schritt laufen lassen
kodable-help = Baue ein Programm aus den Blöcken und drücke dann Start
kodable-touch-1 = Blöcke antippen oder ziehen
kodable-touch-1-does = sie ins Programm setzen
kodable-touch-2 = Start, Schritt
kodable-touch-2-does = das Programm laufen lassen, oder Schritt für Schritt
kodable-touch-help = Baue ein Programm aus den Blöcken und tippe dann auf Start

## The first level's guide
guide-kodable-1 = Klick auf einen Pfeil bei den Blöcken, um ihn in dein Programm zu legen: Die Kugel rollt in diese Richtung.
guide-kodable-1-touch = Tipp auf einen Pfeil bei den Blöcken, um ihn in dein Programm zu legen: Die Kugel rollt in diese Richtung.
guide-kodable-2 = Drück jetzt Start (Leertaste) und schau, wie die Kugel rollt, bis etwas sie aufhält. Leg mehr Pfeile dazu, wenn sie abbiegen muss.
guide-kodable-2-touch = Tipp jetzt auf Start und schau, wie die Kugel rollt, bis etwas sie aufhält. Leg mehr Pfeile dazu, wenn sie abbiegen muss.

## Its levels and chapters
level-kodable-01-first-roll = Erstes Rollen
level-kodable-02-round-the-corner = Um die Ecke
level-kodable-03-there-and-back = Hin und zurück
level-kodable-04-a-star-on-the-way = Ein Stern auf dem Weg
level-kodable-05-zigzag = Zickzack
level-kodable-06-stop-on-pink = Halt auf Rosa
level-kodable-07-a-yellow-turn = Gelb abbiegen
level-kodable-08-two-colours = Zwei Farben
level-kodable-09-stairs = Treppe
level-kodable-10-steps-and-stars = Stufen und Sterne
level-kodable-11-pink-steps = Rosa Stufen
level-kodable-12-winding-down = Schlängelnd hinab
level-kodable-13-four-bends = Vier Kurven
level-kodable-14-stairs-bends-and-a-pink-door = Treppen, Kurven, eine rosa Tür
level-kodable-15-the-long-road = Der lange Weg
level-kodable-16-the-maze = Der Irrgarten

## Moves, refusals and hints in words
kodable-columns-hover = Spalten der neuen Karte
kodable-rows-hover = Zeilen der neuen Karte
kodable-checking = Die Karte wird geprüft…
kodable-making-map = Eine neue Karte entsteht…
kodable-check-failed = Die Karte ließ sich nicht prüfen; versuch es noch einmal.
kodable-new-map-failed = Es ließ sich keine neue Karte erstellen; versuch es noch einmal.
kodable-solvable-line = Lösbar: Ein Programm kann die Kugel ins Ziel rollen.
kodable-solvable-bonuses = Lösbar: Ein Programm kann die Kugel ins Ziel rollen und dabei bis zu { $most } von { $total } Boni nehmen.
kodable-not-solvable = Nicht lösbar: Kein Programm kann die Kugel ins Ziel rollen.
kodable-too-large = Die Karte ist zu groß, um sie mit dem Rechenbudget des Lösers zu prüfen.
kodable-nothing-to-undo = Nichts rückgängig zu machen.
kodable-nothing-to-redo = Nichts zu wiederholen.
kodable-solver-program = Das Programm des Lösers: { $size } Blöcke, { $bonuses } von { $total } Boni. Sieh zu, wie es läuft; Z nimmt seine Blöcke einzeln zurück.
kodable-fill-loop = Die Schleife bei Block { $block } braucht zwei Blöcke: Fülle ihren leeren Platz.
kodable-fill-function = Das Programm ruft die Funktion auf, aber sie hat leere Plätze: Fülle alle drei.
kodable-empty-program = Das Programm ist leer: Füge Blöcke aus der Palette hinzu oder drücke die Pfeiltasten.
kodable-over-limit = Diese Karte erlaubt höchstens { $limit } Blöcke, das Programm hat { $size }: Eine Schleife oder die Funktion sagt mehr mit weniger Blöcken.
kodable-loop-holds = In eine Schleife passen zwei Pfeile oder Farbblöcke, keine Schleife und keine Funktion.
kodable-function-holds = In die Funktion passen drei Pfeile oder Farbblöcke, keine Schleife und keine Funktion.
kodable-most-blocks = Ein Programm hat höchstens { $most } Blöcke.
kodable-hint-wins = Dein Programm gewinnt schon: Drücke Start.
kodable-hint-block-and-function = { $block } (die Funktion: { $body })
kodable-hint-add-next = Tipp: Füge als Nächstes { $block } hinzu; das beste Programm, das wie deins beginnt, hat { $size ->
    [one] { $size } Block
   *[other] { $size } Blöcke
 }.
kodable-hint-start-again = Tipp: Kein Programm, das so beginnt, kann gewinnen. Fang neu an mit { $block }.
kodable-hint-keep-first = Tipp: Behalte { $keep ->
    [one] den ersten Block
   *[other] die ersten { $keep } Blöcke
 }; Block { $wrong } ist falsch. Setze dort { $block } ein.
kodable-hint-remove-rest = Tipp: { $keep ->
    [one] Der erste Block gewinnt schon
   *[other] Die ersten { $keep } Blöcke gewinnen schon
 }; der Rest verdirbt es.
kodable-hint-other = Tipp: { $edit }.
kodable-step-block = Block { $block }
kodable-step-loop = Block { $block }, Runde { $round }, Platz { $slot }
kodable-step-function = Block { $block }, Platz { $slot } der Funktion
kodable-step-words = { $action } ({ $part }): { $stop ->
    [wall] rollte { $cells ->
        [one] { $cells } Feld
       *[other] { $cells } Felder
    } bis zu einem Hindernis
    [target] rollte { $cells ->
        [one] { $cells } Feld
       *[other] { $cells } Felder
    } ins Ziel
    [colour] rollte { $cells ->
        [one] { $cells } Feld
       *[other] { $cells } Felder
    } und hielt auf einem Feld in { $colour }, bereit für den Farbblock danach
    [not-on] nicht auf { $colour }: nichts geschieht
    [blocked] { $dir ->
        [up] kann nicht nach oben
        [down] kann nicht nach unten
        [left] kann nicht nach links
       *[right] kann nicht nach rechts
    }
   *[nothing] nichts geschieht
 }{ $bonuses ->
    [0] {""}
    [one] , nimmt einen Bonus
   *[other] , nimmt { $bonuses } Boni
}
kodable-won = Die Kugel hat das Ziel mit { $size ->
    [one] { $size } Block
   *[other] { $size } Blöcken
 } erreicht{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-every-bonus = Die Kugel hat das Ziel mit allen Boni und { $size ->
    [one] { $size } Block
   *[other] { $size } Blöcken
 } erreicht{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-bonuses = Die Kugel hat das Ziel mit { $bonuses } von { $of } Boni und { $size ->
    [one] { $size } Block
   *[other] { $size } Blöcken
 } erreicht{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-ended = Das Programm endete vor dem Ziel ({ $taken } von { $total } { $total ->
    [one] Bonus
   *[other] Boni
} genommen). Füge Blöcke hinzu und starte es noch einmal.
kodable-ended-cond-idle = Das Programm endete vor dem Ziel. Dein Block für { $colour } hat die Kugel nie gedreht: Direkt davor muss die Kugel auf ein Feld in { $colour } rollen.
kodable-ended-short = Das Programm endete vor dem Ziel. Füge Blöcke hinzu oder lass eine Schleife öfter laufen, und starte es noch einmal.
kodable-idea-colour = Tipp: Die Kugel muss auf dem Feld in { $colour } abbiegen. Wähle { $colour } neben „Wenn das Feld“ und setze einen Block dieser Farbe ein. (Noch einmal H zeigt, wo.)
kodable-no-function = Das Programm ruft die Funktion auf, aber die Funktion ist leer.
kodable-say-cond = „wenn das Feld { $colour } ist, geh nach { $way }“
kodable-say-loop = „{ $times }-mal wiederholen: { $body }“
kodable-say-function = F (dein eigener Block)
kodable-board-program = { $blocks ->
    [0] Das Programm ist leer
   *[other] Das Programm: { $program }
}
kodable-board-function = Die Funktion: { $function }
kodable-board-map = Die Kugel startet in { $ball }; das Ziel ist in { $target }; { $count ->
    [0] keine Boni
    [one] ein Bonus in { $bonuses }
   *[other] Boni in { $bonuses }
}
kodable-board-empty-slot = leer
kodable-board-grass = Gras
kodable-board-path = Weg
kodable-board-bonus = Bonus
kodable-board-target = Ziel
kodable-cursor-end = Am Ende des Programms
kodable-cursor-before = Vor Block { $block }
kodable-cursor-loop = Schleife { $block }, Platz { $slot }
kodable-cursor-function = Funktion, Platz { $slot }

## The solver's lines and hints
play-program-already-wins = Dein Programm gewinnt schon: Drück auf Start.
play-hint-fill-loop = Die Schleife bei Block { $block } braucht zwei Blöcke: Füll ihren leeren Platz. Dann frag nach einem Tipp.
play-hint-fill-function = Das Programm ruft die Funktion auf, aber sie hat leere Plätze: Füll alle drei. Dann frag nach einem Tipp.
play-no-program-wins = Auf dieser Karte bringt kein Programm die Kugel ins Ziel.

## The level editor
editor-unsolvable-kodable = Nicht lösbar: Kein Programm rollt die Kugel ins Ziel.
# Was das Urteil bei Kugel-Programmieren über das beste Programm hinzufügt.
editor-note-every-bonus = nimmt jeden Bonus
editor-note-bonuses = nimmt { $taken } von { $of } Boni
editor-kodable-paint = Malen
editor-kodable-path = Weg
editor-kodable-grass = Gras
editor-kodable-ball = Kugel
editor-kodable-target = Ziel
editor-kodable-bonus = Bonus
editor-kodable-pink = Rosa
editor-kodable-orange = Orange
editor-kodable-yellow = Gelb
editor-kodable-paint-hover = Klicke oder ziehe über die Karte, um damit zu malen
editor-kodable-limit = Blocklimit
editor-kodable-limit-hover = Höchstzahl der Blöcke in einem Programm (0: unbegrenzt)

## What cannot be read
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
program-function-in-loop = In eine Schleife passen zwei Pfeile oder Conds, kein Aufruf der Funktion (Function)
program-in-function = In der Funktion: { $why }
program-no-function-body = Das Programm ruft Function auf, aber die Funktion selbst fehlt
program-function-calls-itself = Die Funktion kann sich nicht selbst aufrufen
program-function-loop = In die Funktion passen drei Pfeile oder Conds, keine Schleife
program-function-too-long = Die Funktion braucht genau 3 Aktionen; sie hat mehr
program-function-length = Die Funktion braucht genau 3 Aktionen; sie hat { $count }
program-empty-slot = „?“ ist ein leerer Platz: Setze dort einen Pfeil oder einen Cond ein

## A level list's line of details
kodable-summary-map = Karte { $cols }×{ $rows }
kodable-summary-bonuses = { $count ->
    [one] { $count } Bonus
   *[other] { $count } Boni
}

## An edit of the program, as a screen reader says it
kodable-edit-added = Hinzugefügt: { $block }
kodable-edit-added-loop = Schleife hinzugefügt
kodable-edit-added-function = Funktion hinzugefügt
kodable-edit-removed = Block entfernt
kodable-edit-emptied = Platz geleert
kodable-edit-moved = Block verschoben
kodable-edit-times = Schleife { $block } läuft { $times }-mal
kodable-edit-cleared = Programm gelöscht
kodable-edit-typed = Programm eingetippt
kodable-edit-hinted = Block aus dem Tipp hinzugefügt
kodable-edit-kept = Die ersten { $keep } Blöcke behalten
