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
editor-reopened = Votre niveau tel que vous l'avez laissé : gardez-le, ou repartez de zéro.
editor-kept = Gardé dans Vos niveaux.
editor-code-copied = Code du niveau copié : collez-le pour transmettre le niveau.
editor-cannot-play = Seul un niveau que le jeu sait lire peut être joué.
editor-cannot-keep = Seul un niveau que le jeu sait lire peut être gardé.
editor-cannot-share = Seul un niveau que le jeu sait lire a un code.
editor-cannot-save = Seul un niveau que le jeu sait lire peut devenir un fichier.
editor-file-saved = Fichier de niveau enregistré dans { $path }.
editor-file-downloaded = Fichier de niveau envoyé dans vos téléchargements, sous le nom { $name }.
editor-folder-not-made = Pas de fichier : impossible de créer le dossier { $folder } ({ $error }).
editor-file-not-written = Pas de fichier : impossible d'écrire { $path } ({ $error }).
editor-download-refused = Pas de fichier : le navigateur a refusé le téléchargement.

## Le verdict du solveur sur le niveau en cours
editor-checking = Le solveur cherche…
editor-solving = Résolution…
# $why : ce que le lecteur de niveaux a trouvé d'incorrect (un message d'errors.ftl).
editor-invalid = Pas encore un niveau : { $why }.
editor-invalid-at = Pas encore un niveau (ligne { $row }, colonne { $column }) : { $why }.
editor-invalid-letter = Pas encore un niveau (lettre { $letter }) : { $why }.
editor-solvable = Résoluble · par { $par } · { $difficulty }
editor-solvable-at-most = { $par ->
    [one] Résoluble, en { $par } coup au plus (sans preuve que c'est le minimum)
   *[other] Résoluble, en { $par } coups au plus (sans preuve que c'est le minimum)
}
editor-already-solved = Le niveau est résolu dès le départ : changez quelque chose.
editor-unsolvable = Sans solution : { $why }.
editor-gave-up = { $positions ->
    [one] Le solveur a abandonné après { $positions } position : le niveau a peut-être une solution, peut-être pas.
   *[other] Le solveur a abandonné après { $positions } positions : le niveau a peut-être une solution, peut-être pas.
}

## Les autres écrans
screens-percent = { $percent } %
screens-percent-suffix = { " " }%
screens-making-level = Création d'un nouveau niveau…
screens-no-new-level = Impossible de créer un nouveau niveau ; réessayez, ou avec d'autres choix.
