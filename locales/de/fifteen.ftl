# Every word of this puzzle (fifteen): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
settings-fifteen-numbers = Zahlen auf den Steinen des 15er-Puzzles (T)
puzzle-fifteen = 15er-Puzzle
puzzle-fifteen-blurb = Schiebe fünfzehn Grautöne in die richtige Reihenfolge.

## How to play
fifteen-rule-1 = Bringe die Grautöne in Ordnung: der hellste in der Ecke oben links, dann immer dunkler von links nach rechts und von oben nach unten, der dunkelste direkt vor der Lücke, die in der Ecke unten rechts landet.
fifteen-rule-2 = Ein Stein neben der Lücke rutscht in sie hinein.
fifteen-control-1 = Klick auf einen Stein
fifteen-control-1-does = ihn schieben, samt allen Steinen zwischen ihm und der Lücke
fifteen-control-2 = Pfeile
fifteen-control-2-does = den Stein neben der Lücke in diese Richtung schieben
fifteen-control-3 = T
fifteen-control-3-does = die Zahlen auf den Steinen zeigen
fifteen-help = Klicke auf einen Stein in der Zeile oder Spalte der Lücke · oder schiebe mit den Pfeiltasten
fifteen-touch-1 = Auf einen Stein tippen
fifteen-touch-1-does = ihn schieben, samt allen Steinen zwischen ihm und der Lücke
fifteen-touch-2 = Das Feld „Zahlen“
fifteen-touch-2-does = die Zahlen auf den Steinen zeigen
fifteen-touch-help = Tippe auf einen Stein in der Zeile oder Spalte der Lücke

## The first level's guide
guide-fifteen-1 = Dein erster Zug: { $hint }. Klick auf dieses Plättchen, dann gleitet es in die Lücke – oder schieb mit den Pfeiltasten.
guide-fifteen-1-touch = Dein erster Zug: { $hint }. Tipp auf dieses Plättchen, dann gleitet es in die Lücke.
guide-fifteen-2 = Bring die Plättchen in Reihenfolge, vom hellsten zum dunkelsten, die Lücke zuletzt. Als Nächstes: { $hint }.

## Its levels and chapters
level-fifteen-01-first-light = Morgengrauen
level-fifteen-02-three-by-three = Drei mal drei
level-fifteen-03-tangled-eight = Verhedderte Acht
level-fifteen-04-eleven = Elf
level-fifteen-05-four-by-four = Vier mal vier
level-fifteen-06-shades = Schattierungen
level-fifteen-07-dusk = Abenddämmerung
level-fifteen-08-twilight = Zwielicht
level-fifteen-09-long-shadows = Lange Schatten
level-fifteen-10-midnight = Mitternacht
level-fifteen-11-five-by-five = Fünf mal fünf

## Moves, refusals and hints in words
fifteen-move = { $dir ->
    [up] schiebe Stein { $tile } nach oben
    [down] schiebe Stein { $tile } nach unten
    [left] schiebe Stein { $tile } nach links
   *[right] schiebe Stein { $tile } nach rechts
}
fifteen-move-by-place = { $dir ->
    [up] schiebe das Plättchen unter der Lücke nach oben
    [down] schiebe das Plättchen über der Lücke nach unten
    [left] schiebe das Plättchen rechts der Lücke nach links
   *[right] schiebe das Plättchen links der Lücke nach rechts
}
fifteen-refused-hole = Das ist die Lücke: Klicke auf einen Stein in ihrer Zeile oder Spalte
fifteen-refused-out-of-line = Nur Steine in der Zeile oder Spalte der Lücke lassen sich schieben
fifteen-numbers-switch = Zahlen
fifteen-preparing = Der Löser wird vorbereitet… { $percent } %
fifteen-thinking = Denke nach…
fifteen-refused-not-next-to-hole = Plättchen { $tile } liegt nicht neben der Lücke
fifteen-refused-no-tile = { $dir ->
    [up] Kein Stein kann nach oben rutschen: Die Lücke ist in der untersten Zeile
    [down] Kein Stein kann nach unten rutschen: Die Lücke ist in der obersten Zeile
    [left] Kein Stein kann nach links rutschen: Die Lücke ist in der rechten Spalte
   *[right] Kein Stein kann nach rechts rutschen: Die Lücke ist in der linken Spalte
}
fifteen-board-line = { $width } mal { $height }, { $out ->
    [0] jeder Stein an seinem Platz
    [one] 1 Stein nicht an seinem Platz
   *[other] { $out } Steine nicht an ihrem Platz
}
fifteen-board-gap = Lücke
fifteen-cursor-gap = Die Lücke ist in { $at }

## The solver's lines and hints
play-within-fewest = ≤ { $times }× das Minimum

## The level editor
editor-unsolvable-fifteen = Nicht lösbar: Die Steine liegen in einer ungeraden Anordnung, die sich durch kein Schieben ordnen lässt.
editor-fifteen-hint = Klicke zwei Steine (oder einen Stein und die Lücke) an, um sie zu tauschen.
editor-fifteen-in-order = Ordnen
editor-fifteen-shuffle = Mischen
editor-fifteen-shuffle-hover = Ein zufälliges Brett, das sich lösen lässt
editor-fifteen-type = Oder tippe die Steine in Lesereihenfolge ein (0 für die Lücke):
editor-fifteen-wrong-count = Ein { $cols }×{ $rows }-Brett braucht { $cells } Zahlen, nicht { $numbers }.

## What cannot be read
fifteen-row-width = Eine Zeile muss { $least } bis { $most } Zahlen haben; diese hat { $count }
fifteen-row-unequal = Diese Zeile hat { $count } Zahlen, die erste Zeile aber { $first }; alle Zeilen müssen gleich viele haben
fifteen-height = Ein Brett muss { $least } bis { $most } Zeilen haben; dieses hat { $count }
fifteen-not-a-number = Hier sollte die Zahl eines Steins oder ein Leerzeichen stehen, aber da ist { $found }
fifteen-tile-too-large = Stein { $tile } ist zu groß: Ein { $width }×{ $height }-Brett hat die Steine 1 bis { $last } und 0 für die Lücke
fifteen-twice = { $tile ->
    [0] Die Lücke (0) kommt ein zweites Mal vor (zuerst in Zeile { $line }, Spalte { $column })
   *[other] Stein { $tile } kommt ein zweites Mal vor (zuerst in Zeile { $line }, Spalte { $column })
}
