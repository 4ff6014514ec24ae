## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Passer
guide-done = Tu as compris ! La suite est à toi : « Indice » (H) montre le coup suivant quand tu bloques.
guide-done-touch = Tu as compris ! La suite est à toi : Indice montre le coup suivant quand tu bloques.
rules-show-me = Me remontrer
