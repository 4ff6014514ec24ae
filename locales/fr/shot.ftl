# Every word of this puzzle (shot): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-shot = Shot
puzzle-shot-blurb = Lancez les billes les unes contre les autres jusqu'à n'en garder qu'une.

## How to play
shot-rule-1 = Ne laissez qu'une bille sur le plateau.
shot-rule-2 = Lancez une bille vers le haut, le bas, la gauche ou la droite. Elle roule jusqu'à rencontrer une autre bille et s'arrête sur la case juste avant ; la bille touchée est poussée (dans une rangée de billes qui se touchent, c'est la dernière qui part) et roule dans le même sens, et la dernière bille à bouger sort du plateau. Chaque lancer retire une bille.
shot-rule-3 = On ne peut pas lancer une bille contre une bille juste à côté, ni vers le bord si aucune bille ne se trouve devant elle.
shot-control-1 = Appuyer sur une bille et glisser
shot-control-1-does = la lancer
shot-control-2 = Flèches, Entrée, une flèche
shot-control-2-does = déplacer le curseur, choisir une bille, la lancer
shot-control-3 = Échap
shot-control-3-does = reposer la bille choisie
shot-help = Appuyez sur une bille et faites-la glisser vers une autre · ou choisissez-en une avec Entrée et lancez-la avec une flèche
shot-touch-1 = Appuyer sur une bille et glisser
shot-touch-1-does = la lancer vers une autre bille
shot-touch-help = Appuyez sur une bille et faites-la glisser vers une autre

## The first level's guide
guide-shot-1 = Ton premier coup : { $hint }. Appuie sur cette bille et glisse dans cette direction, ou choisis-la avec les flèches et Entrée, puis appuie sur une flèche.
guide-shot-1-touch = Ton premier coup : { $hint }. Appuie sur cette bille et glisse dans cette direction.
guide-shot-2 = Une bille lancée roule jusqu'à en toucher une autre, qu'elle pousse plus loin ; laisse une seule bille. Ensuite : { $hint }.

## Its levels and chapters
level-shot-01-the-example = L'exemple
level-shot-02-hash-marks = Dièses
level-shot-03-five-alive = Cinq en jeu
level-shot-04-corner-pocket = Poche d'angle
level-shot-05-crossfire = Feux croisés
level-shot-06-ricochet = Ricochet
level-shot-07-domino-run = Effet domino
level-shot-08-scatter = Éparpillées
level-shot-09-long-shot = Tir lointain
level-shot-10-chain-reaction = Réaction en chaîne
level-shot-11-full-house = Salle comble
level-shot-12-fourteen = Quatorze

## Moves, refusals and hints in words
shot-move = { $dir ->
    [up] lancez la bille de la ligne { $row }, colonne { $col } vers le haut
    [down] lancez la bille de la ligne { $row }, colonne { $col } vers le bas
    [left] lancez la bille de la ligne { $row }, colonne { $col } vers la gauche
   *[right] lancez la bille de la ligne { $row }, colonne { $col } vers la droite
}
shot-picked-help = Bille choisie : une flèche la lance · Entrée ou Échap la repose (Échap à nouveau : retour)
shot-refused-no-ball-here = Il n'y a pas de bille ici : placez d'abord le curseur sur une bille
shot-refused-no-ball = Il n'y a pas de bille à lancer ici
shot-refused-edge = Une bille ne peut pas être lancée hors du plateau
shot-refused-next-to = Une bille ne peut pas être lancée contre une bille juste à côté
shot-refused-cursor-edge = { $dir ->
    [up] Le curseur est sur la rangée du haut
    [down] Le curseur est sur la rangée du bas
    [left] Le curseur est dans la première colonne
   *[right] Le curseur est dans la dernière colonne
}
shot-refused-nothing-ahead = Une bille ne peut pas être lancée hors du plateau : rien devant ne l'arrête
shot-board-line = { $balls ->
    [one] 1 bille restante
   *[other] { $balls } billes restantes
} sur un plateau de { $width } de large et { $height } de haut
shot-board-row = { $count ->
    [one] une bille en colonne { $columns }
   *[other] des billes en colonnes { $columns }
}
shot-cursor-ball = { $at } : une bille
shot-cursor-empty = { $at } : vide
shot-cursor-picked = { $at } : la bille est prise ; une flèche la lance

## The level editor
editor-unsolvable-shot = Sans solution : aucun ordre de lancers ne laisse une seule bille.
editor-shot-hint = Cliquez sur une case pour y poser une bille ou l'enlever.

## What cannot be read
shot-empty-row = ligne vide : dessinez les cases vides avec « . »
shot-row-unequal = cette ligne n'a pas autant de cases que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent avoir la même longueur
shot-no-ball = le plateau n'a pas de bille ; un niveau de Shot en demande au moins une
shot-mixed-balls = ce plateau dessine les billes avec « # » : on ne peut pas utiliser « o » en même temps
shot-not-a-cell = il faut « o » pour une bille ou « . » pour une case vide, pas { $found }
shot-too-many-cells = le plateau fait { $width }×{ $height }, plus que les { $most } cases qu'un plateau de Shot peut avoir

## A level list's line of details
shot-summary-balls = { $count ->
    [one] { $count } bille
   *[other] { $count } billes
}
