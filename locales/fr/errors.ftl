# Pourquoi un fichier de niveau, un code de niveau ou un programme tapé ne peut pas être lu.
# L'identifiant de chaque message est le nom que les lecteurs des casse-têtes donnent à cette
# erreur. Les phrases commencent par une minuscule et finissent sans point : le jeu les place
# toujours après deux-points, dans un cadre
# (« levels/x.shot, ligne 3, colonne 5 : … »).
#
# Arguments :
#   $found : ce qui se trouve là où on attendait autre chose, tel que l'écrivent les messages
#            found-… ci-dessous (« x », un espace, la fin du texte) ;
#   $line, $column : un endroit du texte, compté à partir de 1 ;
#   $why : la phrase d'une autre erreur, que celle-ci encadre.

## Ce qui a été trouvé
found-end = la fin du texte
found-space = un espace
found-tab = une tabulation
found-control = le caractère de contrôle U+{ $code }
found-invisible = le caractère invisible U+{ $code }
found-char = « { $char } »
found-char-code = « { $char } » (U+{ $code })

# Une erreur à un endroit d'un texte.
error-at-place = ligne { $line }, colonne { $column } : { $why }

## Tout fichier de niveau
# $key : par, blocks, solutions, seed (une ligne « ; clé: valeur »), goal-column ou goal-row
# (dans la sortie de L'Âne rouge).
file-number-too-large = { $key ->
    [goal-column] la colonne de la sortie ne peut pas dépasser { $most } : « { $text } » est trop grand
    [goal-row] la ligne de la sortie ne peut pas dépasser { $most } : « { $text } » est trop grand
   *[other] « { $key } » ne peut pas dépasser { $most } : « { $text } » est trop grand
}
file-number-expected = { $key ->
    [goal-column] la colonne de la sortie doit être un nombre entier, pas « { $text } »
    [goal-row] la ligne de la sortie doit être un nombre entier, pas « { $text } »
   *[other] « { $key } » doit être un nombre entier, pas « { $text } »
}
file-key-twice = « { $key } » est donné une deuxième fois (la première à la ligne { $first }) : ne le donnez qu'une fois
file-empty = le fichier est vide : il manque le dessin du niveau
file-no-drawing = le niveau n'a que des métadonnées ou des lignes vides : il manque son dessin

## Programme la bille : un programme tapé (ses mots Up, Loop, Cond… sont ceux de la notation)
program-loop-in-loop = une boucle contient deux flèches ou conds, pas une autre boucle

## Codes de niveau
code-damaged = le code est abîmé (sa vérification échoue) : l'avez-vous copié en entier ?
code-no-unpack = les données du code ne se décompressent pas (ou dépassent 1 Mio)
code-data-unread = les données du code sont illisibles
code-level-unread = le niveau ({ $puzzle }) contenu dans le code est illisible : { $why }
code-too-many-moves = { $count } coups, c'est trop : un code, ou un niveau laissé en cours, en contient au plus { $most }
code-move-unread = le coup { $number } du code n'est pas un coup de son casse-tête
code-too-long = le code dépasse { $most } caractères
code-not-a-code = un code de niveau commence par « { $start } »
code-newer = le code est en version { $version }, plus récente que ce que sait lire ce puzzlebox ({ $read })
code-bad-character = le caractère { $number } du code ({ $found }) ne peut pas figurer dans un code
code-cut = il manque la fin du code, ou il a un caractère de trop
code-too-short = le code est trop court pour contenir un niveau
code-move-refused = le coup { $number } du code ne peut pas être joué : { $why }
# Un coup refusé pour une raison qu'aucun joueur ne rencontre en jouant.
move-refused = ce coup ne peut pas être joué ici

## Dates (la série du jour)
date-format = il faut une date écrite AAAA-MM-JJ, comme 2026-11-26, pas « { $text } »
date-no-such-day = le jour { $text } n'existe pas
