# Les mots de la page web elle-même, avant que le jeu démarre (scripts/build-web.sh les met dans la page), en français.
web-loading = Chargement de puzzlebox…
web-could-not-start = puzzlebox n'a pas pu démarrer : { $error }
web-update-ready = Une nouvelle version de puzzlebox est prête.
web-update-reload = Recharger
web-canvas-label = puzzlebox : cinq casse-têtes, chacun avec un solveur qui donne des indices
