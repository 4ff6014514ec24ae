# Les mots du jeu, en français.

## L'écran titre
title-tagline = Cinq casse-têtes, chacun avec un solveur qui donne des indices et montre le chemin.
title-play = Jouer
title-settings = Réglages
title-settings-hover = Son, apparence, taille, animations, touches (O)
title-quit = Quitter
title-keys-web = Entrée pour jouer · D casse-têtes du jour · O réglages
title-keys-desktop = Entrée pour jouer · D casse-têtes du jour · O réglages · Q quitte

## Les réglages
settings-heading = Réglages
settings-sound = Son
settings-volume = Volume
settings-mute = Muet
settings-buzz = Vibrer sur un coup refusé et une victoire (téléphones)
settings-look = Apparence
settings-theme-system = Comme le système
settings-theme-dark = Sombre
settings-theme-light = Clair
settings-theme-high-contrast = Contraste élevé
settings-language = Langue
settings-language-system = Comme le système
notice-letters-missing = Les caractères de { $language } n'ont pas pu être chargés : le jeu reste dans sa langue actuelle.
settings-size = Taille du texte et de l'interface
settings-reduce-motion = Réduire les animations
settings-reduce-motion-hover = Les pièces vont droit à leur place ; ni confettis, ni vue qui pivote, rien qui clignote
settings-screen-reader = Mode lecteur d'écran
settings-screen-reader-hover = Pour qui écoute : ni confettis, ni secousses, ni billes qui flottent ; les sons restent. S'active de lui-même quand un lecteur d'écran lit le jeu
settings-fullscreen = Plein écran
settings-fullscreen-key = Plein écran (F11)
settings-puzzles = Casse-têtes
settings-fifteen-numbers = Numéros sur les carreaux du taquin (T)
settings-speed = Vitesse de lecture
settings-speed-unit = { $speed } coups/s
settings-keys = Touches
settings-keys-help = Cliquez sur une touche, puis appuyez sur la lettre voulue (Échap la conserve).
settings-key-read = { $action } : { $key }
settings-keys-waiting = Appuyez sur la lettre voulue pour « { $action } » (Échap garde { $key }).
settings-action-undo = Annuler
settings-action-redo = Rétablir
settings-action-restart = Recommencer
settings-action-hint = Indice
settings-action-solve = Le solveur joue
settings-action-play = Lecture ou pause
settings-action-new = Nouveau niveau
settings-action-share = Partager
settings-action-edit = Modifier une copie
settings-action-compare = Comparer avec le plus court
settings-action-settings = Réglages
settings-action-say-again = Redire la dernière annonce
settings-action-read-board = Lire tout le plateau
settings-action-read-count = Coups et par
settings-action-read-cursor = Où est le curseur
settings-reset = Réinitialiser
settings-reset-hover = Tous ces choix reviennent à leur état de départ
settings-done = Terminé
settings-only-now = Pour ce lancement seulement : { $choices }.

## Les barres d'un niveau
hud-back-hover = Retour (Échap)
hud-back-editor = ← Éditeur
hud-back-editor-hover = Retour à l'éditeur (Échap)
hud-back-levels = ← Niveaux
hud-back-levels-hover = Retour aux niveaux (Échap)
hud-rules-hover = Comment jouer (F1)
hud-settings-hover = Réglages (O)
hud-key-hover = Touche : { $key }
hud-par = Par { $par }
hud-par-hover = Coups d'une solution optimale
hud-moves = Coups { $moves }
hud-no-solution = Plus de solution à partir d'ici.
hud-undo-to-winnable = Annuler jusqu'à la dernière position encore gagnable
hud-hint-line = Indice : { $hint }
hud-play = Lecture
hud-pause = Pause
hud-to-start = Retour au début
hud-step-back = Un coup en arrière
hud-step-forward = Un coup en avant
hud-rail = Coups joués
hud-timeline-hover = Les coups joués et à venir : faites glisser pour les parcourir
hud-speed = Vitesse
hud-speed-hover = Coups par seconde (- et =)
hud-undo = Annuler
hud-redo = Rétablir
hud-restart = Recommencer
hud-hint = Indice
hud-solve = Résoudre
hud-new-level = Nouveau niveau
hud-share = Partager
hud-edit-copy = Modifier une copie
hud-next-level = Niveau suivant
hud-compare = Comparer

