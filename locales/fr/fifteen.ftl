# Every word of this puzzle (fifteen): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
settings-fifteen-numbers = Numéros sur les carreaux du taquin (T)
puzzle-fifteen = Taquin
puzzle-fifteen-blurb = Remettez quinze nuances de gris dans l'ordre.

## How to play
fifteen-rule-1 = Rangez les gris : le plus clair dans le coin en haut à gauche, puis de plus en plus foncés de gauche à droite et de haut en bas, le plus foncé juste avant le trou, qui finit dans le coin en bas à droite.
fifteen-rule-2 = Un carreau à côté du trou glisse dedans.
fifteen-control-1 = Clic sur un carreau
fifteen-control-1-does = le faire glisser, avec tous les carreaux entre lui et le trou
fifteen-control-2 = Flèches
fifteen-control-2-does = faire glisser dans ce sens le carreau voisin du trou
fifteen-control-3 = T
fifteen-control-3-does = afficher les numéros des carreaux
fifteen-help = Cliquez sur un carreau de la ligne ou la colonne du trou · ou faites glisser avec les flèches
fifteen-touch-1 = Toucher un carreau
fifteen-touch-1-does = le faire glisser, avec tous les carreaux entre lui et le trou
fifteen-touch-2 = La case Numéros
fifteen-touch-2-does = afficher les numéros des carreaux
fifteen-touch-help = Touchez un carreau de la ligne ou la colonne du trou

## The first level's guide
guide-fifteen-1 = Ton premier coup : { $hint }. Clique sur ce carreau et il glisse dans le trou, ou fais glisser avec les flèches.
guide-fifteen-1-touch = Ton premier coup : { $hint }. Touche ce carreau et il glisse dans le trou.
guide-fifteen-2 = Range les carreaux du plus clair au plus foncé, le trou en dernier. Ensuite : { $hint }.

## Its levels and chapters
level-fifteen-01-first-light = Point du jour
level-fifteen-02-three-by-three = Trois sur trois
level-fifteen-03-tangled-eight = Huit en pagaille
level-fifteen-04-eleven = Onze
level-fifteen-05-four-by-four = Quatre sur quatre
level-fifteen-06-shades = Nuances
level-fifteen-07-dusk = Crépuscule
level-fifteen-08-twilight = Entre chien et loup
level-fifteen-09-long-shadows = Les ombres s'allongent
level-fifteen-10-midnight = Minuit
level-fifteen-11-five-by-five = Cinq sur cinq

## Moves, refusals and hints in words
fifteen-move = { $dir ->
    [up] faites glisser le carreau { $tile } vers le haut
    [down] faites glisser le carreau { $tile } vers le bas
    [left] faites glisser le carreau { $tile } vers la gauche
   *[right] faites glisser le carreau { $tile } vers la droite
}
fifteen-move-by-place = { $dir ->
    [up] fais glisser vers le haut le carreau sous le trou
    [down] fais glisser vers le bas le carreau au-dessus du trou
    [left] fais glisser vers la gauche le carreau à droite du trou
   *[right] fais glisser vers la droite le carreau à gauche du trou
}
fifteen-refused-hole = C'est le trou : cliquez sur un carreau de sa ligne ou de sa colonne
fifteen-refused-out-of-line = Seuls les carreaux de la ligne ou de la colonne du trou peuvent glisser
fifteen-numbers-switch = Numéros
fifteen-preparing = Préparation du solveur… { $percent } %
fifteen-thinking = Réflexion…
fifteen-refused-not-next-to-hole = La pièce { $tile } n'est pas à côté du trou
fifteen-refused-no-tile = { $dir ->
    [up] Aucun carreau ne peut glisser vers le haut : le trou est sur la rangée du bas
    [down] Aucun carreau ne peut glisser vers le bas : le trou est sur la rangée du haut
    [left] Aucun carreau ne peut glisser vers la gauche : le trou est dans la colonne de droite
   *[right] Aucun carreau ne peut glisser vers la droite : le trou est dans la colonne de gauche
}
fifteen-board-line = { $width } sur { $height }, { $out ->
    [0] chaque carreau à sa place
    [one] 1 carreau mal placé
   *[other] { $out } carreaux mal placés
}
fifteen-board-gap = trou
fifteen-cursor-gap = Le trou est en { $at }

## The solver's lines and hints
play-within-fewest = ≤ { $times }× le minimum

## The level editor
editor-unsolvable-fifteen = Sans solution : les carreaux sont dans une disposition impaire qu'aucun glissement ne peut remettre en ordre.
editor-fifteen-hint = Cliquez sur deux carreaux (ou sur un carreau et le trou) pour les échanger.
editor-fifteen-in-order = Ranger
editor-fifteen-shuffle = Mélanger
editor-fifteen-shuffle-hover = Un plateau au hasard qui a une solution
editor-fifteen-type = Ou tapez les carreaux dans l'ordre de lecture (0 pour le trou) :
editor-fifteen-wrong-count = Un plateau de { $cols }×{ $rows } prend { $cells } nombres, pas { $numbers }.

## What cannot be read
fifteen-row-width = une ligne doit avoir de { $least } à { $most } nombres ; celle-ci en a { $count }
fifteen-row-unequal = cette ligne n'a pas autant de nombres que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent en avoir autant
fifteen-height = un plateau doit avoir de { $least } à { $most } lignes ; celui-ci en a { $count }
fifteen-not-a-number = il faut un numéro de carreau ou un espace, pas { $found }
fifteen-tile-too-large = le numéro { $tile } est trop grand : un plateau de { $width }×{ $height } a les carreaux 1 à { $last }, et 0 pour le trou
fifteen-twice = { $tile ->
    [0] le trou (0) apparaît une deuxième fois (la première à la ligne { $line }, colonne { $column })
   *[other] le carreau { $tile } apparaît une deuxième fois (la première à la ligne { $line }, colonne { $column })
}
