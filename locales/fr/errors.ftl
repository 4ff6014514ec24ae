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
found-char = « { $char } »
found-char-code = « { $char } » (U+{ $code })

# Une erreur à un endroit d'un texte.
error-at-place = ligne { $line }, colonne { $column } : { $why }

## Tout fichier de niveau
# $key : par, blocks, solutions, seed (une ligne « ; clé: valeur »), goal-column ou goal-row
# (dans la sortie de L'Âne rouge).
file-number-too-large = { $key ->
    [goal-column] la colonne de la sortie ne peut pas dépasser { $most } : « { $text } » est trop grand
    [goal-row] la ligne de la sortie ne peut pas dépasser { $most } : « { $text } » est trop grand
   *[other] « { $key } » ne peut pas dépasser { $most } : « { $text } » est trop grand
}
file-number-expected = { $key ->
    [goal-column] la colonne de la sortie doit être un nombre entier, pas « { $text } »
    [goal-row] la ligne de la sortie doit être un nombre entier, pas « { $text } »
   *[other] « { $key } » doit être un nombre entier, pas « { $text } »
}
file-key-twice = « { $key } » est donné une deuxième fois (la première à la ligne { $first }) : ne le donnez qu'une fois
file-empty = le fichier est vide : il manque le dessin du niveau
file-no-drawing = le niveau n'a que des métadonnées ou des lignes vides : il manque son dessin

## Taquin
fifteen-row-width = une ligne doit avoir de { $least } à { $most } nombres ; celle-ci en a { $count }
fifteen-row-unequal = cette ligne n'a pas autant de nombres que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent en avoir autant
fifteen-height = un plateau doit avoir de { $least } à { $most } lignes ; celui-ci en a { $count }
fifteen-not-a-number = il faut un numéro de carreau ou un espace, pas { $found }
fifteen-tile-too-large = le numéro { $tile } est trop grand : un plateau de { $width }×{ $height } a les carreaux 1 à { $last }, et 0 pour le trou
fifteen-twice = { $tile ->
    [0] le trou (0) apparaît une deuxième fois (la première à la ligne { $line }, colonne { $column })
   *[other] le carreau { $tile } apparaît une deuxième fois (la première à la ligne { $line }, colonne { $column })
}

## L'Âne rouge
klotski-not-a-cell = il faut « . » pour une case vide, ou une lettre ou un chiffre pour un bloc, pas { $found }
klotski-row-unequal = cette ligne n'a pas autant de cases que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent avoir la même longueur
klotski-too-many-cells = le plateau fait { $width }×{ $height }, plus que les { $most } cases qu'un plateau de L'Âne rouge peut avoir
klotski-block-outside = le bloc « { $block } » doit être un seul rectangle plein, mais cette case sort du rectangle qui commence à la ligne { $line }, colonne { $column }
klotski-block-hole = le bloc « { $block } » doit être un seul rectangle plein, mais cette case, à l'intérieur du bloc, contient { $found }
klotski-too-many-blocks = le plateau a { $count } blocs, plus que les { $most } permis
klotski-no-goal = le niveau n'a pas de sortie : ajoutez au-dessus du dessin une ligne comme « ; goal: S 3,2 » (le bloc, puis la colonne,ligne de sa case en haut à gauche)
klotski-unknown-metric = « { $metric } » n'est pas une façon de compter les coups : il faut step, slide ou move
klotski-goal-not-drawn = le bloc cible est « { $block } », mais aucun bloc n'est dessiné avec « { $block } »
klotski-goal-outside = la sortie place le bloc « { $block } » en { $column },{ $row }, où il dépasserait du plateau de { $width }×{ $height }
klotski-goal-empty = la sortie est vide : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
klotski-goal-block = il faut la lettre ou le chiffre du bloc cible, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
klotski-goal-space = il faut un espace après le bloc, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
# $key : goal-column ou goal-row.
klotski-goal-number = { $key ->
    [goal-row] il faut la ligne de la sortie, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
   *[other] il faut la colonne de la sortie, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
}
klotski-goal-comma = il faut « , » entre la colonne et la ligne, pas { $found } : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)
klotski-goal-extra = il y a { $found } en trop après la sortie : une sortie s'écrit comme « S 3,2 » (le bloc, puis colonne,ligne)

## Shot
shot-empty-row = ligne vide : dessinez les cases vides avec « . »
shot-row-unequal = cette ligne n'a pas autant de cases que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent avoir la même longueur
shot-no-ball = le plateau n'a pas de bille ; un niveau de Shot en demande au moins une
shot-mixed-balls = ce plateau dessine les billes avec « # » : on ne peut pas utiliser « o » en même temps
shot-not-a-cell = il faut « o » pour une bille ou « . » pour une case vide, pas { $found }
shot-too-many-cells = le plateau fait { $width }×{ $height }, plus que les { $most } cases qu'un plateau de Shot peut avoir

## Lumières (le casse-tête jouet)
lights-not-a-lamp = { $found } n'est pas une lampe : dessinez une lampe allumée avec « * » et une lampe éteinte avec « . »
lights-too-many = une rangée a au plus { $most } lampes

## Cube serpent (les erreurs de la chaîne elle-même sont avec les mots du casse-tête)
snake-fold-not-a-twist = il faut pour chaque angle une torsion de 0 à 3 ou « . », pas { $found }
snake-fold-too-many = plus de torsions que les { $corners } angles de la chaîne

