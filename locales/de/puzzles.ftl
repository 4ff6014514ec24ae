# Die eigenen Wörter jedes Rätsels: seine Züge, wie ein Tipp sie nennt, warum ein Zug abgelehnt
# wird, und die Zeilen seiner eigenen Felder.

## Shot
shot-move = { $dir ->
    [up] schnippe die Kugel in Zeile { $row }, Spalte { $col } nach oben
    [down] schnippe die Kugel in Zeile { $row }, Spalte { $col } nach unten
    [left] schnippe die Kugel in Zeile { $row }, Spalte { $col } nach links
   *[right] schnippe die Kugel in Zeile { $row }, Spalte { $col } nach rechts
}
shot-picked-help = Kugel gewählt: Ein Pfeil schnippt sie · Enter oder Esc legt sie ab (noch einmal Esc: zurück)
shot-refused-no-ball-here = Dort liegt keine Kugel: Bewege den Cursor erst auf eine Kugel
shot-refused-no-ball = Dort liegt keine Kugel zum Schnippen
shot-refused-edge = Eine Kugel kann nicht vom Brett geschnippt werden
shot-refused-next-to = Eine Kugel kann nicht gegen eine direkt danebenliegende Kugel geschnippt werden
shot-refused-nothing-ahead = Eine Kugel kann nicht vom Brett geschnippt werden: Vor ihr liegt nichts, das sie aufhält

## Schiebepuzzle
klotski-move = { $shape ->
    [red] schiebe den roten Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
    [small] schiebe den kleinen Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
    [tall] schiebe den hohen Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
    [wide] schiebe den breiten Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
   *[other] schiebe den { $width }×{ $height }-Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
}
klotski-picked-help = Block aufgenommen: Die Pfeile bewegen ihn · Enter oder Esc setzt ihn ab (noch einmal Esc: zurück)
klotski-refused-blocked = Dieser Block kann nicht dorthin: Der Weg ist versperrt
klotski-refused-edge = Dieser Block kann nicht in diese Richtung: Er steht am Rand

## 15er-Puzzle
fifteen-move = { $dir ->
    [up] schiebe Stein { $tile } nach oben
    [down] schiebe Stein { $tile } nach unten
    [left] schiebe Stein { $tile } nach links
   *[right] schiebe Stein { $tile } nach rechts
}
fifteen-refused-hole = Das ist die Lücke: Klicke auf einen Stein in ihrer Zeile oder Spalte
fifteen-refused-out-of-line = Nur Steine in der Zeile oder Spalte der Lücke lassen sich schieben
fifteen-numbers-switch = Zahlen (T)
fifteen-preparing = Der Löser wird vorbereitet… { $percent } %
fifteen-thinking = Denke nach…

## Schlangenwürfel
snake-twist = { $quarters ->
    [0] Kehre
    [1] Vierteldrehung
    [2] Zickzack
   *[3] Dreivierteldrehung
}
snake-move = { $quarters ->
    [0] falte Ecke { $n } zu einer Kehre
    [1] gib Ecke { $n } eine Vierteldrehung
    [2] mach aus Ecke { $n } einen Zickzack
   *[3] gib Ecke { $n } eine Dreivierteldrehung
}
snake-move-straighten = stelle Ecke { $n } gerade
snake-move-by = { $move }: { $keys }
snake-my-chain = Meine Schlange
snake-letter-hover = Buchstabe { $number }
snake-chain-bad-letter = Eine Kette besteht nur aus F (geradeaus) und T (abbiegen), nicht aus { $found }
snake-chain-no-letters = Die Kette hat keine Buchstaben: Schreibe sie mit F (geradeaus) und T (abbiegen)
snake-chain-length = { $letters ->
    [one] Die Kette hat { $letters } Buchstaben, aber eine Kette, die sich zum Würfel falten lässt, hat 7, 26, 63 oder 124
   *[other] Die Kette hat { $letters } Buchstaben, aber eine Kette, die sich zum Würfel falten lässt, hat 7, 26, 63 oder 124
}
snake-chain-long-run = Die Würfel { $first } bis { $last } liegen in einer Geraden von { $cubes }, länger als die Seite des { $side }×{ $side }×{ $side }-Würfels

## Kugel-Programmieren
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

