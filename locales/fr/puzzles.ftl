# Les mots propres à chaque casse-tête : ses coups tels qu'un indice les nomme, pourquoi un coup
# est refusé, et les lignes de ses propres panneaux.

## Shot
shot-move = { $dir ->
    [up] lancez la bille de la ligne { $row }, colonne { $col } vers le haut
    [down] lancez la bille de la ligne { $row }, colonne { $col } vers le bas
    [left] lancez la bille de la ligne { $row }, colonne { $col } vers la gauche
   *[right] lancez la bille de la ligne { $row }, colonne { $col } vers la droite
}
shot-picked-help = Bille choisie : une flèche la lance · Entrée ou Échap la repose (Échap à nouveau : retour)
shot-refused-no-ball-here = Il n'y a pas de bille ici : placez d'abord le curseur sur une bille
shot-refused-no-ball = Il n'y a pas de bille à lancer ici
shot-refused-edge = Une bille ne peut pas être lancée hors du plateau
shot-refused-next-to = Une bille ne peut pas être lancée contre une bille juste à côté
shot-refused-nothing-ahead = Une bille ne peut pas être lancée hors du plateau : rien devant ne l'arrête

## L'Âne rouge
klotski-move = { $shape ->
    [red] déplacez le bloc rouge de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
    [small] déplacez le petit bloc de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
    [tall] déplacez le bloc vertical de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
    [wide] déplacez le bloc horizontal de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
   *[other] déplacez le bloc de { $width }×{ $height } de la ligne { $row }, colonne { $col } à la ligne { $to_row }, colonne { $to_col }
}
klotski-picked-help = Bloc pris : les flèches le déplacent · Entrée ou Échap le pose (Échap à nouveau : retour)
klotski-refused-blocked = Ce bloc ne peut pas aller là : le chemin est bloqué
klotski-refused-edge = Ce bloc ne peut pas aller par là : il touche le bord

## Taquin
fifteen-move = { $dir ->
    [up] faites glisser le carreau { $tile } vers le haut
    [down] faites glisser le carreau { $tile } vers le bas
    [left] faites glisser le carreau { $tile } vers la gauche
   *[right] faites glisser le carreau { $tile } vers la droite
}
fifteen-refused-hole = C'est le trou : cliquez sur un carreau de sa ligne ou de sa colonne
fifteen-refused-out-of-line = Seuls les carreaux de la ligne ou de la colonne du trou peuvent glisser
fifteen-numbers-switch = Numéros (T)
fifteen-preparing = Préparation du solveur… { $percent } %
fifteen-thinking = Réflexion…

## Cube serpent
snake-twist = { $quarters ->
    [0] repli
    [1] quart de tour
    [2] zigzag
   *[3] trois quarts de tour
}
snake-move = { $quarters ->
    [0] repliez l'angle { $n }
    [1] donnez un quart de tour à l'angle { $n }
    [2] faites un zigzag à l'angle { $n }
   *[3] donnez trois quarts de tour à l'angle { $n }
}
snake-move-straighten = redressez l'angle { $n }
snake-move-by = { $move } : { $keys }
snake-my-chain = Mon serpent
snake-letter-hover = Lettre { $number }
snake-chain-bad-letter = Une chaîne ne s'écrit qu'avec F (tout droit) et T (tourne), pas { $found }
snake-chain-no-letters = La chaîne n'a pas de lettres : écrivez-la avec F (tout droit) et T (tourne)
snake-chain-length = { $letters ->
    [one] La chaîne a { $letters } lettre, mais une chaîne qui se replie en cube en a 7, 26, 63 ou 124
   *[other] La chaîne a { $letters } lettres, mais une chaîne qui se replie en cube en a 7, 26, 63 ou 124
}
snake-chain-long-run = Les cubes { $first } à { $last } forment une ligne droite de { $cubes }, plus longue que le côté du cube de { $side }×{ $side }×{ $side }

