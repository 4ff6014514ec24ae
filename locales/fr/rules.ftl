# Comment jouer à chaque casse-tête : ses règles, ses commandes (touches ou gestes, et ce
# qu'elles font) et une ligne pour avant le premier coup.

## Les touches d'un niveau, telles que les fiches les listent
keys-shared = Z annuler · Y rétablir · R recommencer · H indice · S le solveur joue · N nouveau niveau · X partager · Échap retour
keys-program = Z annuler une modification · Y rétablir · R remettre la bille · H indice · S le meilleur programme · K est-ce gagnable ? · N nouvelle carte · X partager · Échap retour
keys-listening = A redit la dernière annonce · B lit tout le plateau · I coups et par · W où est le curseur (pour un lecteur d'écran)
