# L'éditeur de niveaux (editor-) et ce qui restait des autres écrans (screens-).

## Le panneau de l'éditeur
editor-my-level = Mon niveau
editor-name = Nom
editor-size = Taille
editor-columns = Colonnes
editor-rows = Lignes
editor-try = Essayer
editor-try-hover = Jouer le niveau tout de suite
editor-show-solution = Voir la solution
editor-show-solution-hover = Regarder le solveur le jouer (S)
editor-keep = Garder
editor-keep-hover = Le garder dans Vos niveaux (Ctrl+S)
editor-share-hover = Copier son code de niveau
editor-save-file = Enregistrer le fichier
editor-download-file = Télécharger le fichier
editor-file-hover = L'écrire dans un fichier de niveau, pour le rouvrir ou le transmettre
editor-afresh = Repartir de zéro
editor-afresh-hover = Abandonner ce niveau et en commencer un nouveau

## Ce que l'éditeur dit au joueur
editor-reopened = Votre niveau tel que vous l'avez laissé : gardez-le, ou repartez de zéro.
editor-kept = Gardé dans Vos niveaux.
editor-code-copied = Code du niveau copié : collez-le pour transmettre le niveau.
editor-cannot-play = Seul un niveau que le jeu sait lire peut être joué.
editor-cannot-keep = Seul un niveau que le jeu sait lire peut être gardé.
editor-cannot-share = Seul un niveau que le jeu sait lire a un code.
editor-cannot-save = Seul un niveau que le jeu sait lire peut devenir un fichier.
editor-file-saved = Fichier de niveau enregistré dans { $path }.
editor-file-downloaded = Fichier de niveau envoyé dans vos téléchargements, sous le nom { $name }.
editor-folder-not-made = Pas de fichier : impossible de créer le dossier { $folder } ({ $error }).
editor-file-not-written = Pas de fichier : impossible d'écrire { $path } ({ $error }).
editor-download-refused = Pas de fichier : le navigateur a refusé le téléchargement.

## Le verdict du solveur sur le niveau en cours
editor-checking = Le solveur cherche…
editor-solving = Résolution…
# $why : ce que le lecteur de niveaux a trouvé d'incorrect (un message d'errors.ftl).
editor-invalid = Pas encore un niveau : { $why }.
editor-invalid-at = Pas encore un niveau (ligne { $row }, colonne { $column }) : { $why }.
editor-invalid-letter = Pas encore un niveau (lettre { $letter }) : { $why }.
editor-solvable = Résoluble · par { $par } · { $difficulty }
editor-solvable-at-most = { $par ->
    [one] Résoluble, en { $par } coup au plus (sans preuve que c'est le minimum)
   *[other] Résoluble, en { $par } coups au plus (sans preuve que c'est le minimum)
}
editor-folds = { $count ->
    [one] Se replie en cube de { $count } façon
   *[other] Se replie en cube de { $count } façons distinctes
}
editor-folds-at-least = { $count ->
    [one] Se replie en cube d'au moins { $count } façon
   *[other] Se replie en cube d'au moins { $count } façons distinctes
}
editor-already-solved = Le niveau est résolu dès le départ : changez quelque chose.
editor-unsolvable = Sans solution : { $why }.
editor-unsolvable-shot = Sans solution : aucun ordre de lancers ne laisse une seule bille.
editor-unsolvable-snake = Sans solution : aucune façon de replier la chaîne ne remplit le cube.
editor-unsolvable-klotski = Sans solution : le bloc cible ne peut jamais atteindre la sortie.
editor-unsolvable-kodable = Sans solution : aucun programme ne fait rouler la bille jusqu'à la cible.
editor-unsolvable-fifteen = Sans solution : les carreaux sont dans une disposition impaire qu'aucun glissement ne peut remettre en ordre.
editor-unsolvable-lights = Sans solution : aucune suite d'appuis n'éteint toutes les lampes.
editor-gave-up = { $positions ->
    [one] Le solveur a abandonné après { $positions } position : le niveau a peut-être une solution, peut-être pas.
   *[other] Le solveur a abandonné après { $positions } positions : le niveau a peut-être une solution, peut-être pas.
}
# Ce que le verdict de Programme la bille ajoute sur le meilleur programme.
editor-note-every-bonus = prend tous les bonus
editor-note-bonuses = prend { $taken } bonus sur { $of }

## Les outils de Shot
editor-shot-hint = Cliquez sur une case pour y poser une bille ou l'enlever.

## Les outils de L'Âne rouge
editor-klotski-put = Poser un bloc
editor-klotski-block-hover = Cliquez là où va sa case en haut à gauche : un bloc de { $width }×{ $height }
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
editor-klotski-no-names = Plus de bloc possible : toutes les lettres et tous les chiffres sont pris.
editor-klotski-no-block = Il n'y a pas de bloc ici.
editor-klotski-pick-goal-block = Cliquez sur un bloc pour en faire le bloc cible.
editor-klotski-goal-block-first = Choisissez d'abord le bloc cible.

## Les outils de Programme la bille
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
editor-kodable-limit-hover = Le nombre maximal de blocs d'un programme (0 : pas de limite)

## Les outils du taquin
editor-fifteen-hint = Cliquez sur deux carreaux (ou sur un carreau et le trou) pour les échanger.
editor-fifteen-in-order = Ranger
editor-fifteen-shuffle = Mélanger
editor-fifteen-shuffle-hover = Un plateau au hasard qui a une solution
editor-fifteen-type = Ou tapez les carreaux dans l'ordre de lecture (0 pour le trou) :
editor-fifteen-wrong-count = Un plateau de { $cols }×{ $rows } prend { $cells } nombres, pas { $numbers }.

## Les outils du cube serpent
editor-snake-hint = La chaîne, une lettre par cube à partir du deuxième : F va tout droit, T tourne.
editor-snake-no-letters = La chaîne a besoin de lettres : F va tout droit, T tourne.

## Les autres écrans
screens-percent = { $percent } %
screens-percent-suffix = { " " }%
screens-making-level = Création d'un nouveau niveau…
screens-no-new-level = Impossible de créer un nouveau niveau ; réessayez, ou avec d'autres choix.
