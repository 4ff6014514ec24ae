# Every word of this puzzle (snake): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-snake = Schlangenwürfel
puzzle-snake-blurb = Falte eine Kette aus 64 Holzwürfeln zu einem 4×4×4-Würfel.
snake-corner = Ecke { $n } von { $of }
snake-straight = gerade (noch nicht gefaltet)
snake-cube-number = Würfel { $number }
snake-turn = Drehen
snake-straighten = Gerade stellen
snake-pick = Klicke auf einen Würfel, um seine Ecke zu wählen
snake-more = Mehr…
snake-less = Weniger
snake-corners-button = Ecken drehen…
snake-view-home = Startansicht
snake-view-home-hover = Die Ansicht zurück auf den Anfang drehen (Pos1)
snake-folded = { $set } von { $corners ->
    [one] { $corners } Ecke gefaltet
   *[other] { $corners } Ecken gefaltet
}
snake-overlapping = { $cubes ->
    [one] { $cubes } Würfel überlappt einen anderen
   *[other] { $cubes } Würfel überlappen sich
} (rot)
snake-outside = { $cubes ->
    [one] { $cubes } Würfel
   *[other] { $cubes } Würfel
} außerhalb der Kiste (blass)
snake-counting = Die Lösungen werden gezählt…
snake-counting-progress = Die Lösungen werden gezählt… { $percent } %
snake-too-many = Zu viele Möglichkeiten, um alle zu zählen.
snake-no-fold = Diese Kette lässt sich nicht zu einem Würfel falten.
snake-solutions = { $count ->
    [one] { $count } Lösung
   *[other] { $count } Lösungen
}
snake-oriented = { $count } mit jeder Drehung und jedem Spiegelbild
snake-watch-it = Beim Falten zusehen:
snake-watch-first = Eine Faltung ansehen (hier sind { $found } davon):
snake-watch-one = Eine Faltung ansehen:
snake-watch-button = Ansehen
snake-chain-editor = Ketten-Editor
snake-chain-help = F: der nächste Würfel geht geradeaus · T: er biegt ab
snake-chain-use = Kette übernehmen

## How to play
snake-rule-1 = Falte die Kette aus Würfeln zu einem großen Würfel.
snake-rule-2 = Durch gerade Würfel läuft die Kette geradeaus; an jedem Eckwürfel biegt sie ab, und der Rest der Kette lässt sich um die Ecke jeweils eine Vierteldrehung weiterdrehen. Stelle jede Ecke so, dass alle Würfel die Kiste genau füllen: keiner außerhalb (sie erscheinen blass) und keiner auf einem anderen (sie erscheinen rot).
snake-rule-ghosts = Ist eine Ecke gewählt, zeigen Geister ihre anderen Stellungen, bevor du drehst: grün passt in eine Kiste, grau ragt hinaus (mit der Zahl der Würfel), rot stößt an die Kette (mit dem Würfel). Ein Klick auf einen Geist dreht die Kette so.
snake-rule-3 = Eine Ecke lässt sich auf vier Arten stellen, jede ist ein Zug, wie oft du auch drückst (die Ecke umrandet, der Würfel danach golden; ein Tipp wählt seine Ecke und nennt die Tasten):
snake-control-1 = Klick auf einen Würfel, oder Tab und Umschalt+Tab
snake-control-1-does = eine Ecke wählen
snake-control-2 = Q und E, oder Umschalt+Ziehen
snake-control-2-does = die Kette an der Ecke drehen
snake-control-3 = Rücktaste
snake-control-3-does = die Ecke gerade stellen
snake-control-4 = Ziehen, Mausrad, Rechtsziehen
snake-control-4-does = Ansicht drehen, zoomen und verschieben (Pfeile, Bild auf, Bild ab, Pos1)
snake-control-5 = Klick auf einen Geist oder sein Schild
snake-control-5-does = die Kette so drehen
snake-help = Wähle eine Ecke (Klick auf einen Würfel, oder Tab): ihre Geister zeigen, wohin jede Drehung führt. Klicke einen an oder drücke Q oder E
snake-touch-1 = Auf einen Würfel tippen
snake-touch-1-does = seine Ecke wählen
snake-touch-2 = Knöpfe „Drehen“ im Panel
snake-touch-2-does = die Kette an der Ecke drehen
snake-touch-3 = Ein Finger, zwei Finger, Auf- und Zuziehen
snake-touch-3-does = Ansicht drehen, verschieben und zoomen
snake-touch-4 = Tippen auf das Schild eines Geists
snake-touch-4-does = die Kette so drehen
snake-touch-help = Tippe auf einen Würfel, um eine Ecke zu wählen: ihre Geister zeigen, wohin jede Drehung führt. Tippe einen an oder nimm die Knöpfe im Panel

