# Every word of this puzzle (lights): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-lights = Lumières
puzzle-lights-blurb = Éteignez une rangée de lampes.

## How to play
lights-rule-1 = Éteignez toutes les lampes.
lights-rule-2 = Appuyer sur une lampe l'inverse, ainsi que ses voisines : les lampes allumées s'éteignent, les éteintes s'allument.
lights-control-1 = Clic sur une lampe
lights-control-1-does = appuyer dessus
lights-help = Cliquez sur une lampe pour l'inverser avec ses voisines
lights-touch-1 = Toucher une lampe
lights-touch-1-does = appuyer dessus
lights-touch-help = Touchez une lampe pour l'inverser avec ses voisines
lights-move = appuyez sur la lampe { $lamp }
lights-one-row = Les lampes tiennent sur une seule rangée.
lights-board-line = { $on } lampes allumées sur { $of }
lights-board-lamp = { $on ->
    [true] allumée
   *[other] éteinte
}

## The first level's guide
guide-lights-1 = Ton premier coup : { $hint }. Clique sur cette lampe : elle et ses voisines basculent.
guide-lights-1-touch = Ton premier coup : { $hint }. Touche cette lampe : elle et ses voisines basculent.

## Its levels and chapters
level-lights-01-three-in-a-row = Trois à la file
level-lights-02-two-apart = Deux paires séparées
level-lights-03-row-of-5 = Une rangée de 5
level-lights-04-row-of-6 = Une rangée de 6
level-lights-05-row-of-12 = Une rangée de 12
level-lights-06-checkers = Damier
level-lights-07-row-of-7 = Une rangée de 7
level-lights-08-row-of-8 = Une rangée de 8
level-lights-09-row-of-10 = Une rangée de 10
level-lights-10-row-of-9 = Une rangée de 9

## The level editor
editor-unsolvable-lights = Sans solution : aucune suite d'appuis n'éteint toutes les lampes.

## What cannot be read
lights-not-a-lamp = { $found } n'est pas une lampe : dessinez une lampe allumée avec « * » et une lampe éteinte avec « . »
lights-too-many = une rangée a au plus { $most } lampes

## A level list's line of details
lights-summary-lamps-on = { $on ->
    [one] { $on } lampe allumée sur { $of }
   *[other] { $on } lampes allumées sur { $of }
}