## Les casse-têtes, par leur nom et en une ligne
puzzle-shot = Shot
puzzle-shot-blurb = Lancez les billes les unes contre les autres jusqu'à n'en garder qu'une.
puzzle-snake = Cube serpent
puzzle-snake-blurb = Repliez une chaîne de 64 cubes de bois en un cube de 4×4×4.
puzzle-klotski = L'Âne rouge
puzzle-klotski-blurb = Faites glisser les blocs jusqu'à ce que le grand bloc rouge atteigne la sortie.
puzzle-kodable = Programme la bille
puzzle-kodable-blurb = Écrivez un petit programme qui fait rouler la bille jusqu'à la cible.
puzzle-fifteen = Taquin
puzzle-fifteen-blurb = Remettez quinze nuances de gris dans l'ordre.
puzzle-lights = Lumières
puzzle-lights-blurb = Éteignez une rangée de lampes.

## Les menus
menu-back-hover = Retour à { $place } (Échap)
puzzles-back = ← Titre
puzzles-heading = Choisissez un casse-tête
puzzles-stats = Statistiques
puzzles-stats-hover = Vos meilleurs coups et temps, niveau par niveau
puzzles-next = Suivant : { $level }
levels-back = ← Casse-têtes
rules-got-it = Compris
rules-heading = Comment jouer à { $puzzle }
edit-heading = Créer un niveau : { $puzzle }

## Statistiques
stats-solved = { $solved } sur { $levels } résolus
stats-at-par = ★ { $count } au par
stats-attempts = { $count ->
    [one] { $count } essai
   *[other] { $count } essais
}
stats-best-times = meilleurs temps { $time }
stats-forget-puzzle = Oublier tous les records de { $puzzle } et où chaque niveau en était ?
stats-forget-all = Oublier tous les records de tous les casse-têtes et où chaque niveau en était ?

## Les niveaux d'un casse-tête
levels-open-code-heading = Ouvrir un niveau qu'on vous a transmis
levels-code-hint = son code (pb1.…) ou son lien
levels-open-code = Ouvrir un code
levels-open-code-hover = Ouvrir un niveau à partir d'un code qu'on vous a transmis
levels-make = Créer un niveau
levels-make-hover = Créez votre propre niveau, sous l'œil du solveur
levels-new = Nouveau niveau au hasard
levels-new-short = Nouveau niveau
levels-for-you = Pour vous ensuite
levels-for-you-hover = Un niveau aléatoire à la mesure de votre classement dans ce casse-tête
levels-for-you-new = Pour commencer, { $difficulty } : terminez des niveaux aléatoires et ceux du jour, et les suivants suivront votre jeu.
levels-for-you-why = { $difficulty } : le plus proche de votre classement de { $rating } (± { $range }), d'après { $count ->
    [one] { $count } niveau terminé
   *[other] { $count } niveaux terminés
}.
levels-yours = Vos niveaux
levels-played = Niveaux aléatoires et partagés auxquels vous avez joué
levels-yours-hint = Clic droit sur un de vos niveaux pour le modifier ou le supprimer.
levels-yours-touch-hint = Appuyez longuement sur un de vos niveaux pour le modifier ou le supprimer.
levels-edit = Modifier
levels-delete = Supprimer pour de bon
levels-in-progress = en cours · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
levels-not-solved = pas encore résolu
levels-best = meilleur { $best }
levels-par = par { $par }
levels-map-size = taille
levels-chapter-stars = { $earned } des { $of } étoiles de ce chapitre
chapter-kodable-roll = Rouler
chapter-kodable-roll-teaches = Les flèches : la bille roule jusqu'à ce que quelque chose l’arrête.
chapter-kodable-colours = Couleurs
chapter-kodable-colours-teaches = « Si la case est rose » : la bille tourne sur une case de couleur.
chapter-kodable-loops = Boucles
chapter-kodable-loops-teaches = Une boucle refait ses deux blocs encore et encore.
chapter-kodable-function = Ton propre bloc
chapter-kodable-function-teaches = F : trois blocs écrits une fois et utilisés souvent.
chapter-kodable-together = Tout ensemble
chapter-kodable-together-teaches = Tous les blocs que tu connais, sur de plus grandes cartes.
chapter-klotski-slides = Faites place
chapter-klotski-slides-teaches = Poussez les blocs de côté pour ouvrir la route au gros bloc.
chapter-klotski-trail = La piste de Huarong
chapter-klotski-trail-teaches = Neuf vieux casse-tête venus de Chine, de 18 à 120 coups.
difficulty-easy = Facile
difficulty-medium = Moyen
difficulty-hard = Difficile
difficulty-expert = Expert

