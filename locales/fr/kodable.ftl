# Every word of this puzzle (kodable): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-kodable = Programme la bille
puzzle-kodable-blurb = Écrivez un petit programme qui fait rouler la bille jusqu'à la cible.
levels-map-size = taille
chapter-kodable-roll = Rouler
chapter-kodable-roll-teaches = Les flèches : la bille roule jusqu'à ce que quelque chose l’arrête.
chapter-kodable-colours = Couleurs
chapter-kodable-colours-teaches = « Si la case est rose » : la bille tourne sur une case de couleur.
chapter-kodable-loops = Boucles
chapter-kodable-loops-teaches = Une boucle refait ses deux blocs encore et encore.
chapter-kodable-function = Ton propre bloc
chapter-kodable-function-teaches = F : trois blocs écrits une fois et utilisés souvent.
chapter-kodable-together = Tout ensemble
chapter-kodable-together-teaches = Tous les blocs que tu connais, sur de plus grandes cartes.
chapter-kodable-challenges = Défis
chapter-kodable-challenges-teaches = Deux astuces pour les cartes difficiles : un bloc de couleur dans une boucle regarde sa case à chaque tour, et une boucle ↓ ↑ fait rouler la bille aller et retour.
win-edit-program = Modifier le programme
kodable-loop-cut-short = sa boucle ne s'est jamais répétée, elle compte donc pour deux blocs
kodable-detail = { $puzzle } · carte de { $cols }×{ $rows }
kodable-action = Action { $at } sur { $of } : { $what }
kodable-start-line = Construisez un programme avec les blocs, puis appuyez sur Lancer. La bille roule jusqu'à ce que quelque chose l'arrête.
kodable-cannot-up = Impossible de monter
kodable-cannot-down = Impossible de descendre
kodable-cannot-left = Impossible d'aller à gauche
kodable-cannot-right = Impossible d'aller à droite
kodable-blocked-line = { $cannot } : le chemin est bloqué. Modifiez le programme et relancez-le.
kodable-bubble-ended = Le programme s'est arrêté ici
kodable-bubble-no-function = La fonction est vide
kodable-par-hover = Blocs d'un programme optimal (qui prend tous les bonus possibles)
kodable-blocks = Blocs { $size }
kodable-blocks-limit = Blocs { $size } · au plus { $limit }
kodable-blocks-limit-short = Blocs { $size } / { $limit }
kodable-blocks-limit-hover = Blocs du programme, et le maximum que permet cette carte
kodable-run-counts = L'exécution compte { $size } : { $why }.
kodable-bonuses-hover = Bonus pris pendant cette exécution, sur tous ceux de la carte
kodable-run = Lancer
kodable-go-on = Continuer
kodable-step = Pas
kodable-reset = Réinitialiser
kodable-speed-hover = Vitesse : à quelle allure roule la bille (- et =)
kodable-solvable = Gagnable ?
kodable-new-map = Nouvelle carte
kodable-blocks-heading = Blocs
kodable-program-heading = Programme
kodable-function-heading = Fonction
kodable-text-heading = En texte
kodable-how-heading = Comment ça marche
kodable-keys-heading = Touches
kodable-how-arrow = Une flèche fait rouler la bille jusqu'à ce que l'herbe ou le bord l'arrête. Une flèche droit dans l'herbe est une erreur : le programme s'arrête là.
kodable-how-cond = « Si la case est rose, descends » ne déplace la bille que si elle est sur une case rose ; la bille qui roule juste avant s'arrête sur la première case rose.
kodable-how-loop = Une boucle répète ses deux blocs encore et encore : ×3, c'est trois fois.
kodable-how-function = F est ton propre bloc : mets une fois trois blocs dans la fonction, et chaque F les exécute.
kodable-how-bonus = Étoiles : une pour atteindre la cible ; une deuxième si tu prends aussi chaque ★ en chemin ; une troisième si tu fais les deux sans plus de blocs que le par.
kodable-way-up = le haut
kodable-way-down = le bas
kodable-way-left = la gauche
kodable-way-right = la droite
kodable-colour-pink = rose
kodable-colour-orange = orange
kodable-colour-yellow = jaune
# The letter on a colour's tiles and blocks: one character, the three told apart.
kodable-letter-pink = R
kodable-letter-orange = O
kodable-letter-yellow = J
kodable-palette-roll = Rouler vers { $way } jusqu'à ce que quelque chose arrête la bille (touche { $key })
kodable-palette-loop = Boucle : répète ses deux blocs encore et encore (touche L ; les chiffres disent combien de fois)
kodable-palette-function = F : exécute les trois blocs de ta fonction (touche F)
kodable-palette-cond = Si la case est { $colour }, va vers { $way } : juste avant, la bille s'arrête sur la première case { $colour } (touche C, puis { $key }).
kodable-if-on = Si la case est
kodable-roll = va :
kodable-cond-armed = Si la case est { $colour } : appuie sur une flèche pour le sens (C : couleur suivante, Échap : annuler)
kodable-colour-hover = Blocs pour les cases { $colour }
kodable-function-calls = { $calls ->
    [0] pas encore appelée : ajoutez des blocs F
    [one] appelée une fois
   *[other] appelée { $calls } fois
}
kodable-slot-hover = Cliquez pour mettre ici le bloc suivant ; clic droit pour le vider
kodable-text-hint = Tapez un programme (T) dans la notation des fichiers de niveaux, dont les mots sont anglais dans toutes les langues (Right = →, Loop = boucle, Function = fonction, p o y = rose orange jaune), par ex. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-in-blocks = En blocs : { $program }
kodable-text-use = Utiliser ce texte
kodable-text-use-hover = Charger le texte dans le programme (Entrée)
kodable-text-forget = Oublier
kodable-text-forget-hover = Réafficher le programme (Échap)
kodable-text-error = Colonne { $column } : { $message }.
kodable-hint-keep-then = { $keep ->
    [one] gardez 1 bloc, puis
   *[other] gardez { $keep } blocs, puis
}
kodable-hint-add = ajoutez
kodable-hint-start-with = recommencez avec
kodable-hint-and-function = et la fonction
kodable-hint-keep-only = gardez seulement les { $keep } premiers blocs
kodable-hint-do-it = Appliquer
kodable-program-empty = Cliquez ou glissez des blocs ici, ou appuyez sur les flèches
kodable-program-empty-touch = Touchez les blocs ci-dessus ou glissez-les ici
kodable-undo-hover = Annuler la dernière modification (Z)
kodable-clear = Vider
kodable-clear-hover = Retirer tous les blocs (Maj+Retour arrière)
kodable-block-number = Bloc { $number }
kodable-move-left-hover = Le déplacer à gauche (Ctrl+←)
kodable-move-right-hover = Le déplacer à droite (Ctrl+→)
kodable-remove-hover = Le retirer (Retour arrière)
kodable-repeat = Répéter la boucle
kodable-fewer-hover = Moins de fois (ou tapez 1–9)
kodable-more-hover = Plus de fois (ou tapez 1–9)
kodable-loop-hover = Une boucle. Glissez pour la déplacer ; × ou clic droit la retire
kodable-function-hover = Exécute les trois blocs de la fonction. Glissez pour le déplacer ; × ou clic droit le retire
kodable-block-hover = Glissez pour le déplacer ; × ou clic droit le retire
kodable-times-hover = Nombre de fois : cliquez en haut pour plus, en bas pour moins, ou tapez 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = ajouter une flèche
kodable-key-2 = C puis une flèche
kodable-key-2-does = ajouter un bloc de couleur (C à nouveau : couleur suivante)
kodable-key-3 = L / F
kodable-key-3-does = ajouter une boucle / un appel de la fonction
kodable-key-4 = 2 … 9
kodable-key-4-does = nombre de tours de la boucle en cours
kodable-key-5 = Maj + ← →
kodable-key-5-does = déplacer le curseur (dans les boucles et la fonction)
kodable-key-6 = Maj + ↓ / ↑
kodable-key-6-does = vers la fonction / retour au programme
kodable-key-7 = Ctrl + ← →
kodable-key-7-does = déplacer le bloc en cours
kodable-key-8 = Retour arrière / Suppr
kodable-key-8-does = retirer un bloc ou vider un emplacement
kodable-key-9 = T
kodable-key-9-does = taper le programme en texte
kodable-key-10 = Espace / Entrée
kodable-key-10-does = lancer ou mettre en pause / un pas
kodable-key-11 = R / Échap
kodable-key-11-does = la bille revient au départ
kodable-key-12 = K H S N
kodable-key-12-does = vérifier, indice (H à nouveau l'ajoute), résoudre, nouvelle carte
kodable-key-13 = Z / Y
kodable-key-13-does = annuler / rétablir une modification
kodable-key-14 = - / =
kodable-key-14-does = plus lent / plus rapide
kodable-new-block = NOUVEAU
kodable-coach-arrows = Clique sur une flèche pour la mettre dans ton programme, puis appuie sur Lancer. La bille roule jusqu'à ce que quelque chose l'arrête.
kodable-coach-conds = Nouveau bloc ! « Si la case est rose, descends » : la bille s'arrête sur la case rose et tourne là.
kodable-coach-loops = Nouveau bloc ! Une boucle répète ses deux blocs. Mets-y deux flèches, puis choisis combien de fois.
kodable-coach-function = Nouveau bloc ! F est ton propre bloc : remplis une fois les trois cases de la fonction, puis utilise F autant que tu veux.

## How to play
kodable-rule-1 = Écrivez un programme qui fait rouler la bille jusqu'à la cible.
kodable-rule-2 = Une flèche fait rouler la bille jusqu'à ce que quelque chose l'arrête. Les nouveaux blocs arrivent un par un, chacun avec ses niveaux : « si la case est rose, descends », les boucles qui répètent deux blocs, et F, ton propre bloc de trois.
kodable-rule-3 = Trois étoiles : atteins la cible, prends chaque ★ en chemin, et n'utilise pas plus de blocs que le par.
kodable-control-1 = Cliquer ou glisser des blocs
kodable-control-1-does = les ajouter au programme (ou le taper)
kodable-control-2 = Espace
kodable-control-2-does = lancer le programme, ou le mettre en pause
kodable-control-3 = Entrée
kodable-control-3-does = l'exécuter pas à pas
kodable-help = Construisez un programme avec les blocs, puis appuyez sur Lancer
kodable-touch-1 = Toucher ou glisser des blocs
kodable-touch-1-does = les ajouter au programme
kodable-touch-2 = Lancer, Pas
kodable-touch-2-does = lancer le programme, ou pas à pas
kodable-touch-help = Construisez un programme avec les blocs, puis touchez Lancer

## The first level's guide
guide-kodable-1 = Clique sur une flèche des blocs pour la mettre dans ton programme : la bille roulera de ce côté.
guide-kodable-1-touch = Touche une flèche des blocs pour la mettre dans ton programme : la bille roulera de ce côté.
guide-kodable-2 = Appuie maintenant sur Lancer (Espace) et regarde la bille rouler jusqu'à ce que quelque chose l'arrête. Ajoute des flèches si elle doit tourner.
guide-kodable-2-touch = Touche maintenant Lancer et regarde la bille rouler jusqu'à ce que quelque chose l'arrête. Ajoute des flèches si elle doit tourner.

## Its levels and chapters
level-kodable-01-first-roll = Premiers tours
level-kodable-02-round-the-corner = Au coin de la rue
level-kodable-03-there-and-back = Aller et retour
level-kodable-04-a-star-on-the-way = Une étoile en chemin
level-kodable-05-zigzag = Zigzag
level-kodable-06-stop-on-pink = Arrêt sur le rose
level-kodable-07-a-yellow-turn = Un virage jaune
level-kodable-08-two-colours = Deux couleurs
level-kodable-09-stairs = Escalier
level-kodable-10-steps-and-stars = Marches et étoiles
level-kodable-11-pink-steps = Marches roses
level-kodable-12-winding-down = Lacets vers le bas
level-kodable-13-four-bends = Quatre virages
level-kodable-14-stairs-bends-and-a-pink-door = Escaliers, virages et porte rose
level-kodable-15-the-long-road = La longue route
level-kodable-16-the-maze = Le dédale

## Moves, refusals and hints in words
kodable-columns-hover = Colonnes de la nouvelle carte
kodable-rows-hover = Lignes de la nouvelle carte
kodable-checking = Vérification de la carte…
kodable-making-map = Création d'une nouvelle carte…
kodable-check-failed = Impossible de vérifier la carte ; réessayez.
kodable-new-map-failed = Impossible de créer une nouvelle carte ; réessayez.
kodable-solvable-line = Gagnable : un programme peut faire rouler la bille jusqu'à la cible.
kodable-solvable-bonuses = Gagnable : un programme peut faire rouler la bille jusqu'à la cible, en prenant jusqu'à { $most } bonus sur { $total }.
kodable-not-solvable = Pas gagnable : aucun programme ne peut faire rouler la bille jusqu'à la cible.
kodable-too-large = La carte est trop grande pour être vérifiée dans les limites du solveur.
kodable-nothing-to-undo = Rien à annuler.
kodable-nothing-to-redo = Rien à rétablir.
kodable-solver-program = Le programme du solveur : { $size } blocs, { $bonuses } bonus sur { $total }. Regardez-le tourner ; Z retire ses blocs un par un.
kodable-fill-loop = La boucle du bloc { $block } a besoin de deux blocs : remplissez son emplacement vide.
kodable-fill-function = Le programme appelle la fonction, mais elle a des emplacements vides : remplissez les trois.
kodable-empty-program = Le programme est vide : ajoutez des blocs de la palette, ou appuyez sur les flèches.
kodable-over-limit = Cette carte accepte au plus { $limit } blocs et le programme en a { $size } : une boucle ou la fonction en disent plus avec moins de blocs.
kodable-loop-holds = Une boucle contient deux flèches ou blocs de couleur, pas une boucle ni la fonction.
kodable-function-holds = La fonction contient trois flèches ou blocs de couleur, pas une boucle ni la fonction.
kodable-most-blocks = Un programme a au plus { $most } blocs.
kodable-hint-wins = Votre programme gagne déjà : appuyez sur Lancer.
kodable-hint-block-and-function = { $block } (la fonction : { $body })
kodable-hint-add-next = Indice : ajoutez ensuite { $block } ; le meilleur programme qui commence comme le vôtre a { $size ->
    [one] { $size } bloc
   *[other] { $size } blocs
 }.
kodable-hint-start-again = Indice : aucun programme qui commence ainsi ne peut gagner. Recommencez avec { $block }.
kodable-hint-keep-first = Indice : gardez { $keep ->
    [one] le premier bloc
   *[other] les { $keep } premiers blocs
 } ; le bloc { $wrong } fait fausse route. Mettez { $block } à sa place.
kodable-hint-remove-rest = Indice : { $keep ->
    [one] le premier bloc gagne déjà
   *[other] les { $keep } premiers blocs gagnent déjà
 } ; le reste gâche tout.
kodable-hint-other = Indice : { $edit }.
kodable-step-block = bloc { $block }
kodable-step-loop = bloc { $block }, tour { $round }, emplacement { $slot }
kodable-step-function = bloc { $block }, emplacement { $slot } de la fonction
kodable-step-words = { $action } ({ $part }) : { $stop ->
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
    [not-on] pas sur une case { $colour } : rien ne se passe
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
kodable-ended-cond-idle = Le programme s’est arrêté avant la cible. Votre bloc pour le { $colour } n’a jamais tourné la bille : juste avant lui, la bille doit rouler jusqu’à une case { $colour }.
kodable-ended-short = Le programme s'est arrêté avant la cible. Ajoutez des blocs ou faites tourner une boucle plus de fois, et relancez-le.
kodable-idea-colour = Indice : la bille doit tourner sur la case { $colour }. Choisissez { $colour } à côté de « Si la case est », et placez un bloc de cette couleur. (H encore montre où.)
kodable-no-function = Le programme appelle la fonction, mais la fonction est vide.
kodable-say-cond = « si la case est { $colour }, va vers { $way } »
kodable-say-loop = « répéter { $times } fois : { $body } »
kodable-say-function = F (ton propre bloc)
kodable-board-program = { $blocks ->
    [0] Le programme est vide
   *[other] Le programme : { $program }
}
kodable-board-function = La fonction : { $function }
kodable-board-map = La bille part de { $ball } ; la cible est en { $target } ; { $count ->
    [0] aucun bonus
    [one] un bonus en { $bonuses }
   *[other] des bonus en { $bonuses }
}
kodable-board-empty-slot = vide
kodable-board-grass = herbe
kodable-board-path = chemin
kodable-board-bonus = bonus
kodable-board-target = cible
kodable-cursor-end = À la fin du programme
kodable-cursor-before = Avant le bloc { $block }
kodable-cursor-loop = Boucle { $block }, case { $slot }
kodable-cursor-function = Fonction, case { $slot }

## The solver's lines and hints
play-program-already-wins = Votre programme gagne déjà : appuyez sur Lancer.
play-hint-fill-loop = La boucle du bloc { $block } doit contenir deux blocs : remplissez son emplacement vide. Puis demandez un indice.
play-hint-fill-function = Le programme appelle Fonction, mais la fonction a des emplacements vides : remplissez les trois. Puis demandez un indice.
play-no-program-wins = Sur cette carte, aucun programme ne peut mener la bille jusqu'à la cible.

## The level editor
editor-unsolvable-kodable = Sans solution : aucun programme ne fait rouler la bille jusqu'à la cible.
# Ce que le verdict de Programme la bille ajoute sur le meilleur programme.
editor-note-every-bonus = prend tous les bonus
editor-note-bonuses = prend { $taken } bonus sur { $of }
editor-kodable-paint = Peindre
editor-kodable-path = Chemin
editor-kodable-grass = Herbe
editor-kodable-ball = Bille
editor-kodable-target = Cible
editor-kodable-bonus = Bonus
editor-kodable-pink = Rose
editor-kodable-orange = Orange
editor-kodable-yellow = Jaune
editor-kodable-paint-hover = Cliquez ou glissez sur la carte pour peindre avec
editor-kodable-limit = Limite de blocs
editor-kodable-limit-hover = Le nombre maximal de blocs d'un programme (0 : pas de limite)

## What cannot be read
kodable-too-many-rows = la carte a plus de { $most } lignes
kodable-row-unequal = cette ligne n'a pas autant de cases que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent avoir la même longueur
kodable-no-ball = la carte n'a pas de bille : marquez son départ avec « @ »
kodable-no-target = la carte n'a pas de cible : marquez-la avec « t »
kodable-second-ball = une deuxième bille « @ » (la première est à la ligne { $line }, colonne { $column }) ; une carte en a une seule
kodable-second-target = une deuxième cible « t » (la première est à la ligne { $line }, colonne { $column }) ; une carte en a une seule
kodable-too-many-bonuses = plus de { $most } bonus ; une carte en a au plus { $most }
kodable-empty-row = ligne vide dans la carte : chaque ligne a besoin de ses cases
kodable-too-many-tiles = la ligne a plus de { $most } cases
kodable-tab = une tabulation entre deux cases : les cases sont séparées par un seul espace
kodable-missing-space = il manque un espace avant { $found } : les cases sont séparées par un seul espace
kodable-not-a-space = il faut un espace entre les cases, pas { $found }
kodable-starts-with-space = une ligne commence par une case, pas par un espace
kodable-two-blanks = les cases sont séparées par un seul espace ; il y a ici deux blancs à la suite
kodable-unknown-tile = case inconnue { $found } : utilisez * (herbe), - (chemin), @ (bille), t (cible), b (bonus) ou p, o, y (rose, orange, jaune)
kodable-no-blocks = un programme a besoin d'au moins 1 bloc : la limite doit être de 1 ou plus
kodable-toolbox-unknown = « { $word } » n'est pas un bloc de la boîte à outils : il faut arrows (flèches), conds (couleurs), loops (boucles) ou function (fonction)
kodable-map-invalid = cette carte ne peut pas être jouée
kodable-program-line = la ligne du programme : { $why }
# $between : blocks ou actions.
program-no-space = { $between ->
    [actions] il faut un espace entre les actions, pas { $found }
   *[other] il faut un espace entre les blocs, pas { $found }
}
# $block : loop ou cond ; $expected : le caractère attendu.
program-expected = { $block ->
    [loop] il faut « { $expected } » (une boucle s'écrit Loop{"{"}2{"}"}{"{"}Right,Down{"}"}), pas { $found }
   *[other] il faut « { $expected } » (un cond s'écrit Cond{"{"}p{"}"}{"{"}Right{"}"}), pas { $found }
}
program-no-action = il faut une action (Up, Down, Left, Right, Cond, Loop ou Function), pas { $found }
program-loop-count = il faut le nombre de tours de la boucle, de 1 à { $most }, pas { $found }
program-loop-zero = une boucle fait au moins un tour, pas 0
program-loop-too-many = une boucle fait au plus { $most } tours, pas { $count }
program-loop-one = une boucle contient exactement deux actions ; celle-ci n'en a qu'une
program-loop-more = une boucle contient exactement deux actions ; celle-ci en a plus
program-unknown-action = action inconnue : « { $word } »
program-no-colour = il faut une couleur, p (rose), o (orange) ou y (jaune), pas { $found }
program-unknown-colour = couleur inconnue : « { $word } » ; utilisez p (rose), o (orange) ou y (jaune)
program-no-direction = il faut une direction, Up (haut), Down (bas), Left (gauche) ou Right (droite), pas { $found }
program-unknown-direction = direction inconnue : « { $word } » ; utilisez Up (haut), Down (bas), Left (gauche) ou Right (droite)
program-function-in-loop = une boucle contient deux flèches ou conds, pas Function
program-in-function = dans la fonction : { $why }
program-no-function-body = le programme appelle Function, mais il manque le contenu de la fonction
program-function-calls-itself = la fonction ne peut pas s'appeler elle-même
program-function-loop = la fonction contient trois flèches ou conds, pas une boucle
program-function-too-long = la fonction a besoin d'exactement 3 actions ; elle en a plus
program-function-length = la fonction a besoin d'exactement 3 actions ; elle en a { $count }
program-empty-slot = « ? » est un emplacement vide : mettez à sa place une flèche ou un cond

## A level list's line of details
kodable-summary-map = carte de { $cols }×{ $rows }
kodable-summary-bonuses = { $count ->
    [one] { $count } bonus
   *[other] { $count } bonus
}

## An edit of the program, as a screen reader says it
kodable-edit-added = Ajouté : { $block }
kodable-edit-added-loop = Boucle ajoutée
kodable-edit-added-function = Fonction ajoutée
kodable-edit-removed = Bloc retiré
kodable-edit-emptied = Case vidée
kodable-edit-moved = Bloc déplacé
kodable-edit-times = La boucle { $block } se répète { $times } fois
kodable-edit-cleared = Programme effacé
kodable-edit-typed = Programme tapé
kodable-edit-hinted = Bloc de l’indice ajouté
kodable-edit-kept = Les { $keep } premiers blocs gardés
