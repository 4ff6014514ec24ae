# L'écran des statistiques : les totaux de chaque casse-tête, les tableaux des niveaux joués et les remises à zéro.

stats-everything = { $solved ->
    [one] { $solved } niveau résolu sur { $levels }
   *[other] { $solved } niveaux résolus sur { $levels }
}, dont { $at_par } au par sans aide.
# A puzzle's totals, as a screen reader says them when the stats open.
stats-said-puzzle = { $puzzle } : { $totals }
stats-star-note = ★ signale un par atteint sans indice ni coup du solveur. Le chrono ne tourne que lorsque le niveau est affiché et que la fenêtre a le focus.
stats-none-tried = Aucun niveau essayé pour l'instant.

## Les en-têtes du tableau d'un casse-tête (les courts sur un écran étroit)
stats-head-level = Niveau
stats-head-best = Meilleur
stats-head-time = Temps
stats-head-best-moves = Meilleurs coups
stats-head-par = Par
stats-head-best-time = Meilleur temps
stats-head-attempts = Essais
stats-par-unaided-hover = Par atteint sans aide

## Oublier les records, en le demandant deux fois
stats-reset = Réinitialiser…
stats-reset-all = Réinitialiser toute la progression…
stats-reset-hover = Vos propres niveaux et vos réglages sont conservés
stats-reset-yes = Oui, réinitialiser
stats-reset-no = Non
stats-rating = Classement { $rating } ± { $range }
stats-no-rating = Pas encore de classement : les niveaux aléatoires et ceux du jour en donnent un.
stats-finished-weeks = { $count ->
    [one] { $count } niveau terminé
   *[other] { $count } niveaux terminés
} ces quatre dernières semaines
stats-time-trend = temps par niveau { $before } → { $after }
stats-time-mean = temps par niveau { $time }
stats-hints-trend = indices par niveau { $before } → { $after }
stats-hints-mean = indices par niveau { $hints }
stats-over-par = { $percent } % au-dessus du par
stats-chart-finished = Niveaux terminés par jour, et temps par niveau
stats-chart-rating = Classement, dans la fourchette où il se trouve probablement
stats-chart-most-levels = { $count ->
    [one] 1 niveau
   *[other] { $count } niveaux
}
stats-chart-longest = { $time } par niveau
stats-weeks-ago = il y a 4 semaines
stats-today = aujourd'hui

## Votre progression dans un fichier
stats-file-heading = Votre progression dans un fichier
stats-file-note = Exporter écrit tout (réglages, records, historique, niveaux créés) dans un seul fichier. Importer fusionne un tel fichier en gardant le meilleur des deux ; le déposer sur la fenêtre fait de même.
stats-export = Exporter la progression
stats-exported = Écrit dans { $path }
stats-downloaded = { $path } téléchargé
stats-import = Importer une progression…
stats-import-path = Le fichier à importer
stats-import-this = Importer

## Chaque série, et les meilleurs temps
stats-pack = { $pack } : { $solved } résolus · { $tried } essayés · { $untouched } jamais ouverts
stats-pack-whole = Niveaux fournis
stats-bests = Meilleurs temps, gagnés seul : { $bests }
stats-best = { $difficulty } { $time }