## Une victoire
win-heading = Résolu !
win-solver = Résolu par le solveur
win-again = Rejouer
win-edit-program = Modifier le programme
win-time = Temps { $time }
win-par-hinted = par, mais pas de ★ : un indice a été affiché.
win-par = par ! Parfait.
win-try-yourself = À vous d'essayer maintenant !
win-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
win-blocks = { $blocks ->
    [one] { $blocks } bloc
   *[other] { $blocks } blocs
}
win-best-program-more-bonus = { $blocks } (le meilleur programme en a { $par }). Pouvez-vous prendre tous les bonus ?
win-more-bonus = { $blocks }. Pouvez-vous prendre tous les bonus ?
win-best-program = { $blocks } (le meilleur programme en a { $par }).
win-bonuses = ★ { $taken } bonus sur { $of } · { $score }
win-above-par = { $moves } (par { $par }).
kodable-loop-cut-short = sa boucle ne s'est jamais répétée, elle compte donc pour deux blocs

## Programme la bille
kodable-detail = { $puzzle } · carte de { $cols }×{ $rows }
kodable-action = Action { $at } sur { $of } : { $what }
kodable-start-line = Construisez un programme avec les blocs, puis appuyez sur Lancer. La bille roule jusqu'à ce que quelque chose l'arrête.
kodable-cannot-up = Impossible de monter
kodable-cannot-down = Impossible de descendre
kodable-cannot-left = Impossible d'aller à gauche
kodable-cannot-right = Impossible d'aller à droite
kodable-blocked-line = { $cannot } : le chemin est bloqué. Modifiez le programme et relancez-le.
kodable-bubble-ended = Le programme s'est arrêté ici
kodable-bubble-no-function = La fonction est vide
kodable-par-hover = Blocs d'un programme optimal (qui prend tous les bonus possibles)
kodable-blocks = Blocs { $size }
kodable-blocks-limit = Blocs { $size } / { $limit }
kodable-blocks-limit-hover = Blocs du programme, et le maximum que permet cette carte
kodable-run-counts = L'exécution compte { $size } : { $why }.
kodable-bonuses-hover = Bonus pris pendant cette exécution, sur tous ceux de la carte
kodable-run = Lancer
kodable-go-on = Continuer
kodable-step = Pas
kodable-reset = Réinitialiser
kodable-speed-hover = Vitesse : à quelle allure roule la bille (- et =)
kodable-solvable = Gagnable ?
kodable-new-map = Nouvelle carte