## The first level's guide
guide-snake-1 = Die umrandete Ecke lässt sich auf vier Arten drehen, als Geister gezeigt: grün passt in die Kiste, rot stößt an die Kette. Klicke einen grünen Geist an oder drücke die Tasten auf seinem Schild.
guide-snake-1-touch = Die umrandete Ecke lässt sich auf vier Arten drehen, als Geister gezeigt: grün passt in die Kiste, rot stößt an die Kette. Tippe auf das Schild eines grünen Geists.
guide-snake-2 = Tab wählt die nächste Ecke (Umschalt+Tab die davor), oder klicke einen Würfel an. Ihre Geister erscheinen wieder: nimm einen, der passt.
guide-snake-2-touch = Tippe auf den nächsten Würfel, um seine Ecke zu wählen. Ihre Geister erscheinen wieder: nimm einen, der passt.
guide-snake-3 = Q und E drehen die gewählte Ecke um eine Vierteldrehung hin und her, die Rücktaste macht sie gerade. Ziehen dreht die Ansicht, das Mausrad zoomt, Pos1 stellt sie zurück.
guide-snake-3-touch = Die Dreh-Knöpfe im Panel drehen die gewählte Ecke um eine Vierteldrehung hin und her. Ein Finger dreht die Ansicht, zwei Finger zoomen.
guide-snake-4 = Fülle die Kiste: jeder Würfel drin, keiner auf einem anderen. Nicht weiter? H nennt die Ecke, die nicht stimmt, noch einmal H zeigt den Zug.
guide-snake-4-touch = Fülle die Kiste: jeder Würfel drin, keiner auf einem anderen. Nicht weiter? Tipp nennt die Ecke, die nicht stimmt, noch einmal Tipp zeigt den Zug.

## Its levels and chapters
chapter-snake-corners = Ecken
chapter-snake-corners-teaches = Eine Ecke dreht den Rest der Kette auf vier Arten: nimm die, die passt.
chapter-snake-classic = Der 3×3×3
chapter-snake-classic-teaches = Eine ganze Kette von gerade an: ein Stück aus drei liegt an einer Kante der Kiste.
chapter-snake-four = Der 4×4×4
chapter-snake-four-teaches = Vierundsechzig Würfel: erst die langen Stücke, dann Schicht um Schicht.
chapter-snake-five = Der 5×5×5
chapter-snake-five-teaches = Hundertfünfundzwanzig Würfel, für Geduldige.
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