## Programme la bille
kodable-columns-hover = Colonnes de la nouvelle carte
kodable-rows-hover = Lignes de la nouvelle carte
kodable-checking = Vérification de la carte…
kodable-making-map = Création d'une nouvelle carte…
kodable-check-failed = Impossible de vérifier la carte ; réessayez.
kodable-new-map-failed = Impossible de créer une nouvelle carte ; réessayez.
kodable-solvable-line = Gagnable : un programme peut faire rouler la bille jusqu'à la cible.
kodable-solvable-bonuses = Gagnable : un programme peut faire rouler la bille jusqu'à la cible, en prenant jusqu'à { $most } bonus sur { $total }.
kodable-not-solvable = Pas gagnable : aucun programme ne peut faire rouler la bille jusqu'à la cible.
kodable-too-large = La carte est trop grande pour être vérifiée dans les limites du solveur.
kodable-nothing-to-undo = Rien à annuler.
kodable-nothing-to-redo = Rien à rétablir.
kodable-solver-program = Le programme du solveur : { $size } blocs, { $bonuses } bonus sur { $total }. Regardez-le tourner ; Z retire ses blocs un par un.

## Programme la bille : pourquoi un programme ne peut pas encore tourner, ou une modification est refusée
kodable-fill-loop = La boucle du bloc { $block } a besoin de deux blocs : remplissez son emplacement vide.
kodable-fill-function = Le programme appelle la fonction, mais elle a des emplacements vides : remplissez les trois.
kodable-empty-program = Le programme est vide : ajoutez des blocs de la palette, ou appuyez sur les flèches.
kodable-over-limit = Cette carte accepte au plus { $limit } blocs et le programme en a { $size } : une boucle ou la fonction en disent plus avec moins de blocs.
kodable-loop-holds = Une boucle contient deux flèches ou blocs de couleur, pas une boucle ni la fonction.
kodable-function-holds = La fonction contient trois flèches ou blocs de couleur, pas une boucle ni la fonction.
kodable-most-blocks = Un programme a au plus { $most } blocs.

## Les indices de Programme la bille : $block est un bloc dans la notation du programme (Right, Loop{"{"}2{"}"}{"{"}Down,Right{"}"}…)
kodable-hint-wins = Votre programme gagne déjà : appuyez sur Lancer.
kodable-hint-block-and-function = { $block } (la fonction : { $body })
kodable-hint-add-next = Indice : ajoutez ensuite { $block } ; le meilleur programme qui commence comme le vôtre a { $size ->
    [one] { $size } bloc
   *[other] { $size } blocs
 }.
kodable-hint-start-again = Indice : aucun programme qui commence ainsi ne peut gagner. Recommencez avec { $block }.
kodable-hint-keep-first = Indice : gardez { $keep ->
    [one] le premier bloc
   *[other] les { $keep } premiers blocs
 } ; le bloc { $wrong } fait fausse route. Mettez { $block } à sa place.
kodable-hint-remove-rest = Indice : { $keep ->
    [one] le premier bloc gagne déjà
   *[other] les { $keep } premiers blocs gagnent déjà
 } ; le reste gâche tout.
kodable-hint-other = Indice : { $edit }.

