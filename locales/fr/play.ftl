# Les mots d'un niveau en cours, communs à tous les casse-têtes : le solveur au travail, ses indices et ses réponses, la ligne de nouvelles et le panneau de victoire.

## Ce que fait le solveur, à côté de la roue qui tourne
play-working-out-par = Calcul du par…
play-looking-for-hint = Recherche d'un indice…
play-solving = Résolution…
play-looking-back = Examen des coups joués…

## Les réponses du solveur, sur la ligne de nouvelles
play-answer-unchecked = La réponse du solveur n'a pas passé la vérification : réessayez.
play-answer-failed = La réponse du solveur ne marche pas ici, désolé.
play-already-solved = Déjà résolu !
play-hint-gave-up = Pas d'indice : la recherche a abandonné après { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
} ; le niveau a peut-être encore une solution. Annuler quelques coups peut aider.
play-solve-gave-up = Le solveur a abandonné après { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
} ; le niveau a peut-être encore une solution.
play-look-back-gave-up = Pas de réponse : la recherche a abandonné après { $positions ->
    [one] { $positions } position
   *[other] { $positions } positions
} ; le niveau a peut-être encore une solution.
play-still-winnable = Cette position est encore gagnable.
play-back-to-winnable = Retour de { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} : d'ici, on peut gagner.
play-start-unwinnable = Même la position de départ n'est pas gagnable.

## Un indice : le coup ($move), puis combien il en reste
play-hint-to-go = { $move } (encore { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})
play-hint-to-go-longer = { $move } (encore { $moves }, { $longer })
play-not-the-fewest = pas forcément le minimum

## Partager le niveau
play-code-copied = { $moves ->
    [0] Code du niveau copié : collez-le pour transmettre le niveau
    [one] Code du niveau copié avec le coup joué : collez-le pour transmettre le niveau
   *[other] Code du niveau copié avec les { $moves } coups joués : collez-le pour transmettre le niveau
}

## La ligne du panneau de victoire
play-win-at-par = { $count } : { $verdict }
play-win-count = { $count }.
play-win-count-note = { $count } ({ $note })

## L'unité de la vitesse de lecture
play-speed-suffix = /s

## Programme la bille
win-stars-hover = { $stars } étoiles sur 3 : ★ cible atteinte · ★ chaque bonus pris · ★ au plus le par en blocs

## Lu à qui ne voit pas le plateau (par un lecteur d'écran)
spoken-move = { $move }. { $board }
spoken-undone = Annulé : { $move }. { $board }
spoken-then = { $first }. { $next }
spoken-list = { $first }, { $next }
spoken-cell = ligne { $row }, colonne { $col }
spoken-row = Ligne { $row } : { $cells }
spoken-board = Plateau : { $line }
spoken-count = { $moves ->
    [one] 1 coup joué
   *[other] { $moves } coups joués
}
spoken-count-par = { $moves ->
    [one] 1 coup joué
   *[other] { $moves } coups joués
} ; par { $par }
spoken-no-cursor = Pas encore de curseur : une flèche le montre

play-working-out-shortest = Calcul du chemin le plus court…

## « Comparer » : une victoire à côté du chemin le plus court
compare-heading = Votre chemin à côté du plus court
compare-yours = Le vôtre
compare-shortest = Le plus court
compare-best = Le meilleur
compare-moves = { $yours ->
    [one] Vous avez joué 1 coup
   *[other] Vous avez joué { $yours } coups
} ; le chemin le plus court en prend { $shortest }.
compare-blocks = { $yours ->
    [one] Votre programme a 1 bloc
   *[other] Votre programme a { $yours } blocs
} ; le meilleur en a { $shortest }.
compare-same = Le vôtre est le chemin le plus court, coup pour coup.
compare-as-short = Le vôtre est aussi court, par un autre chemin.
compare-parted = Les deux chemins se séparent au coup { $at }.
compare-rejoined = Le vôtre rejoint le plus court à votre coup { $yours } (son coup { $its }).
compare-program-same = Votre programme est le meilleur, bloc pour bloc.
compare-program-as-short = Le vôtre est aussi court, écrit autrement.
compare-took-less = Le vôtre a pris { $yours } { $of ->
    [one] bonus
   *[other] bonus
} sur { $of } ; le meilleur en prend { $best }, et cela compte d’abord : c’est ce qui donne les étoiles.
compare-program-parted = Les deux programmes diffèrent à partir du bloc { $at }.
compare-assisted = Le solveur a joué une partie de votre chemin.
compare-all-by-the-solver = Le solveur a joué ce niveau tout seul : il n’y a pas encore de chemin à vous à mettre à côté du sien. Gagnez-le vous-même, puis comparez.
compare-at = coup { $step } sur { $total }
compare-step-said = Coup { $step } : le vôtre, { $yours } ; le plus court, { $shortest }
compare-at-start = le départ
compare-to-parting = Là où ils se séparent
compare-where-parted = ≠ là où les deux se séparent
compare-gave-up = Le solveur a abandonné avant de trouver le chemin le plus court ({ $positions } positions examinées).
compare-nothing = Il n’y a pas de chemin le plus court à mettre à côté du vôtre.
compare-close = Fermer
