# Les mots du jeu, en français.

## L'écran titre
title-tagline = Cinq casse-têtes, chacun avec un solveur qui donne des indices et montre le chemin.
title-play = Jouer
title-settings = Réglages
title-settings-hover = Son, apparence, taille, animations, touches (O)
title-quit = Quitter
title-keys-web = Entrée pour jouer · O réglages
title-keys-desktop = Entrée pour jouer · O réglages · Q quitte

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
settings-size = Taille du texte et de l'interface
settings-reduce-motion = Réduire les animations
settings-reduce-motion-hover = Les pièces vont droit à leur place ; ni confettis, ni vue qui pivote, rien qui clignote
settings-fullscreen = Plein écran
settings-fullscreen-key = Plein écran (F11)
settings-puzzles = Casse-têtes
settings-fifteen-numbers = Numéros sur les carreaux du taquin (T)
settings-speed = Vitesse de lecture
settings-speed-unit = { $speed } coups/s
settings-keys = Touches
settings-keys-help = Cliquez sur une touche, puis appuyez sur la lettre voulue (Échap la garde).
settings-keys-waiting = appuyez sur une lettre…
settings-action-undo = Annuler
settings-action-redo = Rétablir
settings-action-restart = Recommencer
settings-action-hint = Indice
settings-action-solve = Le solveur joue
settings-action-play = Lecture ou pause
settings-action-new = Nouveau niveau
settings-action-share = Partager
settings-action-edit = Modifier une copie
settings-action-settings = Réglages
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
    [one] 1 essai
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
levels-yours = Vos niveaux
levels-yours-hint = Clic droit sur un de vos niveaux pour le modifier ou le supprimer.
levels-yours-touch-hint = Appuyez longuement sur un de vos niveaux pour le modifier ou le supprimer.
levels-edit = Modifier
levels-delete = Supprimer pour de bon
levels-in-progress = en cours · { $moves ->
    [one] 1 coup
   *[other] { $moves } coups
}
levels-not-solved = pas encore résolu
levels-best = meilleur { $best }
levels-par = par { $par }
levels-map-size = taille
difficulty-easy = Facile
difficulty-medium = Moyen
difficulty-hard = Difficile
difficulty-expert = Expert

## Une victoire
win-heading = Résolu !
win-heading-fifteen = VOUS AVEZ GAGNÉ
win-solver = Résolu par le solveur
win-again = Rejouer
win-edit-program = Modifier le programme
win-time = Temps { $time }
win-par-hinted = par, mais pas de ★ : un indice a été montré.
win-par = par ! Parfait.
win-try-yourself = À vous d'essayer maintenant !
win-moves = { $moves ->
    [one] 1 coup
   *[other] { $moves } coups
}
win-blocks = { $blocks ->
    [one] 1 bloc
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
kodable-reset = Remettre
kodable-speed-hover = Vitesse : à quelle allure roule la bille (- et =)
kodable-solvable = Gagnable ?
kodable-new-map = Nouvelle carte
