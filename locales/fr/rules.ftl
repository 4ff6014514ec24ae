# Comment jouer à chaque casse-tête : ses règles, ses commandes (touches ou gestes, et ce
# qu'elles font) et une ligne pour avant le premier coup.

## shot
shot-rule-1 = Ne laissez qu'une bille sur le plateau.
shot-rule-2 = Lancez une bille vers le haut, le bas, la gauche ou la droite. Elle roule jusqu'à rencontrer une autre bille et s'arrête sur la case juste avant ; la bille touchée est poussée (dans une rangée de billes qui se touchent, c'est la dernière qui part) et roule dans le même sens, et la dernière bille à bouger sort du plateau. Chaque lancer retire une bille.
shot-rule-3 = On ne peut pas lancer une bille contre une bille juste à côté, ni vers le bord si aucune bille ne se trouve devant elle.
shot-control-1 = Appuyer sur une bille et glisser
shot-control-1-does = la lancer
shot-control-2 = Flèches, Entrée, une flèche
shot-control-2-does = déplacer le curseur, choisir une bille, la lancer
shot-control-3 = Échap
shot-control-3-does = reposer la bille choisie
shot-help = Appuyez sur une bille et faites-la glisser vers une autre · ou choisissez-en une avec Entrée et lancez-la avec une flèche
shot-touch-1 = Appuyer sur une bille et glisser
shot-touch-1-does = la lancer vers une autre bille
shot-touch-help = Appuyez sur une bille et faites-la glisser vers une autre

## snake
snake-rule-1 = Repliez la chaîne de cubes en un seul grand cube.
snake-rule-2 = La chaîne file tout droit à travers ses cubes droits ; à chaque cube d'angle, elle tourne, et le reste de la chaîne pivote autour de l'angle d'un quart de tour à la fois. Réglez chaque angle pour que tous les cubes remplissent exactement la boîte : aucun à l'extérieur (ils apparaissent en pâle) et aucun sur un autre (ils apparaissent en rouge).
snake-rule-3 = Un coin se règle de quatre façons, chacune compte pour un coup, quel que soit le nombre d'appuis (le coin cerclé, le cube suivant en doré ; un indice choisit son coin et dit quoi appuyer) :
snake-control-1 = Clic sur un cube, ou Tab et Maj+Tab
snake-control-1-does = choisir un angle
snake-control-2 = Q et E, ou Maj+glisser
snake-control-2-does = tourner la chaîne à l'angle
snake-control-3 = Retour arrière
snake-control-3-does = redresser l'angle
snake-control-4 = Glisser, molette, glisser avec clic droit
snake-control-4-does = tourner, zoomer et déplacer la vue (flèches, Page préc., Page suiv., Origine)
snake-help = Choisissez un angle (clic sur un cube, ou Tab) et tournez la chaîne avec Q et E
snake-touch-1 = Toucher un cube
snake-touch-1-does = choisir son angle
snake-touch-2 = Boutons Tourner du panneau
snake-touch-2-does = tourner la chaîne à l'angle
snake-touch-3 = Un doigt, deux doigts, pincer
snake-touch-3-does = tourner, déplacer et zoomer la vue
snake-touch-help = Touchez un cube pour choisir un angle, puis tournez la chaîne avec les boutons du panneau

## klotski
klotski-rule-1 = Amenez le grand bloc rouge à la sortie, l'emplacement marqué sur le plateau.
klotski-rule-2 = Faites glisser un bloc à la fois dans un espace libre ; les blocs ne sautent jamais les uns par-dessus les autres. Tout bloc de la forme du rouge peut atteindre la sortie.
klotski-rule-3 = Les coups se comptent comme le dit le niveau : un pas (une case), un glissement (toute distance en ligne droite) ou un coup (partout où un bloc peut aller seul).
klotski-control-1 = Glisser un bloc
klotski-control-1-does = le pousser où il peut aller
klotski-control-2 = Flèches, Entrée
klotski-control-2-does = choisir un bloc, le prendre
klotski-control-3 = Flèches, Entrée ou Échap
klotski-control-3-does = déplacer le bloc pris, le poser
klotski-help = Faites glisser un bloc où il peut aller · ou choisissez-en un avec Entrée et déplacez-le avec les flèches
klotski-touch-1 = Glisser un bloc
klotski-touch-1-does = le pousser où il peut aller
klotski-touch-help = Faites glisser un bloc où il peut aller

## kodable
kodable-rule-1 = Écrivez un programme qui fait rouler la bille jusqu'à la cible.
kodable-rule-2 = Une flèche fait rouler la bille jusqu'à ce que quelque chose l'arrête. Les nouveaux blocs arrivent un par un, chacun avec ses niveaux : « si la case est rose, descends », les boucles qui répètent deux blocs, et F, ton propre bloc de trois.
kodable-rule-3 = Trois étoiles : atteins la cible, prends chaque ★ en chemin, et n'utilise pas plus de blocs que le par.
kodable-control-1 = Cliquer ou glisser des blocs
kodable-control-1-does = les ajouter au programme (ou le taper)
kodable-control-2 = Espace
kodable-control-2-does = lancer le programme, ou le mettre en pause
kodable-control-3 = Entrée
kodable-control-3-does = l'exécuter pas à pas
kodable-help = Construisez un programme avec les blocs, puis appuyez sur Lancer
kodable-touch-1 = Toucher ou glisser des blocs
kodable-touch-1-does = les ajouter au programme
kodable-touch-2 = Lancer, Pas
kodable-touch-2-does = lancer le programme, ou pas à pas
kodable-touch-help = Construisez un programme avec les blocs, puis touchez Lancer

## fifteen
fifteen-rule-1 = Rangez les gris : le plus clair dans le coin en haut à gauche, puis de plus en plus foncés de gauche à droite et de haut en bas, le plus foncé juste avant le trou, qui finit dans le coin en bas à droite.
fifteen-rule-2 = Un carreau à côté du trou glisse dedans.
fifteen-control-1 = Clic sur un carreau
fifteen-control-1-does = le faire glisser, avec tous les carreaux entre lui et le trou
fifteen-control-2 = Flèches
fifteen-control-2-does = faire glisser dans ce sens le carreau voisin du trou
fifteen-control-3 = T
fifteen-control-3-does = afficher les numéros des carreaux
fifteen-help = Cliquez sur un carreau de la ligne ou la colonne du trou · ou faites glisser avec les flèches
fifteen-touch-1 = Toucher un carreau
fifteen-touch-1-does = le faire glisser, avec tous les carreaux entre lui et le trou
fifteen-touch-2 = La case Numéros
fifteen-touch-2-does = afficher les numéros des carreaux
fifteen-touch-help = Touchez un carreau de la ligne ou la colonne du trou

## lights
lights-rule-1 = Éteignez toutes les lampes.
lights-rule-2 = Appuyer sur une lampe l'inverse, ainsi que ses voisines : les lampes allumées s'éteignent, les éteintes s'allument.
lights-control-1 = Clic sur une lampe
lights-control-1-does = appuyer dessus
lights-help = Cliquez sur une lampe pour l'inverser avec ses voisines
lights-touch-1 = Toucher une lampe
lights-touch-1-does = appuyer dessus
lights-touch-help = Touchez une lampe pour l'inverser avec ses voisines

## Les touches d'un niveau, telles que les fiches les listent
keys-shared = Z annuler · Y rétablir · R recommencer · H indice · S le solveur joue · N nouveau niveau · X partager · Échap retour
keys-program = Z annuler une modification · Y rétablir · R remettre la bille · H indice · S le meilleur programme · K est-ce gagnable ? · N nouvelle carte · X partager · Échap retour
keys-listening = A redit la dernière annonce · B lit tout le plateau · I coups et par · W où est le curseur (pour un lecteur d'écran)
lights-move = appuyez sur la lampe { $lamp }
lights-one-row = Les lampes tiennent sur une seule rangée.

lights-board-line = { $on } lampes allumées sur { $of }
lights-board-lamp = { $on ->
    [true] allumée
   *[other] éteinte
}
