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
notice-language-missing = { $language } n'a pas pu être chargé : le jeu reste dans sa langue actuelle.
settings-size = Taille du texte et de l'interface
settings-reduce-motion = Réduire les animations
settings-reduce-motion-hover = Les pièces vont droit à leur place ; ni confettis, ni vue qui pivote, rien qui clignote
settings-screen-reader = Mode lecteur d'écran
settings-screen-reader-hover = Pour qui écoute : ni confettis, ni secousses, ni billes qui flottent ; les sons restent. S'active de lui-même quand un lecteur d'écran lit le jeu
settings-fullscreen = Plein écran
settings-fullscreen-key = Plein écran (F11)
settings-puzzles = Casse-têtes
settings-speed = Vitesse de lecture
settings-speed-unit = { $speed } coups/s
settings-keys = Touches
settings-keys-help = Cliquez sur une touche, puis appuyez sur la lettre voulue (Échap la conserve).
settings-key-read = { $action } : { $key }
settings-keys-waiting = Appuyez sur la lettre voulue pour « { $action } » (Échap garde { $key }).
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
settings-choice = { $group } : { $choice }
settings-only-now = Pour ce lancement seulement : { $choices }.

## Les barres d'un niveau
hud-back-hover = Retour (Échap)
hud-back-editor = ← Éditeur
hud-back-editor-hover = Retour à l'éditeur (Échap)
hud-back-levels = ← Niveaux
hud-back-levels-hover = Retour aux niveaux (Échap)
hud-rules-hover = Comment jouer (F1)
hud-settings-hover = Réglages (O)
hud-key-hover = Touche : { $key }
hud-par = Par { $par }
hud-par-hover = Coups d'une solution optimale
hud-moves = Coups { $moves }
hud-no-solution = Plus de solution à partir d'ici.
hud-undo-to-winnable = Annuler jusqu'à la dernière position encore gagnable
hud-hint-line = Indice : { $hint }
hud-chapter-coach = Nouveau chapitre, { $chapter } : { $teaches }
hud-play = Lecture
hud-pause = Pause
hud-to-start = Retour au début
hud-step-back = Un coup en arrière
hud-step-forward = Un coup en avant
hud-rail = Coups joués
hud-timeline-hover = Les coups joués et à venir : faites glisser pour les parcourir
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

## Les menus
menu-back-hover = Retour à { $place } (Échap)
puzzles-back = ← Titre
puzzles-heading = Choisissez un casse-tête
puzzles-stats = Statistiques
puzzles-stats-hover = Vos meilleurs coups et temps, niveau par niveau
puzzles-next = Suivant : { $level }
levels-back = ← Casse-têtes
rules-got-it = Compris
rules-heading = Comment jouer à { $puzzle }
# A control of the card and what it does, as a screen reader reads the card.
rules-control-said = { $keys } : { $does }
edit-heading = Créer un niveau : { $puzzle }

## Statistiques
stats-solved = { $solved } sur { $levels } résolus
stats-at-par = ★ { $count } au par
stats-attempts = { $count ->
    [one] { $count } essai
   *[other] { $count } essais
}
stats-best-times = meilleurs temps { $time }
stats-forget-puzzle = Oublier tous les records de { $puzzle } et où chaque niveau en était ?
stats-forget-all = Oublier tous les records de tous les casse-têtes et où chaque niveau en était ?

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
levels-for-you-hover = Le prochain niveau de la liste pas encore gagné, puis des niveaux aléatoires à la mesure de votre classement
levels-for-you-path = Le prochain niveau de la liste que vous n’avez pas encore gagné : { $number }. { $title }
levels-more = Plus
levels-for-you-new = Pour commencer, { $difficulty } : terminez des niveaux aléatoires et ceux du jour, et les suivants suivront votre jeu.
levels-for-you-why = { $difficulty } : le plus proche de votre classement de { $rating } (± { $range }), d'après { $count ->
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
levels-chapter-stars = { $earned } des { $of } étoiles de ce chapitre
difficulty-easy = Facile
difficulty-medium = Moyen
difficulty-hard = Difficile
difficulty-expert = Expert

## Une victoire
win-heading = Résolu !
win-solver = Résolu par le solveur
win-again = Rejouer
win-time = Temps { $time }
# The win panel's buttons and their keys, as a screen reader says them after the win.
win-ways-on = { $next } : Entrée. { $again } : R. { $compare } : C.
win-par-hinted = par, mais pas de ★ : un indice a été affiché.
win-par = par ! Parfait.
win-path-back = C’était le dernier niveau de la liste. Ensuite : { $number }. { $title }, pas encore gagné.
win-path-finished = C’était le dernier niveau : vous avez gagné tous les niveaux de { $puzzle } ! Ensuite : de nouveaux niveaux aléatoires à la mesure de votre classement.
win-try-yourself = À vous d'essayer maintenant !
win-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
win-blocks = { $blocks ->
    [one] { $blocks } bloc
   *[other] { $blocks } blocs
}
win-best-program-more-bonus = { $blocks } (le meilleur programme en a { $par }). Pouvez-vous prendre tous les bonus ?
win-more-bonus = { $blocks }. Pouvez-vous prendre tous les bonus ?
win-best-program = { $blocks } (le meilleur programme en a { $par }).
win-bonuses = ★ { $taken } bonus sur { $of } · { $score }
win-above-par = { $moves } (par { $par }).

## Le nom de la fenêtre, qu’un lecteur d’écran dit quand l’écran change
screen-levels = { $puzzle } : ses niveaux
screen-playing = { $puzzle } : { $level }
