# Every word of this puzzle (klotski): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-klotski = L'Âne rouge
puzzle-klotski-blurb = Faites glisser les blocs jusqu'à ce que le grand bloc rouge atteigne la sortie.
chapter-klotski-slides = Faites place
chapter-klotski-slides-teaches = Poussez les blocs de côté pour ouvrir la route au gros bloc.
chapter-klotski-trail = La piste de Huarong
chapter-klotski-trail-teaches = Neuf vieux casse-tête venus de Chine, de 18 à 120 coups.

## How to play
klotski-rule-1 = Amenez le grand bloc rouge à la sortie, l'emplacement marqué sur le plateau.
klotski-rule-2 = Faites glisser un bloc à la fois dans un espace libre ; les blocs ne sautent jamais les uns par-dessus les autres. Tout bloc de la forme du rouge peut atteindre la sortie.
klotski-rule-3 = Les coups se comptent comme le dit le niveau : un pas (une case), un glissement (toute distance en ligne droite) ou un coup (partout où un bloc peut aller seul).
klotski-control-1 = Glisser un bloc
klotski-control-1-does = le pousser où il peut aller
klotski-control-2 = Flèches, Entrée
klotski-control-2-does = choisir un bloc, le prendre
klotski-control-3 = Flèches, Entrée ou Échap
klotski-control-3-does = déplacer le bloc pris, le poser
klotski-help = Faites glisser un bloc où il peut aller · ou choisissez-en un avec Entrée et déplacez-le avec les flèches
klotski-touch-1 = Glisser un bloc
klotski-touch-1-does = le pousser où il peut aller
klotski-touch-help = Faites glisser un bloc où il peut aller

## The first level's guide
guide-klotski-1 = Ton premier coup : { $hint }. Fais glisser ce bloc là-bas, ou choisis-le avec les flèches et Entrée, puis déplace-le avec les flèches.
guide-klotski-1-touch = Ton premier coup : { $hint }. Fais glisser ce bloc là-bas avec le doigt.
guide-klotski-2 = Les blocs glissent dans les cases vides ; amène le bloc rouge à son but. Ensuite : { $hint }.

## Its levels and chapters
level-klotski-01-side-step = Pas de côté
level-klotski-02-shuffle = Va-et-vient
level-klotski-03-crossroads = Carrefour
level-klotski-04-wide-load = Convoi exceptionnel
level-klotski-05-traffic = Circulation
level-klotski-06-rush-hour = Heure de pointe
level-klotski-07-gridlock = Embouteillage
level-klotski-08-the-original = L'original
level-klotski-09-labyrinth = Labyrinthe
level-klotski-10-long-way-round = Le chemin des écoliers
level-klotski-11-the-marathon = Le marathon
level-klotski-12-only-18-steps = Seulement 18 coups
level-klotski-13-violet = Violette
level-klotski-14-daisy = Pâquerette
level-klotski-15-pansy = Pensée
level-klotski-16-poppy = Coquelicot
level-klotski-17-snowdrop = Perce-neige
level-klotski-18-red-donkey = L'Âne rouge
level-klotski-19-trail = Le sentier
level-klotski-20-ambush = L'embuscade
klotski-summary-counted-step = compté en pas
klotski-summary-counted-slide = compté en glissements
klotski-summary-counted-move = compté en coups

## Moves, refusals and hints in words
klotski-move = { $shape ->
    [red] déplacez le bloc rouge de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
    [small] déplacez le petit bloc de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
    [tall] déplacez le bloc vertical de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
    [wide] déplacez le bloc horizontal de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
   *[other] déplacez le bloc de { $width }×{ $height } de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
}
klotski-picked-help = Bloc pris : les flèches le déplacent · Entrée ou Échap le pose (Échap à nouveau : retour)
klotski-refused-blocked = Ce bloc ne peut pas aller là : le chemin est bloqué
klotski-refused-edge = Ce bloc ne peut pas aller par là : il touche le bord
klotski-refused-no-block = Aucun bloc n'a son coin supérieur gauche ici
klotski-refused-one-cell = En comptant les pas, un bloc avance d'une case à la fois
klotski-refused-straight = En comptant les glissements, un bloc se déplace en ligne droite
klotski-refused-too-far = Ce bloc ne peut pas glisser si loin : quelque chose le gêne
klotski-refused-no-neighbour = { $dir ->
    [up] Aucun autre bloc au-dessus de celui-ci
    [down] Aucun autre bloc au-dessous de celui-ci
    [left] Aucun autre bloc à gauche de celui-ci
   *[right] Aucun autre bloc à droite de celui-ci
}
klotski-board-line = Le bloc rouge est en { $at } ; sa sortie est en { $goal }
klotski-board-block = { $shape ->
    [red] le bloc rouge
    [small] un petit bloc
    [tall] un bloc haut
    [wide] un bloc large
   *[other] un bloc { $width }×{ $height }
} en { $at }
klotski-board-empty = Libres : { $cells }
klotski-cursor-picked = Pris : { $block } ; les flèches le déplacent