## Moves, refusals and hints in words
snake-twist = { $quarters ->
    [0] Kehre
    [1] Vierteldrehung
    [2] Zickzack
   *[3] Dreivierteldrehung
}
snake-move = { $quarters ->
    [0] falte Ecke { $n } zu einer Kehre
    [1] gib Ecke { $n } eine Vierteldrehung
    [2] mach aus Ecke { $n } einen Zickzack
   *[3] gib Ecke { $n } eine Dreivierteldrehung
}
snake-move-straighten = stelle Ecke { $n } gerade
snake-move-by = { $move }: { $keys }
snake-my-chain = Meine Schlange
snake-letter-hover = Buchstabe { $number }
snake-chain-bad-letter = Eine Kette besteht nur aus F (geradeaus) und T (abbiegen), nicht aus { $found }
snake-chain-no-letters = Die Kette hat keine Buchstaben: Schreibe sie mit F (geradeaus) und T (abbiegen)
snake-chain-length = { $letters ->
    [one] Die Kette hat { $letters } Buchstaben, aber eine Kette, die sich zum Würfel falten lässt, hat 7, 26, 63 oder 124
   *[other] Die Kette hat { $letters } Buchstaben, aber eine Kette, die sich zum Würfel falten lässt, hat 7, 26, 63 oder 124
}
snake-chain-long-run = Die Würfel { $first } bis { $last } liegen in einer Geraden von { $cubes }, länger als die Seite des { $side }×{ $side }×{ $side }-Würfels
snake-refused-straight = Würfel { $cube } geht geradeaus: Nur Eckwürfel drehen sich
snake-refused-same-twist = Diese Ecke ist schon so gedreht
snake-board-overlapping = { $cubes ->
    [one] 1 Würfel überlappt einen anderen
   *[other] { $cubes } Würfel überlappen sich
}
snake-board-outside = { $cubes } Würfel außerhalb der Kiste
snake-board-corner = Ecke { $n }, bei Würfel { $cube }: { $how }

## The ways a picked corner can be set, seen before one is chosen
snake-way-fits = passt
snake-way-leaves = { $cubes } Würfel draußen
snake-way-runs-into = trifft Würfel { $cube }
snake-way-said = { $keys }: { $verdict }

## The solver's lines and hints
snake-idea-next = Als Nächstes ist Ecke { $n } (Würfel { $cube }) dran: { $fits ->
    [0] keine ihrer vier Stellungen passt
    [4] alle vier Stellungen passen
    [one] eine ihrer vier Stellungen passt
   *[other] { $fits } ihrer vier Stellungen passen
}
snake-idea-runs-into = Ecke { $n } (Würfel { $cube }) stimmt nicht: die Kette danach stößt an Würfel { $hit }
snake-idea-leaves = Ecke { $n } (Würfel { $cube }) stimmt nicht: die Kette danach ragt aus der Kiste, { $outside } Würfel draußen
snake-idea-dead-end = Ecke { $n } (Würfel { $cube }) passt vorerst, aber von dort lässt sich die Kiste nicht füllen
snake-idea-then = { $idea }. Frag noch einmal nach einem Tipp für den Zug.
spoken-no-corner = Noch keine Ecke gewählt: Tab wählt eine

## The level editor
editor-unsolvable-snake = Nicht lösbar: Wie man die Kette auch faltet, sie füllt den Würfel nicht.
editor-snake-hint = Die Kette, ein Buchstabe pro Würfel ab dem zweiten: F geht geradeaus, T biegt ab.
editor-snake-no-letters = Die Kette braucht Buchstaben: F geht geradeaus, T biegt ab.

## What cannot be read
snake-fold-not-a-twist = Hier sollte für jede Ecke eine Drehung von 0 bis 3 oder „.“ stehen, aber da ist { $found }
snake-fold-too-many = Mehr Drehungen, als die Kette Ecken hat ({ $corners })

## A level list's line of details
snake-summary-cube = { $side }×{ $side }×{ $side }
snake-summary-cubes = { $count ->
    [one] { $count } Würfel
   *[other] { $count } Würfel
}

## The level editor's verdict
editor-snake-folds = { $count ->
    [one] Lässt sich auf genau { $count } Art zum Würfel falten
   *[other] Lässt sich auf { $count } verschiedene Arten zum Würfel falten
}
editor-snake-folds-at-least = { $count ->
    [one] Lässt sich auf mindestens { $count } Art zum Würfel falten
   *[other] Lässt sich auf mindestens { $count } verschiedene Arten zum Würfel falten
}