## L'exécution, action par action : $action dans la notation du programme
kodable-step-block = bloc { $block }
kodable-step-loop = bloc { $block }, tour { $round }, emplacement { $slot }
kodable-step-function = bloc { $block }, emplacement { $slot } de la fonction
kodable-step-words = { $action } ({ $part }) : { $stop ->
    [wall] a roulé de { $cells ->
        [one] { $cells } case
       *[other] { $cells } cases
    } jusqu'à un obstacle
    [target] a roulé de { $cells ->
        [one] { $cells } case
       *[other] { $cells } cases
    } jusqu'à la cible
    [colour] a roulé de { $cells ->
        [one] { $cells } case
       *[other] { $cells } cases
    } et s'est arrêtée sur une case { $colour }, prête pour le bloc de couleur suivant
    [not-on] pas sur une case { $colour } : rien ne se passe
    [blocked] { $dir ->
        [up] impossible de monter
        [down] impossible de descendre
        [left] impossible d'aller à gauche
       *[right] impossible d'aller à droite
    }
   *[nothing] rien ne se passe
 }{ $bonuses ->
    [0] {""}
    [one] , en prenant un bonus
   *[other] , en prenant { $bonuses } bonus
}
kodable-won = La bille a atteint la cible en { $size ->
    [one] { $size } bloc
   *[other] { $size } blocs
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-every-bonus = La bille a atteint la cible avec tous les bonus, en { $size ->
    [one] { $size } bloc
   *[other] { $size } blocs
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-bonuses = La bille a atteint la cible avec { $bonuses } bonus sur { $of }, en { $size ->
    [one] { $size } bloc
   *[other] { $size } blocs
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-ended = Le programme s'est arrêté avant la cible ({ $taken } bonus pris sur { $total }). Ajoutez des blocs et relancez-le.
kodable-no-function = Le programme appelle la fonction, mais la fonction est vide.

## Programme la bille : une boucle et un cond, tels qu'un bloc s'écrit dans une phrase (les directions sont des flèches)
kodable-say-cond = « si la case est { $colour }, va vers { $way } »
kodable-say-loop = « répéter { $times } fois : { $body } »
kodable-say-function = F (ton propre bloc)

## Refusals the rules name (crates/puzzles: IllegalMove::named), not said above
klotski-refused-no-block = Aucun bloc n'a son coin supérieur gauche ici
klotski-refused-one-cell = En comptant les pas, un bloc avance d'une case à la fois
klotski-refused-straight = En comptant les glissements, un bloc se déplace en ligne droite
klotski-refused-too-far = Ce bloc ne peut pas glisser si loin : quelque chose le gêne
fifteen-refused-not-next-to-hole = La pièce { $tile } n'est pas à côté du trou
snake-refused-straight = Le cube { $cube } va tout droit : seuls les cubes d'angle tournent
snake-refused-same-twist = Ce coin est déjà tourné ainsi

## Le plateau lu à voix haute
shot-board-line = { $balls ->
    [one] 1 bille restante
   *[other] { $balls } billes restantes
} sur un plateau de { $width } de large et { $height } de haut
shot-board-row = { $count ->
    [one] une bille en colonne { $columns }
   *[other] des billes en colonnes { $columns }
}
klotski-board-line = Le bloc rouge est en { $at } ; sa sortie est en { $goal }
klotski-board-block = { $shape ->
    [red] le bloc rouge
    [small] un petit bloc
    [tall] un bloc haut
    [wide] un bloc large
   *[other] un bloc { $width }×{ $height }
} en { $at }
klotski-board-empty = Libres : { $cells }
fifteen-board-line = { $width } sur { $height }, { $out ->
    [0] chaque carreau à sa place
    [one] 1 carreau mal placé
   *[other] { $out } carreaux mal placés
}
fifteen-board-gap = trou
fifteen-cursor-gap = Le trou est en { $at }
snake-board-overlapping = { $cubes ->
    [one] 1 cube en chevauche un autre
   *[other] { $cubes } cubes se chevauchent
}
snake-board-outside = { $cubes ->
    [one] 1 cube hors de la boîte
   *[other] { $cubes } cubes hors de la boîte
}
snake-board-corner = Angle { $n }, au cube { $cube } : { $how }
kodable-board-program = { $blocks ->
    [0] Le programme est vide
   *[other] Le programme : { $program }
}
kodable-board-function = La fonction : { $function }
kodable-board-map = La bille part de { $ball } ; la cible est en { $target } ; { $count ->
    [0] aucun bonus
    [one] un bonus en { $bonuses }
   *[other] des bonus en { $bonuses }
}
kodable-board-empty-slot = vide
kodable-board-grass = herbe
kodable-board-path = chemin
kodable-board-bonus = bonus
kodable-board-target = cible
shot-cursor-ball = { $at } : une bille
shot-cursor-empty = { $at } : vide
shot-cursor-picked = { $at } : la bille est prise ; une flèche la lance
klotski-cursor-picked = Pris : { $block } ; les flèches le déplacent
kodable-cursor-end = À la fin du programme
kodable-cursor-before = Avant le bloc { $block }
kodable-cursor-loop = Boucle { $block }, case { $slot }
kodable-cursor-function = Fonction, case { $slot }