## The level editor
editor-unsolvable-klotski = Sans solution : le bloc cible ne peut jamais atteindre la sortie.
editor-klotski-put = Poser un bloc
editor-klotski-block-hover = Cliquez là où va sa case en haut à gauche : un bloc de { $width }×{ $height }
editor-klotski-take-off = Enlever
editor-klotski-take-off-hover = Cliquez sur un bloc pour l'enlever
editor-klotski-goal = La sortie
editor-klotski-goal-block = Bloc cible
editor-klotski-goal-block-hover = Cliquez sur le bloc qui doit atteindre la sortie
editor-klotski-goal-place = Position cible
editor-klotski-goal-place-hover = Cliquez là où doit arriver la case en haut à gauche du bloc cible
editor-klotski-metric = Coups comptés
editor-klotski-metric-step = en pas (une case)
editor-klotski-metric-slide = en glissements (en ligne droite)
editor-klotski-metric-move = en coups (partout où il peut aller)
editor-klotski-sticks-out = Ici, un bloc de { $width }×{ $height } dépasserait du plateau.
editor-klotski-taken = Il y a déjà un bloc ici.
editor-klotski-no-names = Plus de bloc possible : toutes les lettres et tous les chiffres sont pris.
editor-klotski-no-block = Il n'y a pas de bloc ici.
editor-klotski-pick-goal-block = Cliquez sur un bloc pour en faire le bloc cible.
editor-klotski-goal-block-first = Choisissez d'abord le bloc cible.

## What cannot be read
klotski-not-a-cell = il faut « . » pour une case vide, ou une lettre ou un chiffre pour un bloc, pas { $found }
klotski-row-unequal = cette ligne n'a pas autant de cases que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent avoir la même longueur
klotski-too-many-cells = le plateau fait { $width }×{ $height }, plus que les { $most } cases qu'un plateau de L'Âne rouge peut avoir
klotski-block-outside = le bloc « { $block } » doit être un seul rectangle plein, mais cette case sort du rectangle qui commence à la ligne { $line }, colonne { $column }
klotski-block-hole = le bloc « { $block } » doit être un seul rectangle plein, mais cette case, à l'intérieur du bloc, contient { $found }
klotski-too-many-blocks = le plateau a { $count } blocs, plus que les { $most } permis
klotski-no-goal = le niveau n'a pas de sortie : ajoutez au-dessus du dessin une ligne comme « ; goal: S 3,2 » (le bloc, puis la colonne,ligne de sa case en haut à gauche)
klotski-unknown-metric = « { $metric } » n'est pas une façon de compter les coups : il faut step, slide ou move
klotski-goal-not-drawn = le bloc cible est « { $block } », mais aucun bloc n'est dessiné avec « { $block } »
klotski-goal-outside = la sortie place le bloc « { $block } » en { $column },{ $row }, où il dépasserait du plateau de { $width }×{ $height }
klotski-goal-empty = la sortie est vide : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
klotski-goal-block = il faut la lettre ou le chiffre du bloc cible, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
klotski-goal-space = il faut un espace après le bloc, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
# $key : goal-column ou goal-row.
klotski-goal-number = { $key ->
    [goal-row] il faut la ligne de la sortie, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
   *[other] il faut la colonne de la sortie, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
}
klotski-goal-comma = il faut « , » entre la colonne et la ligne, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
klotski-goal-extra = il y a { $found } en trop après la sortie : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
