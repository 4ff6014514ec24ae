# Die Titel der mitgelieferten Level (level-<Rätsel>-<Dateiname>) und die Wörter der Levellisten: was ein Level enthält, in wenigen Worten, und der Name eines eigenen Levels ohne Titel.

## shot
level-shot-01-the-example = Das Beispiel
level-shot-02-hash-marks = Rauten
level-shot-03-five-alive = Fünf im Spiel
level-shot-04-corner-pocket = Eckloch
level-shot-05-crossfire = Kreuzfeuer
level-shot-06-ricochet = Querschläger
level-shot-07-domino-run = Dominoeffekt
level-shot-08-scatter = Verstreut
level-shot-09-long-shot = Weitschuss
level-shot-10-chain-reaction = Kettenreaktion
level-shot-11-full-house = Volles Haus
level-shot-12-fourteen = Vierzehn

## snake
level-snake-01-eight-cubes = Acht Würfel
level-snake-02-four-corners-to-go = Noch vier Ecken
level-snake-03-half-folded = Halb gefaltet
level-snake-04-four-ways = Vier Wege
level-snake-05-the-classic = Der Klassiker
level-snake-06-one-way-only = Einbahnstraße
level-snake-07-loose-coils = Lockere Windungen
level-snake-08-twenty-seven = Siebenundzwanzig
level-snake-09-half-a-wooden-snake = Eine halbe Holzschlange
level-snake-10-straight-lines = Gerade Linien
level-snake-11-long-runs = Lange Strecken
level-snake-12-tight-corners = Enge Ecken
level-snake-13-twisty = Verschlungen
level-snake-14-the-wooden-snake = Die Holzschlange
level-snake-15-five-by-five = Fünf mal fünf
level-snake-16-long-chain = Hundertfünfundzwanzig

## klotski
level-klotski-01-side-step = Seitenschritt
level-klotski-02-shuffle = Hin und her
level-klotski-03-crossroads = Kreuzung
level-klotski-04-wide-load = Überbreite
level-klotski-05-traffic = Verkehr
level-klotski-06-rush-hour = Stoßzeit
level-klotski-07-gridlock = Stillstand
level-klotski-08-the-original = Das Original
level-klotski-09-labyrinth = Labyrinth
level-klotski-10-long-way-round = Auf Umwegen
level-klotski-11-the-marathon = Der Marathon
level-klotski-12-only-18-steps = Nur 18 Züge
level-klotski-13-violet = Veilchen
level-klotski-14-daisy = Gänseblümchen
level-klotski-15-pansy = Stiefmütterchen
level-klotski-16-poppy = Mohn
level-klotski-17-snowdrop = Schneeglöckchen
level-klotski-18-red-donkey = Der rote Esel
level-klotski-19-trail = Der Pfad
level-klotski-20-ambush = Der Hinterhalt

## kodable
level-kodable-01-first-roll = Erstes Rollen
level-kodable-02-round-the-corner = Um die Ecke
level-kodable-03-there-and-back = Hin und zurück
level-kodable-04-a-star-on-the-way = Ein Stern auf dem Weg
level-kodable-05-zigzag = Zickzack
level-kodable-06-stop-on-pink = Halt auf Rosa
level-kodable-07-a-yellow-turn = Gelb abbiegen
level-kodable-08-two-colours = Zwei Farben
level-kodable-09-stairs = Treppe
level-kodable-10-steps-and-stars = Stufen und Sterne
level-kodable-11-pink-steps = Rosa Stufen
level-kodable-12-winding-down = Schlängelnd hinab
level-kodable-13-four-bends = Vier Kurven
level-kodable-14-stairs-bends-and-a-pink-door = Treppen, Kurven, eine rosa Tür
level-kodable-15-the-long-road = Der lange Weg
level-kodable-16-the-maze = Der Irrgarten

## fifteen
level-fifteen-01-first-light = Morgengrauen
level-fifteen-02-three-by-three = Drei mal drei
level-fifteen-03-tangled-eight = Verhedderte Acht
level-fifteen-04-eleven = Elf
level-fifteen-05-four-by-four = Vier mal vier
level-fifteen-06-shades = Schattierungen
level-fifteen-07-dusk = Abenddämmerung
level-fifteen-08-twilight = Zwielicht
level-fifteen-09-long-shadows = Lange Schatten
level-fifteen-10-midnight = Mitternacht
level-fifteen-11-five-by-five = Fünf mal fünf

## lights
level-lights-01-three-in-a-row = Drei in einer Reihe
level-lights-02-two-apart = Zwei getrennte Paare
level-lights-03-row-of-5 = Eine Reihe aus 5
level-lights-04-row-of-6 = Eine Reihe aus 6
level-lights-05-row-of-12 = Eine Reihe aus 12
level-lights-06-checkers = Schachbrett
level-lights-07-row-of-7 = Eine Reihe aus 7
level-lights-08-row-of-8 = Eine Reihe aus 8
level-lights-09-row-of-10 = Eine Reihe aus 10
level-lights-10-row-of-9 = Eine Reihe aus 9

## Die Detailzeile einer Levelliste: ihre Teile (eine Größe wie 4×5 steht nur in Ziffern), einer nach dem anderen
level-summary-join = { $first }, { $then }
level-summary-balls = { $count ->
    [one] { $count } Kugel
   *[other] { $count } Kugeln
}
level-summary-cubes = { $count ->
    [one] { $count } Würfel
   *[other] { $count } Würfel
}
level-summary-map = Karte { $cols }×{ $rows }
level-summary-bonuses = { $count ->
    [one] { $count } Bonus
   *[other] { $count } Boni
}
level-summary-counted-step = in Schritten gezählt
level-summary-counted-slide = in Schüben gezählt
level-summary-counted-move = in Zügen gezählt
level-summary-lamps-on = { $on } von { $of } Lampen an

## Ein eigenes Level ohne Titel
level-untitled = Mein Level
## Unter dem Feld für Level-Codes, wenn das Eingegebene kein Code ist
level-code-not-a-code = ein Levelcode beginnt mit „pb1.“

# A level made by the generator, named by its seed.
level-random = Zufallslevel Nr. { $seed }
