## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Passer
guide-done = Tu as compris ! La suite est à toi : H montre un indice quand tu bloques.
guide-done-touch = Tu as compris ! La suite est à toi : Indice montre le coup suivant quand tu bloques.
rules-show-me = Me remontrer
guide-shot-1 = Ton premier coup : { $hint }. Appuie sur cette bille et glisse dans cette direction, ou choisis-la avec les flèches et Entrée, puis appuie sur une flèche.
guide-shot-1-touch = Ton premier coup : { $hint }. Appuie sur cette bille et glisse dans cette direction.
guide-shot-2 = Une bille lancée roule jusqu'à en toucher une autre, qu'elle pousse plus loin ; laisse une seule bille. Ensuite : { $hint }.
guide-klotski-1 = Ton premier coup : { $hint }. Fais glisser ce bloc là-bas, ou choisis-le avec les flèches et Entrée, puis déplace-le avec les flèches.
guide-klotski-1-touch = Ton premier coup : { $hint }. Fais glisser ce bloc là-bas avec le doigt.
guide-klotski-2 = Les blocs glissent dans les cases vides ; amène le bloc rouge à son but. Ensuite : { $hint }.
guide-fifteen-1 = Ton premier coup : { $hint }. Clique sur ce carreau et il glisse dans le trou, ou fais glisser avec les flèches.
guide-fifteen-1-touch = Ton premier coup : { $hint }. Touche ce carreau et il glisse dans le trou.
guide-fifteen-2 = Range les carreaux du plus clair au plus foncé, le trou en dernier. Ensuite : { $hint }.
guide-snake-1 = Ton premier coup : { $hint }. Appuie sur cette touche pour tourner la chaîne au coin entouré.
guide-snake-1-touch = Ton premier coup : { $hint }. Touche ce bouton de rotation du panneau pour tourner la chaîne au coin entouré.
guide-snake-2 = Ensuite : { $hint }. Ce coin est déjà choisi et entouré (Tab en choisit un autre, ou clique sur un cube).
guide-snake-2-touch = Ensuite : { $hint }. Ce coin est déjà choisi et entouré (touche un cube pour en choisir un autre).
guide-kodable-1 = Clique sur une flèche des blocs pour la mettre dans ton programme : la bille roulera de ce côté.
guide-kodable-1-touch = Touche une flèche des blocs pour la mettre dans ton programme : la bille roulera de ce côté.
guide-kodable-2 = Appuie maintenant sur Lancer (Espace) et regarde la bille rouler jusqu'à ce que quelque chose l'arrête. Ajoute des flèches si elle doit tourner.
guide-kodable-2-touch = Touche maintenant Lancer et regarde la bille rouler jusqu'à ce que quelque chose l'arrête. Ajoute des flèches si elle doit tourner.
guide-lights-1 = Ton premier coup : { $hint }. Clique sur cette lampe : elle et ses voisines basculent.
guide-lights-1-touch = Ton premier coup : { $hint }. Touche cette lampe : elle et ses voisines basculent.
