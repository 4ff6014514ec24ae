# Every word of this puzzle (snake): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-snake = Cube serpent
puzzle-snake-blurb = Repliez une chaîne de 64 cubes de bois en un cube de 4×4×4.
snake-corner = Angle { $n } sur { $of }
snake-straight = droit (pas encore plié)
snake-cube-number = cube { $number }
snake-turn = Tourner
snake-straighten = Redresser
snake-pick = Cliquez sur un cube pour choisir son angle
snake-more = Plus…
snake-less = Moins
snake-corners-button = Tourner les coins…
snake-view-home = Vue de départ
snake-view-home-hover = Remettre la vue comme au départ (Début)
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
snake-watch-it = Regardez-la se replier :
snake-watch-first = Regardez un pliage (en voici { $found }) :
snake-watch-one = Regardez un pliage :
snake-watch-button = Regarder
snake-chain-editor = Éditeur de chaîne
snake-chain-help = F : le cube suivant va tout droit · T : il tourne
snake-chain-use = Utiliser cette chaîne

## How to play
snake-rule-1 = Repliez la chaîne de cubes en un seul grand cube.
snake-rule-2 = La chaîne file tout droit à travers ses cubes droits ; à chaque cube d'angle, elle tourne, et le reste de la chaîne pivote autour de l'angle d'un quart de tour à la fois. Réglez chaque angle pour que tous les cubes remplissent exactement la boîte : aucun à l'extérieur (ils apparaissent en pâle) et aucun sur un autre (ils apparaissent en rouge).
snake-rule-ghosts = Choisissez un angle : ses autres positions s'affichent en fantômes avant de tourner. Vert tient dans une boîte, gris en sort (avec le nombre de cubes), rouge heurte la chaîne (avec le cube). Cliquez sur un fantôme pour tourner ainsi.
snake-rule-3 = Un coin se règle de quatre façons, chacune compte pour un coup, quel que soit le nombre d'appuis (le coin cerclé, le cube suivant en doré ; un indice choisit son coin et dit quoi appuyer) :
snake-control-1 = Clic sur un cube, ou Tab et Maj+Tab
snake-control-1-does = choisir un angle
snake-control-2 = Q et E, ou Maj+glisser
snake-control-2-does = tourner la chaîne à l'angle
snake-control-3 = Retour arrière
snake-control-3-does = redresser l'angle
snake-control-4 = Glisser, molette, glisser avec clic droit
snake-control-4-does = tourner, zoomer et déplacer la vue (flèches, Page préc., Page suiv., Origine)
snake-control-5 = Clic sur un fantôme ou son étiquette
snake-control-5-does = tourner la chaîne ainsi
snake-help = Choisissez un angle (clic sur un cube, ou Tab) : ses fantômes montrent où va chaque tour. Cliquez sur l'un d'eux, ou appuyez sur Q ou E
snake-touch-1 = Toucher un cube
snake-touch-1-does = choisir son angle
snake-touch-2 = Boutons Tourner du panneau
snake-touch-2-does = tourner la chaîne à l'angle
snake-touch-3 = Un doigt, deux doigts, pincer
snake-touch-3-does = tourner, déplacer et zoomer la vue
snake-touch-4 = Toucher l'étiquette d'un fantôme
snake-touch-4-does = tourner la chaîne ainsi
snake-touch-help = Touchez un cube pour choisir un angle : ses fantômes montrent où va chaque tour. Touchez-en un, ou utilisez les boutons du panneau

## The first level's guide
guide-snake-1 = L'angle cerclé peut tourner de quatre façons, montrées en fantômes : vert tient dans la boîte, rouge heurte la chaîne. Clique sur un fantôme vert, ou appuie sur les touches de son étiquette.
guide-snake-1-touch = L'angle cerclé peut tourner de quatre façons, montrées en fantômes : vert tient dans la boîte, rouge heurte la chaîne. Touche l'étiquette d'un fantôme vert.
guide-snake-2 = Tab choisit l'angle suivant (Maj+Tab le précédent), ou clique sur un cube. Ses fantômes reviennent : prends-en un qui tient.
guide-snake-2-touch = Touche le cube suivant pour choisir son angle. Ses fantômes reviennent : prends-en un qui tient.
guide-snake-3 = Q et E tournent l'angle choisi d'un quart de tour dans chaque sens, Retour arrière le redresse. Glisse pour tourner la vue, la molette zoome, Origine la remet.
guide-snake-3-touch = Les boutons Tourner du panneau tournent l'angle choisi d'un quart de tour dans chaque sens. Un doigt tourne la vue, pincer zoome.
guide-snake-4 = Remplis la boîte : tous les cubes dedans, aucun sur un autre. Bloqué ? H dit quel angle ne va pas, H encore montre le coup.
guide-snake-4-touch = Remplis la boîte : tous les cubes dedans, aucun sur un autre. Bloqué ? Indice dit quel angle ne va pas, Indice encore montre le coup.