## Le panneau du programme
kodable-blocks-heading = Blocs
kodable-program-heading = Programme
kodable-function-heading = Fonction
kodable-text-heading = En texte
kodable-how-heading = Comment ça marche
kodable-keys-heading = Touches
kodable-how-arrow = Une flèche fait rouler la bille jusqu'à ce que l'herbe ou le bord l'arrête. Une flèche droit dans l'herbe est une erreur : le programme s'arrête là.
kodable-how-cond = « Si la case est rose, descends » ne déplace la bille que si elle est sur une case rose ; la bille qui roule juste avant s'arrête sur la première case rose.
kodable-how-loop = Une boucle répète ses deux blocs encore et encore : ×3, c'est trois fois.
kodable-how-function = F est ton propre bloc : mets une fois trois blocs dans la fonction, et chaque F les exécute.
kodable-how-bonus = Étoiles : une pour atteindre la cible ; une deuxième si tu prends aussi chaque ★ en chemin ; une troisième si tu fais les deux sans plus de blocs que le par.
kodable-way-up = le haut
kodable-way-down = le bas
kodable-way-left = la gauche
kodable-way-right = la droite
kodable-colour-pink = rose
kodable-colour-orange = orange
kodable-colour-yellow = jaune
kodable-palette-roll = Rouler vers { $way } jusqu'à ce que quelque chose arrête la bille (touche { $key })
kodable-palette-loop = Boucle : répète ses deux blocs encore et encore (touche L ; les chiffres disent combien de fois)
kodable-palette-function = F : exécute les trois blocs de ta fonction (touche F)
kodable-palette-cond = Si la case est { $colour }, va vers { $way } : juste avant, la bille s'arrête sur la première case { $colour } (touche C, puis { $key }).
kodable-if-on = Si la case est
kodable-roll = va :
kodable-cond-armed = Si la case est { $colour } : appuie sur une flèche pour le sens (C : couleur suivante, Échap : annuler)
kodable-colour-hover = Blocs pour les cases { $colour }
kodable-function-calls = { $calls ->
    [0] pas encore appelée : ajoutez des blocs F
    [one] appelée une fois
   *[other] appelée { $calls } fois
}
kodable-slot-hover = Cliquez pour mettre ici le bloc suivant ; clic droit pour le vider
kodable-text-hint = Tapez un programme (T) dans la notation des fichiers de niveaux, dont les mots sont anglais dans toutes les langues (Right = →, Loop = boucle, Function = fonction), par ex. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-use = Utiliser ce texte
kodable-text-use-hover = Charger le texte dans le programme (Entrée)
kodable-text-forget = Oublier
kodable-text-forget-hover = Réafficher le programme (Échap)
kodable-text-error = Colonne { $column } : { $message }.
kodable-hint-keep-then = { $keep ->
    [one] gardez 1 bloc, puis
   *[other] gardez { $keep } blocs, puis
}
kodable-hint-add = ajoutez
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
kodable-loop-hover = Une boucle. Glissez pour la déplacer ; × ou clic droit la retire
kodable-function-hover = Exécute les trois blocs de la fonction. Glissez pour le déplacer ; × ou clic droit le retire
kodable-block-hover = Glissez pour le déplacer ; × ou clic droit le retire
kodable-times-hover = Nombre de fois : cliquez en haut pour plus, en bas pour moins, ou tapez 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = ajouter une flèche
kodable-key-2 = C puis une flèche
kodable-key-2-does = ajouter un bloc de couleur (C à nouveau : couleur suivante)
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

## Le panneau du cube serpent
snake-corner = Angle { $n } sur { $of }
snake-straight = droit (pas encore plié)
snake-cube-number = cube { $number }
snake-turn = Tourner
snake-straighten = Redresser
snake-pick = Cliquez sur un cube pour choisir son angle
snake-more = Plus…
snake-less = Moins
snake-corners-button = Tourner les coins…
snake-folded = { $set } sur { $corners ->
    [one] { $corners } angle plié
   *[other] { $corners } angles pliés
}
snake-overlapping = { $cubes ->
    [one] { $cubes } cube en chevauche un autre (rouge)
   *[other] { $cubes } cubes se chevauchent (rouges)
}
snake-outside = { $cubes ->
    [one] { $cubes } cube hors de la boîte (pâle)
   *[other] { $cubes } cubes hors de la boîte (pâles)
}
snake-counting = Décompte des solutions…
snake-counting-progress = Décompte des solutions… { $percent } %
snake-too-many = Trop de solutions pour toutes les compter.
snake-no-fold = Cette chaîne ne se replie pas en cube.
snake-solutions = { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}
snake-oriented = { $count } en comptant chaque rotation et image miroir
snake-watch-it = Regardez-la se replier :
snake-watch-first = Regardez un pliage (en voici { $found }) :
snake-watch-one = Regardez un pliage :
snake-watch-button = Regarder
snake-chain-editor = Éditeur de chaîne
snake-chain-help = F : le cube suivant va tout droit · T : il tourne
snake-chain-use = Utiliser cette chaîne
kodable-new-block = NOUVEAU
kodable-coach-arrows = Clique sur une flèche pour la mettre dans ton programme, puis appuie sur Lancer. La bille roule jusqu'à ce que quelque chose l'arrête.
kodable-coach-conds = Nouveau bloc ! « Si la case est rose, descends » : la bille s'arrête sur la case rose et tourne là.
kodable-coach-loops = Nouveau bloc ! Une boucle répète ses deux blocs. Mets-y deux flèches, puis choisis combien de fois.
kodable-coach-function = Nouveau bloc ! F est ton propre bloc : remplis une fois les trois cases de la fonction, puis utilise F autant que tu veux.
