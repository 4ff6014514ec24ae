# Every word of this puzzle (shot): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-shot = Shot
puzzle-shot-blurb = Schnippe Kugeln gegeneinander, bis nur noch eine übrig ist.

## How to play
shot-rule-1 = Lass nur eine Kugel auf dem Brett übrig.
shot-rule-2 = Schnippe eine Kugel nach oben, unten, links oder rechts. Sie rollt, bis sie auf eine andere Kugel trifft, und bleibt auf dem Feld direkt davor liegen; die getroffene Kugel wird weitergestoßen (in einer Reihe sich berührender Kugeln bewegt sich die letzte) und rollt in dieselbe Richtung weiter, und die letzte Kugel, die sich bewegt, fliegt vom Brett. Jeder Schuss nimmt eine Kugel weg.
shot-rule-3 = Eine Kugel kann weder gegen eine direkt danebenliegende Kugel geschnippt werden noch zum Rand hin, wenn keine Kugel vor ihr liegt.
shot-control-1 = Kugel drücken und wischen
shot-control-1-does = sie schnippen
shot-control-2 = Pfeile, Enter, ein Pfeil
shot-control-2-does = Cursor bewegen, eine Kugel wählen, sie schnippen
shot-control-3 = Esc
shot-control-3-does = die gewählte Kugel wieder ablegen
shot-help = Drücke eine Kugel und wische sie zu einer anderen · oder wähle eine mit Enter und schnippe sie mit einem Pfeil
shot-touch-1 = Kugel drücken und wischen
shot-touch-1-does = sie zu einer anderen Kugel schnippen
shot-touch-help = Drücke eine Kugel und wische sie zu einer anderen

## The first level's guide
guide-shot-1 = Dein erster Zug: { $hint }. Drück auf diese Kugel und wisch in diese Richtung – oder wähle sie mit den Pfeiltasten und Enter und drück dann einen Pfeil.
guide-shot-1-touch = Dein erster Zug: { $hint }. Drück auf diese Kugel und wisch in diese Richtung.
guide-shot-2 = Eine geschleuderte Kugel rollt, bis sie eine andere trifft, und stößt sie weiter; lass eine Kugel übrig. Als Nächstes: { $hint }.

## Its levels and chapters
level-shot-01-the-example = Das Beispiel
level-shot-02-hash-marks = Rauten
level-shot-03-five-alive = Fünf im Spiel
level-shot-04-corner-pocket = Eckloch
level-shot-05-crossfire = Kreuzfeuer
level-shot-06-ricochet = Querschläger
level-shot-07-domino-run = Dominoeffekt
level-shot-08-scatter = Verstreut
level-shot-09-long-shot = Weitschuss
level-shot-10-chain-reaction = Kettenreaktion
level-shot-11-full-house = Volles Haus
level-shot-12-fourteen = Vierzehn

## Moves, refusals and hints in words
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
shot-refused-cursor-edge = { $dir ->
    [up] Der Cursor ist in der obersten Zeile
    [down] Der Cursor ist in der untersten Zeile
    [left] Der Cursor ist in der ersten Spalte
   *[right] Der Cursor ist in der letzten Spalte
}
shot-refused-nothing-ahead = Eine Kugel kann nicht vom Brett geschnippt werden: Vor ihr liegt nichts, das sie aufhält
shot-board-line = { $balls ->
    [one] 1 Kugel übrig
   *[other] { $balls } Kugeln übrig
} auf einem Brett, { $width } breit und { $height } hoch
shot-board-row = { $count ->
    [one] eine Kugel in Spalte { $columns }
   *[other] Kugeln in den Spalten { $columns }
}
shot-cursor-ball = { $at }: eine Kugel
shot-cursor-empty = { $at }: leer
shot-cursor-picked = { $at }: die Kugel ist gewählt; ein Pfeil schnippt sie

## The level editor
editor-unsolvable-shot = Nicht lösbar: Keine Reihenfolge beim Schnippen lässt nur eine Kugel übrig.
editor-shot-hint = Klicke auf ein Feld, um eine Kugel hinzulegen oder wegzunehmen.

## What cannot be read
shot-empty-row = Leere Zeile: Zeichne leere Felder mit „.“
shot-row-unequal = Diese Zeile hat { $count } Felder, die erste Zeile aber { $first }; alle Zeilen müssen gleich lang sein
shot-no-ball = Das Brett hat keine Kugel; ein Shot-Level braucht mindestens eine
shot-mixed-balls = Dieses Brett zeichnet Kugeln mit „#“, also ist „o“ hier nicht erlaubt
shot-not-a-cell = Hier sollte „o“ für eine Kugel oder „.“ für ein leeres Feld stehen, aber da ist { $found }
shot-too-many-cells = Das Brett ist { $width }×{ $height } groß; ein Shot-Brett darf höchstens { $most } Felder haben

## A level list's line of details
shot-summary-balls = { $count ->
    [one] { $count } Kugel
   *[other] { $count } Kugeln
}
