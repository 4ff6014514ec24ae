# Les titres des niveaux fournis (level-<casse-tête>-<fichier>) et les mots des listes de niveaux : ce que contient un niveau, en quelques mots, et le nom d'un niveau à soi sans titre.

## La ligne de détails d'une liste de niveaux : ses parties (une taille comme 4×5 s'écrit en chiffres seuls), l'une après l'autre
level-summary-join = { $first }, { $then }
level-summary-size = { $width }×{ $height }

## Un niveau à soi sans titre
level-untitled = Mon niveau
## Sous le champ du code de niveau, quand le texte n'est pas un code
level-code-not-a-code = un code de niveau commence par « pb1. »

# A level made by the generator, named by its seed.
level-random = Niveau aléatoire n° { $seed }
