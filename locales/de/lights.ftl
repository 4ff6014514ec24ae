# Every word of this puzzle (lights): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-lights = Lichter
puzzle-lights-blurb = Schalte eine Reihe Lampen aus.

## How to play
lights-rule-1 = Schalte alle Lampen aus.
lights-rule-2 = Ein Druck auf eine Lampe schaltet sie und ihre Nachbarn um: Leuchtende gehen aus, dunkle gehen an.
lights-control-1 = Klick auf eine Lampe
lights-control-1-does = sie drücken
lights-help = Klicke auf eine Lampe, um sie und ihre Nachbarn umzuschalten
lights-touch-1 = Auf eine Lampe tippen
lights-touch-1-does = sie drücken
lights-touch-help = Tippe auf eine Lampe, um sie und ihre Nachbarn umzuschalten
lights-move = drücke Lampe { $lamp }
lights-one-row = Die Lampen stehen in einer einzigen Reihe.
lights-board-line = { $on } von { $of } Lampen an
lights-board-lamp = { $on ->
    [true] an
   *[other] aus
}

## The first level's guide
guide-lights-1 = Dein erster Zug: { $hint }. Klick auf diese Lampe: Sie und ihre Nachbarn schalten um.
guide-lights-1-touch = Dein erster Zug: { $hint }. Tipp auf diese Lampe: Sie und ihre Nachbarn schalten um.

## Its levels and chapters
level-lights-01-three-in-a-row = Drei in einer Reihe
level-lights-02-two-apart = Zwei getrennte Paare
level-lights-03-row-of-5 = Eine Reihe aus 5
level-lights-04-row-of-6 = Eine Reihe aus 6
level-lights-05-row-of-12 = Eine Reihe aus 12
level-lights-06-checkers = Schachbrett
level-lights-07-row-of-7 = Eine Reihe aus 7
level-lights-08-row-of-8 = Eine Reihe aus 8
level-lights-09-row-of-10 = Eine Reihe aus 10
level-lights-10-row-of-9 = Eine Reihe aus 9

## The level editor
editor-unsolvable-lights = Nicht lösbar: Keine Folge von Drücken schaltet alle Lampen aus.

## What cannot be read
lights-not-a-lamp = { $found } ist keine Lampe: Zeichne eine leuchtende Lampe mit „*“ und eine dunkle mit „.“
lights-too-many = Eine Reihe hat höchstens { $most } Lampen

## A level list's line of details
lights-summary-lamps-on = { $on } von { $of } Lampen an