## Its levels and chapters
chapter-snake-corners = Les angles
chapter-snake-corners-teaches = Un angle tourne le reste de la chaîne de quatre façons : prenez celle qui tient.
chapter-snake-classic = Le 3×3×3
chapter-snake-classic-teaches = Une chaîne entière depuis droite : un segment de trois longe une arête de la boîte.
chapter-snake-four = Le 4×4×4
chapter-snake-four-teaches = Soixante-quatre cubes : les longs segments d'abord, puis couche par couche.
chapter-snake-five = Le 5×5×5
chapter-snake-five-teaches = Cent vingt-cinq cubes, pour les patients.
level-snake-01-eight-cubes = Huit cubes
level-snake-02-four-corners-to-go = Plus que quatre coins
level-snake-03-half-folded = À moitié plié
level-snake-04-four-ways = Quatre chemins
level-snake-05-the-classic = Le classique
level-snake-06-one-way-only = Sens unique
level-snake-07-loose-coils = Anneaux lâches
level-snake-08-twenty-seven = Vingt-sept
level-snake-09-half-a-wooden-snake = Un demi-serpent de bois
level-snake-10-straight-lines = Lignes droites
level-snake-11-long-runs = Longs tronçons
level-snake-12-tight-corners = Angles serrés
level-snake-13-twisty = Tout tordu
level-snake-14-the-wooden-snake = Le serpent de bois
level-snake-15-five-by-five = Cinq sur cinq
level-snake-16-long-chain = Cent vingt-cinq

## Moves, refusals and hints in words
snake-twist = { $quarters ->
    [0] repli
    [1] quart de tour
    [2] zigzag
   *[3] trois quarts de tour
}
snake-move = { $quarters ->
    [0] repliez l'angle { $n }
    [1] donnez un quart de tour à l'angle { $n }
    [2] faites un zigzag à l'angle { $n }
   *[3] donnez trois quarts de tour à l'angle { $n }
}
snake-move-straighten = redressez l'angle { $n }
snake-move-by = { $move } : { $keys }
snake-my-chain = Mon serpent
snake-letter-hover = Lettre { $number }
snake-chain-bad-letter = Une chaîne ne s'écrit qu'avec F (tout droit) et T (tourne), pas { $found }
snake-chain-no-letters = La chaîne n'a pas de lettres : écrivez-la avec F (tout droit) et T (tourne)
snake-chain-length = { $letters ->
    [one] La chaîne a { $letters } lettre, mais une chaîne qui se replie en cube en a 7, 26, 63 ou 124
   *[other] La chaîne a { $letters } lettres, mais une chaîne qui se replie en cube en a 7, 26, 63 ou 124
}
snake-chain-long-run = Les cubes { $first } à { $last } forment une ligne droite de { $cubes }, plus longue que le côté du cube de { $side }×{ $side }×{ $side }
snake-refused-straight = Le cube { $cube } va tout droit : seuls les cubes d'angle tournent
snake-refused-same-twist = Ce coin est déjà tourné ainsi
snake-board-overlapping = { $cubes ->
    [one] 1 cube en chevauche un autre
   *[other] { $cubes } cubes se chevauchent
}
snake-board-outside = { $cubes ->
    [one] 1 cube hors de la boîte
   *[other] { $cubes } cubes hors de la boîte
}
snake-board-corner = Angle { $n }, au cube { $cube } : { $how }

## The ways a picked corner can be set, seen before one is chosen
snake-way-fits = tient
snake-way-leaves = { $cubes ->
    [one] 1 cube dehors
   *[other] { $cubes } cubes dehors
}
snake-way-runs-into = heurte le cube { $cube }
snake-way-said = { $keys } : { $verdict }

## The solver's lines and hints
snake-idea-next = L'angle { $n } (cube { $cube }) est le prochain à régler : { $fits ->
    [0] aucune de ses quatre positions ne tient
    [4] ses quatre positions tiennent toutes
    [one] une de ses quatre positions tient
   *[other] { $fits } de ses quatre positions tiennent
}
snake-idea-runs-into = L'angle { $n } (cube { $cube }) ne va pas : la chaîne qui suit heurte le cube { $hit }
snake-idea-leaves = L'angle { $n } (cube { $cube }) ne va pas : la chaîne qui suit sort de la boîte, { $outside ->
    [one] 1 cube dehors
   *[other] { $outside } cubes dehors
}
snake-idea-dead-end = L'angle { $n } (cube { $cube }) tient pour l'instant, mais de là la boîte ne peut pas être remplie
snake-idea-then = { $idea }. Redemandez un indice pour le coup.
spoken-no-corner = Aucun angle choisi : Tab en choisit un

## The level editor
editor-unsolvable-snake = Sans solution : aucune façon de replier la chaîne ne remplit le cube.
editor-snake-hint = La chaîne, une lettre par cube à partir du deuxième : F va tout droit, T tourne.
editor-snake-no-letters = La chaîne a besoin de lettres : F va tout droit, T tourne.

## What cannot be read
snake-fold-not-a-twist = il faut pour chaque angle une torsion de 0 à 3 ou « . », pas { $found }
snake-fold-too-many = plus de torsions que les { $corners } angles de la chaîne

## A level list's line of details
snake-summary-cube = { $side }×{ $side }×{ $side }
snake-summary-cubes = { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
}

## The level editor's verdict
editor-snake-folds = { $count ->
    [one] Se replie en cube de { $count } façon
   *[other] Se replie en cube de { $count } façons distinctes
}
editor-snake-folds-at-least = { $count ->
    [one] Se replie en cube d'au moins { $count } façon
   *[other] Se replie en cube d'au moins { $count } façons distinctes
}
