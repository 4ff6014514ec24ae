# Les casse-têtes du jour : un niveau de chaque casse-tête par jour, le même pour tous les joueurs à cette date.

## Sur l'écran titre
title-daily = Casse-têtes du jour
title-daily-hover = Un niveau de chaque casse-tête, nouveau chaque jour, le même pour tout le monde

## L'écran des casse-têtes du jour
daily-back = ← Titre
daily-heading = Casse-têtes du jour
daily-share-button = Partager
daily-share-hover = Copier le résultat du jour, sans dévoiler les niveaux
daily-shared = Résultat du jour copié : collez-le où vous voulez
daily-copied = Copié
# $weekday : monday … sunday ; $date : 2026-11-26 ; $difficulty : un mot difficulty-… ; $today :
# yes ou no.
daily-day = { $weekday ->
    [monday] Lundi
    [tuesday] Mardi
    [wednesday] Mercredi
    [thursday] Jeudi
    [friday] Vendredi
    [saturday] Samedi
   *[sunday] Dimanche
} { $date } · { $difficulty }{ $today ->
    [yes] {""} · aujourd'hui
   *[no] {""}
}
daily-making = Création des casse-têtes de ce jour…
daily-not-made = Les casse-têtes de ce jour n'ont pas pu être créés.
daily-par = par { $par }
daily-play = Jouer
daily-go-on = Continuer

## Où en est chaque niveau (le signe devant est le même dans toutes les langues)
daily-not-yet = pas encore
daily-in-progress = en cours
daily-with-help = résolu avec de l'aide
daily-solved = résolu
daily-at-par = résolu au par

## La série
daily-streak = { $days ->
    [one] Série : { $days } jour
   *[other] Série : { $days } jours
} · record { $best }
daily-streak-rule = Un jour compte quand vous résolvez ses cinq casse-têtes ce jour-là, selon l'heure de votre appareil. Les indices sont permis ; un niveau terminé par le solveur ne compte pas pour vous. Vous avez jusqu'à minuit pour résoudre les cinq d'aujourd'hui : d'ici là, la série continue.
daily-next = Nouveaux casse-têtes dans { $hours } h { $minutes } min

## Le calendrier des jours passés
# $month : de 1 à 12.
daily-month = { $month ->
    [1] Janvier
    [2] Février
    [3] Mars
    [4] Avril
    [5] Mai
    [6] Juin
    [7] Juillet
    [8] Août
    [9] Septembre
    [10] Octobre
    [11] Novembre
   *[12] Décembre
} { $year }
daily-month-before = Le mois précédent
daily-month-after = Le mois suivant
# $day : 0 pour lundi à 6 pour dimanche.
daily-weekday-short = { $day ->
    [0] Lu
    [1] Ma
    [2] Me
    [3] Je
    [4] Ve
    [5] Sa
   *[6] Di
}
daily-day-hover = { $date } : { $finished ->
    [one] { $finished } sur 5 terminé
   *[other] { $finished } sur 5 terminés
}

## Le résultat, tel que Partager le copie
# $signs : un signe par casse-tête (★ au par, ✔ résolu, ○ avec de l'aide, … en cours, – pas encore) ;
# $link : un lien vers les casse-têtes du jour, ou la commande qui les ouvre.
daily-share = puzzlebox { $date }: { $signs } · { $solved }/{ $of } · { $time }
    { $link }

hud-back-daily = ← Du jour
hud-back-daily-hover = Retour aux casse-têtes du jour (Échap)
# A daily level's name, over its board.
daily-level-title = Casse-tête du jour, { $date }

## On the stats screen
stats-daily = { $days ->
        [one] { $days } jour joué
       *[other] { $days } jours joués
    } · { $complete } avec les cinq résolus le jour même · ★ { $at_par } au par
