# Les avis par-dessus chaque écran et les erreurs que le jeu montre au joueur, en français.

## Par-dessus chaque écran
notice-drop-to-play = Déposez un fichier de niveau pour y jouer
notice-levels-full = Vos niveaux gardent { $most } niveaux aléatoires ou partagés par casse-tête : { $gone } a cédé sa place à celui-ci
notice-getting-ready = Préparation…

## Un fichier ou un code de niveau injouable ($why : les mots du lecteur)
error-file-kind = { $file } : le nom ne dit pas de quel casse-tête il s'agit ; les fichiers de niveau finissent par { $endings }
error-file-not-found = { $file } : lecture impossible : fichier introuvable (et aucun niveau intégré de ce nom)
error-file-denied = { $file } : lecture impossible : permission refusée
error-file-unreadable = { $file } : lecture impossible : { $why }
error-file-folder = { $file } : c'est un dossier, pas un fichier de niveau
error-file-not-regular = { $file } : ce n'est pas un fichier ordinaire (mais un périphérique, un tube ou un socket), donc pas un fichier de niveau
error-file-too-large = { $file } : le fichier dépasse 1 Mio, trop gros pour un niveau
error-file-not-utf8 = { $file }, ligne { $line }, colonne { $column } : le fichier n'est pas du texte UTF-8
error-file-at = { $file }, ligne { $line }, colonne { $column } : { $why }
error-file-whole = { $file } : { $why }
error-level-code = Impossible d'ouvrir ce code de niveau : { $why }

## Une sauvegarde qui n'a pas pu être lue en entier
error-save-unreadable = La sauvegarde n'a pas pu être lue ({ $error }) ; la progression ne sera pas enregistrée pendant cette session.
error-save-failing = Votre progression ne peut pas être enregistrée ({ $error }). Le jeu la garde, réessaie toutes les quelques secondes et une dernière fois à la fermeture.
notice-save-works-again = Votre progression est de nouveau enregistrée.
notice-save-gave-way = La sauvegarde a atteint sa taille maximale (64 Mio) : { $folded } niveaux finis parmi les plus anciens ont été regroupés dans leurs totaux et { $places } niveaux laissés en cours ont été oubliés, les plus anciens d’abord.
error-save-no-storage = ce navigateur n'offre pas de stockage local à la page
error-save-storage-unreadable = le stockage local n'a pas pu être lu
error-save-damaged = La sauvegarde n'a pas pu être lue en entier : elle est endommagée ({ $error }).
error-save-lost = La sauvegarde n'a pas pu être lue en entier : des entrées sont endommagées : { $records }.
error-save-not-ours = La sauvegarde n'a pas pu être lue en entier : elle n'est pas au format qu'écrit ce jeu.
error-save-list-separator = {", "}
error-save-lost-record = l'entrée du niveau { $level }
error-save-lost-place = où en était le niveau { $level }
error-save-lost-draft = le niveau non enregistré de l'éditeur de { $puzzle }
error-save-lost-settings = les réglages
error-save-lost-setting = le réglage { $setting }
error-save-lost-mine = le niveau enregistré n° { $number }
error-save-lost-daily = le suivi de la série du jour du { $date }
error-save-lost-finished = l'entrée n° { $number } des niveaux terminés
error-save-lost-older = le résumé des niveaux terminés les plus anciens de { $puzzle }
error-save-lost-rating = le classement en { $puzzle }
# $what : l'une des phrases ci-dessus.
error-save-kept-aside = { $what } { $count ->
    [one] { $count } entrée a pu être gardée
   *[other] { $count } entrées ont pu être gardées
   } ; le fichier a été conservé tel quel dans { $copy }.
error-save-kept-in-storage = { $what } { $count ->
    [one] { $count } entrée a pu être gardée
   *[other] { $count } entrées ont pu être gardées
   } ; la sauvegarde a été conservée telle quelle dans le stockage du navigateur, sous la clé { $key }.
error-save-not-aside = { $what } { $count ->
    [one] { $count } entrée a pu être gardée
   *[other] { $count } entrées ont pu être gardées
   } ; elle n'a pas pu être copiée à part, elle reste donc intacte et la progression ne sera pas enregistrée pendant cette session.
notice-paste-cut = Le texte collé a été coupé à ses { $most } premiers caractères (il en avait { $chars }) : aucun champ n'en prend plus.

## Progression importée d’un fichier
import-refused = { $file } : { $why } ; rien n’a été importé.
import-not-an-object = ce n’est pas un fichier de progression puzzlebox, qui est un seul objet JSON
import-not-json = ligne { $line }, colonne { $column } : ce n’est pas du JSON ({ $said })
import-not-progress = ligne { $line }, colonne { $column } : ce n’est pas un fichier de progression puzzlebox ({ $said })
import-newer = il a été écrit par un jeu plus récent (version de progression { $version } ; ce jeu lit jusqu’à { $most })
import-not-in-force = il contient un identifiant de niveau avec des caractères de contrôle, ou des touches qui ne peuvent pas toutes s’appliquer
import-claim-no-moves = le niveau { $level } serait gagné en 0 coup, ce qui ne se peut pas
import-claim-no-time = le niveau { $level } serait gagné en 0 ms, ce qui ne se peut pas
import-claim-attempts = le niveau { $level } aurait été commencé { $count } fois, plus que les { $most } qu’un joueur peut
import-claim-par-unsolved = le niveau { $level } a son par atteint mais n’est pas résolu
import-claim-below-par = le niveau { $level } serait gagné en { $best } coups, moins que son par de { $par }, le minimum possible
import-claim-no-date = le niveau { $of } aurait été fini le { $day }, qui n’est pas une date
import-too-large = { $file } : le fichier dépasse 64 Mio, trop pour une progression ; rien n’a été importé.
import-folder = { $file } : c’est un dossier, pas un fichier de progression ; rien n’a été importé.
import-not-regular = { $file } : ce n’est pas un fichier ordinaire (un périphérique, un tube ou une socket) ; rien n’a été importé.
import-unreadable = { $file } : le fichier est illisible ({ $error }) ; rien n’a été importé.
import-too-large-merged = { $file } : avec lui la progression dépasserait la taille maximale d’une sauvegarde (64 Mio), même avec l’historique regroupé et sans niveaux laissés en cours ; rien n’a été importé.
import-not-saved = { $file } : la progression ne peut pas être enregistrée ici (voir l’avertissement sur la sauvegarde) ; rien n’a été importé.
import-nothing-new = { $file } ne contient rien de nouveau : tout y est déjà.
import-added = Importé depuis { $file } : { $added }.
import-list-separator = ,{" "}
import-part-records = { $count ->
    [one] 1 fiche de niveau ajoutée
   *[other] { $count } fiches de niveau ajoutées
}
import-part-improved = { $count } améliorées
import-part-finished = { $count ->
    [one] 1 niveau terminé
   *[other] { $count } niveaux terminés
}
import-part-made = { $count ->
    [one] 1 niveau créé
   *[other] { $count } niveaux créés
}
import-part-days = { $count ->
    [one] 1 jour de défis
   *[other] { $count } jours de défis
}
import-part-ratings = { $count ->
    [one] 1 classement
   *[other] { $count } classements
}
import-part-places = { $count ->
    [one] 1 niveau laissé en cours
   *[other] { $count } niveaux laissés en cours
}
import-part-drafts = { $count ->
    [one] 1 niveau laissé dans l'éditeur
   *[other] { $count } niveaux laissés dans l'éditeur
}