## Kugel-Programmieren: warum ein Programm noch nicht läuft oder eine Änderung abgelehnt wird
kodable-fill-loop = Die Schleife bei Block { $block } braucht zwei Blöcke: Fülle ihren leeren Platz.
kodable-fill-function = Das Programm ruft die Funktion auf, aber sie hat leere Plätze: Fülle alle drei.
kodable-empty-program = Das Programm ist leer: Füge Blöcke aus der Palette hinzu oder drücke die Pfeiltasten.
kodable-over-limit = Diese Karte erlaubt höchstens { $limit } Blöcke, das Programm hat { $size }: Eine Schleife oder die Funktion sagt mehr mit weniger Blöcken.
kodable-loop-holds = In eine Schleife passen zwei Pfeile oder Farbblöcke, keine Schleife und keine Funktion.
kodable-function-holds = In die Funktion passen drei Pfeile oder Farbblöcke, keine Schleife und keine Funktion.
kodable-most-blocks = Ein Programm hat höchstens { $most } Blöcke.

## Tipps beim Kugel-Programmieren: $block ist ein Block in der Schreibweise des Programms (Right, Loop{"{"}2{"}"}{"{"}Down,Right{"}"}…)
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

## Der Lauf, Aktion für Aktion: $action in der Schreibweise des Programms
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
kodable-ended = Das Programm endete vor dem Ziel ({ $taken } von { $total } Boni genommen). Füge Blöcke hinzu und starte es noch einmal.
kodable-no-function = Das Programm ruft die Funktion auf, aber die Funktion ist leer.

## Kugel-Programmieren: Schleife und Cond, wie ein Block in einem Satz geschrieben wird (die Richtungen sind Pfeile)
kodable-say-cond = „wenn das Feld { $colour } ist, geh nach { $way }“
kodable-say-loop = „{ $times }-mal wiederholen: { $body }“
kodable-say-function = F (dein eigener Block)

## Refusals the rules name (crates/puzzles: IllegalMove::named), not said above
klotski-refused-no-block = Dort hat kein Block seine linke obere Ecke
klotski-refused-one-cell = In Schritten gezählt zieht ein Block nur ein Feld weit
klotski-refused-straight = In Schüben gezählt zieht ein Block nur geradeaus
klotski-refused-too-far = So weit kann dieser Block nicht rutschen: Etwas ist im Weg
fifteen-refused-not-next-to-hole = Plättchen { $tile } liegt nicht neben der Lücke
snake-refused-straight = Würfel { $cube } geht geradeaus: Nur Eckwürfel drehen sich
snake-refused-same-twist = Diese Ecke ist schon so gedreht

## Das Brett, vorgelesen
shot-board-line = { $balls ->
    [one] 1 Kugel übrig
   *[other] { $balls } Kugeln übrig
} auf einem Brett, { $width } breit und { $height } hoch
shot-board-row = { $count ->
    [one] eine Kugel in Spalte { $columns }
   *[other] Kugeln in den Spalten { $columns }
}
klotski-board-line = Der rote Block steht in { $at }; sein Ziel ist { $goal }
klotski-board-block = { $shape ->
    [red] der rote Block
    [small] ein kleiner Block
    [tall] ein hoher Block
    [wide] ein breiter Block
   *[other] ein { $width }×{ $height }-Block
} in { $at }
klotski-board-empty = Frei: { $cells }
fifteen-board-line = { $width } mal { $height }, { $out ->
    [0] jeder Stein an seinem Platz
    [one] 1 Stein nicht an seinem Platz
   *[other] { $out } Steine nicht an ihrem Platz
}
fifteen-board-gap = Lücke
fifteen-cursor-gap = Die Lücke ist in { $at }
snake-board-overlapping = { $cubes ->
    [one] 1 Würfel überlappt einen anderen
   *[other] { $cubes } Würfel überlappen sich
}
snake-board-outside = { $cubes } Würfel außerhalb der Kiste
snake-board-corner = Ecke { $n }, bei Würfel { $cube }: { $how }
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
shot-cursor-ball = { $at }: eine Kugel
shot-cursor-empty = { $at }: leer
shot-cursor-picked = { $at }: die Kugel ist gewählt; ein Pfeil schnippt sie
klotski-cursor-picked = Gewählt: { $block }; die Pfeile bewegen ihn
kodable-cursor-end = Am Ende des Programms
kodable-cursor-before = Vor Block { $block }
kodable-cursor-loop = Schleife { $block }, Platz { $slot }
kodable-cursor-function = Funktion, Platz { $slot }
