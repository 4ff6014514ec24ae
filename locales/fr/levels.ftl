# Les titres des niveaux fournis (level-<casse-tête>-<fichier>) et les mots des listes de niveaux : ce que contient un niveau, en quelques mots, et le nom d'un niveau à soi sans titre.

## shot
level-shot-01-the-example = L'exemple
level-shot-02-hash-marks = Dièses
level-shot-03-five-alive = Cinq en jeu
level-shot-04-corner-pocket = Poche d'angle
level-shot-05-crossfire = Feux croisés
level-shot-06-ricochet = Ricochet
level-shot-07-domino-run = Effet domino
level-shot-08-scatter = Éparpillées
level-shot-09-long-shot = Tir lointain
level-shot-10-chain-reaction = Réaction en chaîne
level-shot-11-full-house = Salle comble
level-shot-12-fourteen = Quatorze

## snake
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

## klotski
level-klotski-01-side-step = Pas de côté
level-klotski-02-shuffle = Va-et-vient
level-klotski-03-crossroads = Carrefour
level-klotski-04-wide-load = Convoi exceptionnel
level-klotski-05-traffic = Circulation
level-klotski-06-rush-hour = Heure de pointe
level-klotski-07-gridlock = Embouteillage
level-klotski-08-the-original = L'original
level-klotski-09-labyrinth = Labyrinthe
level-klotski-10-long-way-round = Le chemin des écoliers
level-klotski-11-the-marathon = Le marathon
level-klotski-12-only-18-steps = Seulement 18 coups
level-klotski-13-violet = Violette
level-klotski-14-daisy = Pâquerette
level-klotski-15-pansy = Pensée
level-klotski-16-poppy = Coquelicot
level-klotski-17-snowdrop = Perce-neige
level-klotski-18-red-donkey = L'Âne rouge
level-klotski-19-trail = Le sentier
level-klotski-20-ambush = L'embuscade

## kodable
level-kodable-01-first-roll = Premiers tours
level-kodable-02-round-the-corner = Au coin de la rue
level-kodable-03-there-and-back = Aller et retour
level-kodable-04-a-star-on-the-way = Une étoile en chemin
level-kodable-05-zigzag = Zigzag
level-kodable-06-stop-on-pink = Arrêt sur le rose
level-kodable-07-a-yellow-turn = Un virage jaune
level-kodable-08-two-colours = Deux couleurs
level-kodable-09-stairs = Escalier
level-kodable-10-steps-and-stars = Marches et étoiles
level-kodable-11-pink-steps = Marches roses
level-kodable-12-winding-down = Lacets vers le bas
level-kodable-13-four-bends = Quatre virages
level-kodable-14-stairs-bends-and-a-pink-door = Escaliers, virages et porte rose
level-kodable-15-the-long-road = La longue route
level-kodable-16-the-maze = Le dédale

## fifteen
level-fifteen-01-first-light = Point du jour
level-fifteen-02-three-by-three = Trois sur trois
level-fifteen-03-tangled-eight = Huit en pagaille
level-fifteen-04-eleven = Onze
level-fifteen-05-four-by-four = Quatre sur quatre
level-fifteen-06-shades = Nuances
level-fifteen-07-dusk = Crépuscule
level-fifteen-08-twilight = Entre chien et loup
level-fifteen-09-long-shadows = Les ombres s'allongent
level-fifteen-10-midnight = Minuit
level-fifteen-11-five-by-five = Cinq sur cinq

## lights
level-lights-01-three-in-a-row = Trois à la file
level-lights-02-two-apart = Deux paires séparées
level-lights-03-row-of-5 = Une rangée de 5
level-lights-04-row-of-6 = Une rangée de 6
level-lights-05-row-of-12 = Une rangée de 12
level-lights-06-checkers = Damier
level-lights-07-row-of-7 = Une rangée de 7
level-lights-08-row-of-8 = Une rangée de 8
level-lights-09-row-of-10 = Une rangée de 10
level-lights-10-row-of-9 = Une rangée de 9

## La ligne de détails d'une liste de niveaux : ses parties (une taille comme 4×5 s'écrit en chiffres seuls), l'une après l'autre
level-summary-join = { $first }, { $then }
level-summary-balls = { $count ->
    [one] { $count } bille
   *[other] { $count } billes
}
level-summary-cubes = { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
}
level-summary-map = carte de { $cols }×{ $rows }
level-summary-bonuses = { $count ->
    [one] { $count } bonus
   *[other] { $count } bonus
}
level-summary-counted-step = compté en pas
level-summary-counted-slide = compté en glissements
level-summary-counted-move = compté en coups
level-summary-lamps-on = { $on ->
    [one] { $on } lampe allumée sur { $of }
   *[other] { $on } lampes allumées sur { $of }
}

## Un niveau à soi sans titre
level-untitled = Mon niveau
## Sous le champ du code de niveau, quand le texte n'est pas un code
level-code-not-a-code = un code de niveau commence par « pb1. »

# A level made by the generator, named by its seed.
level-random = Niveau aléatoire n° { $seed }