## Programme la bille : la carte
kodable-too-many-rows = la carte a plus de { $most } lignes
kodable-row-unequal = cette ligne n'a pas autant de cases que la première ({ $count } au lieu de { $first }) : toutes les lignes doivent avoir la même longueur
kodable-no-ball = la carte n'a pas de bille : marquez son départ avec « @ »
kodable-no-target = la carte n'a pas de cible : marquez-la avec « t »
kodable-second-ball = une deuxième bille « @ » (la première est à la ligne { $line }, colonne { $column }) ; une carte en a une seule
kodable-second-target = une deuxième cible « t » (la première est à la ligne { $line }, colonne { $column }) ; une carte en a une seule
kodable-too-many-bonuses = plus de { $most } bonus ; une carte en a au plus { $most }
kodable-empty-row = ligne vide dans la carte : chaque ligne a besoin de ses cases
kodable-too-many-tiles = la ligne a plus de { $most } cases
kodable-tab = une tabulation entre deux cases : les cases sont séparées par un seul espace
kodable-missing-space = il manque un espace avant { $found } : les cases sont séparées par un seul espace
kodable-not-a-space = il faut un espace entre les cases, pas { $found }
kodable-starts-with-space = une ligne commence par une case, pas par un espace
kodable-two-blanks = les cases sont séparées par un seul espace ; il y a ici deux blancs à la suite
kodable-unknown-tile = case inconnue { $found } : utilisez * (herbe), - (chemin), @ (bille), t (cible), b (bonus) ou p, o, y (rose, orange, jaune)
kodable-no-blocks = un programme a besoin d'au moins 1 bloc : la limite doit être de 1 ou plus
kodable-toolbox-unknown = « { $word } » n'est pas un bloc de la boîte à outils : il faut arrows (flèches), conds (couleurs), loops (boucles) ou function (fonction)
kodable-map-invalid = cette carte ne peut pas être jouée
kodable-program-line = la ligne du programme : { $why }

## Programme la bille : un programme tapé (ses mots Up, Loop, Cond… sont ceux de la notation)
# $between : blocks ou actions.
program-no-space = { $between ->
    [actions] il faut un espace entre les actions, pas { $found }
   *[other] il faut un espace entre les blocs, pas { $found }
}
# $block : loop ou cond ; $expected : le caractère attendu.
program-expected = { $block ->
    [loop] il faut « { $expected } » (une boucle s'écrit Loop{"{"}2{"}"}{"{"}Right,Down{"}"}), pas { $found }
   *[other] il faut « { $expected } » (un cond s'écrit Cond{"{"}p{"}"}{"{"}Right{"}"}), pas { $found }
}
program-no-action = il faut une action (Up, Down, Left, Right, Cond, Loop ou Function), pas { $found }
program-loop-count = il faut le nombre de tours de la boucle, de 1 à { $most }, pas { $found }
program-loop-zero = une boucle fait au moins un tour, pas 0
program-loop-too-many = une boucle fait au plus { $most } tours, pas { $count }
program-loop-one = une boucle contient exactement deux actions ; celle-ci n'en a qu'une
program-loop-more = une boucle contient exactement deux actions ; celle-ci en a plus
program-unknown-action = action inconnue : « { $word } »
program-no-colour = il faut une couleur, p (rose), o (orange) ou y (jaune), pas { $found }
program-unknown-colour = couleur inconnue : « { $word } » ; utilisez p (rose), o (orange) ou y (jaune)
program-no-direction = il faut une direction, Up (haut), Down (bas), Left (gauche) ou Right (droite), pas { $found }
program-unknown-direction = direction inconnue : « { $word } » ; utilisez Up (haut), Down (bas), Left (gauche) ou Right (droite)
program-loop-in-loop = une boucle contient deux flèches ou conds, pas une autre boucle
program-function-in-loop = une boucle contient deux flèches ou conds, pas Function
program-in-function = dans la fonction : { $why }
program-no-function-body = le programme appelle Function, mais il manque le contenu de la fonction
program-function-calls-itself = la fonction ne peut pas s'appeler elle-même
program-function-loop = la fonction contient trois flèches ou conds, pas une boucle
program-function-too-long = la fonction a besoin d'exactement 3 actions ; elle en a plus
program-function-length = la fonction a besoin d'exactement 3 actions ; elle en a { $count }
program-empty-slot = « ? » est un emplacement vide : mettez à sa place une flèche ou un cond

## Codes de niveau
code-damaged = le code est abîmé (sa vérification échoue) : l'avez-vous copié en entier ?
code-no-unpack = les données du code ne se décompressent pas (ou dépassent 1 Mio)
code-data-unread = les données du code sont illisibles
code-level-unread = le niveau { $kind ->
    [shot] de Shot
    [snake] du cube serpent
    [klotski] de L'Âne rouge
    [kodable] de Programme la bille
    [fifteen] du taquin
    [lights] de Lumières
   *[other] « { $kind } »
} contenu dans le code est illisible : { $why }
code-too-many-moves = { $count } coups, c'est trop : un code, ou un niveau laissé en cours, en contient au plus { $most }
code-move-unread = le coup { $number } du code n'est pas un coup de son casse-tête
code-too-long = le code dépasse { $most } caractères
code-not-a-code = un code de niveau commence par « { $start } »
code-newer = le code est en version { $version }, plus récente que ce que sait lire ce puzzlebox ({ $read })
code-bad-character = le caractère { $number } du code ({ $found }) ne peut pas figurer dans un code
code-cut = il manque la fin du code, ou il a un caractère de trop
code-too-short = le code est trop court pour contenir un niveau
code-move-refused = le coup { $number } du code ne peut pas être joué : { $why }
# Un coup refusé pour une raison qu'aucun joueur ne rencontre en jouant.
move-refused = ce coup ne peut pas être joué ici

## Dates (la série du jour)
date-format = il faut une date écrite AAAA-MM-JJ, comme 2026-11-26, pas « { $text } »
date-no-such-day = le jour { $text } n'existe pas
