# Every word of this puzzle (klotski): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-klotski = Schiebepuzzle
puzzle-klotski-blurb = Schiebe die Blöcke, bis der große rote sein Ziel erreicht.
chapter-klotski-slides = Platz da!
chapter-klotski-slides-teaches = Schiebe die Blöcke beiseite und mach dem großen Block den Weg frei.
chapter-klotski-trail = Der Huarong-Pfad
chapter-klotski-trail-teaches = Neun alte Rätsel aus China, von 18 bis 120 Zügen.

## How to play
klotski-rule-1 = Bringe den großen roten Block an sein Ziel, den markierten Platz auf dem Brett.
klotski-rule-2 = Schiebe jeweils einen Block in eine Lücke; Blöcke springen nie übereinander. Jeder Block mit der Form des roten darf ins Ziel.
klotski-rule-3 = Züge werden gezählt, wie es das Level sagt: ein Schritt (ein Feld), ein Schub (beliebig weit in einer geraden Linie) oder ein Zug (überall hin, wohin ein Block allein kommt).
klotski-control-1 = Block ziehen
klotski-control-1-does = ihn schieben, wohin er kann
klotski-control-2 = Pfeile, Enter
klotski-control-2-does = einen Block wählen, ihn aufnehmen
klotski-control-3 = Pfeile, Enter oder Esc
klotski-control-3-does = den aufgenommenen Block bewegen, ihn absetzen
klotski-help = Ziehe einen Block, wohin er kann · oder wähle einen mit Enter und bewege ihn mit den Pfeilen
klotski-touch-1 = Block ziehen
klotski-touch-1-does = ihn schieben, wohin er kann
klotski-touch-help = Ziehe einen Block, wohin er kann

## The first level's guide
guide-klotski-1 = Dein erster Zug: { $hint }. Zieh diesen Block dorthin – oder wähle ihn mit den Pfeiltasten und Enter und bewege ihn mit den Pfeilen.
guide-klotski-1-touch = Dein erster Zug: { $hint }. Zieh diesen Block mit dem Finger dorthin.
guide-klotski-2 = Blöcke gleiten in leere Felder; bring den roten Block an sein Ziel. Als Nächstes: { $hint }.

## Its levels and chapters
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
klotski-summary-counted-step = in Schritten gezählt
klotski-summary-counted-slide = in Schüben gezählt
klotski-summary-counted-move = in Zügen gezählt

## Moves, refusals and hints in words
klotski-move = { $shape ->
    [red] schiebe den roten Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
    [small] schiebe den kleinen Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
    [tall] schiebe den hohen Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
    [wide] schiebe den breiten Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
   *[other] schiebe den { $width }×{ $height }-Block von Zeile { $row }, Spalte { $col } nach Zeile { $to_row }, Spalte { $to_col }
}
klotski-picked-help = Block aufgenommen: Die Pfeile bewegen ihn · Enter oder Esc setzt ihn ab (noch einmal Esc: zurück)
klotski-refused-blocked = Dieser Block kann nicht dorthin: Der Weg ist versperrt
klotski-refused-edge = Dieser Block kann nicht in diese Richtung: Er steht am Rand
klotski-refused-no-block = Dort hat kein Block seine linke obere Ecke
klotski-refused-one-cell = In Schritten gezählt zieht ein Block nur ein Feld weit
klotski-refused-straight = In Schüben gezählt zieht ein Block nur geradeaus
klotski-refused-too-far = So weit kann dieser Block nicht rutschen: Etwas ist im Weg
klotski-refused-no-neighbour = { $dir ->
    [up] Über diesem Block liegt kein anderer
    [down] Unter diesem Block liegt kein anderer
    [left] Links von diesem Block liegt kein anderer
   *[right] Rechts von diesem Block liegt kein anderer
}
klotski-board-line = Der rote Block steht in { $at }; sein Ziel ist { $goal }
klotski-board-block = { $shape ->
    [red] der rote Block
    [small] ein kleiner Block
    [tall] ein hoher Block
    [wide] ein breiter Block
   *[other] ein { $width }×{ $height }-Block
} in { $at }
klotski-board-empty = Frei: { $cells }
klotski-cursor-picked = Gewählt: { $block }; die Pfeile bewegen ihn

## The level editor
editor-unsolvable-klotski = Nicht lösbar: Der Zielblock kann sein Ziel nie erreichen.
editor-klotski-put = Block setzen
editor-klotski-block-hover = Klicke, wohin sein Feld oben links kommt: ein { $width }×{ $height }-Block
editor-klotski-take-off = Entfernen
editor-klotski-take-off-hover = Klicke auf einen Block, um ihn zu entfernen
editor-klotski-goal = Das Ziel
editor-klotski-goal-block = Zielblock
editor-klotski-goal-block-hover = Klicke auf den Block, der das Ziel erreichen muss
editor-klotski-goal-place = Zielplatz
editor-klotski-goal-place-hover = Klicke, wohin das Feld oben links des Zielblocks muss
editor-klotski-metric = Zählweise
editor-klotski-metric-step = Schritte (ein Feld)
editor-klotski-metric-slide = Schübe (gerade Linie)
editor-klotski-metric-move = Züge (überallhin)
editor-klotski-sticks-out = Ein { $width }×{ $height }-Block würde hier über das Brett hinausragen.
editor-klotski-taken = Dort liegt schon ein Block.
editor-klotski-no-names = Kein Block mehr möglich: Alle Buchstaben und Ziffern sind vergeben.
editor-klotski-no-block = Dort liegt kein Block.
editor-klotski-pick-goal-block = Klicke auf einen Block, um ihn zum Zielblock zu machen.
editor-klotski-goal-block-first = Wähle zuerst den Zielblock.

## What cannot be read
klotski-not-a-cell = Erlaubt sind „.“ für ein leeres Feld und Buchstaben oder Ziffern für Blöcke, aber hier steht { $found }
klotski-row-unequal = Diese Zeile hat { $count } Felder, die erste Zeile aber { $first }; alle Zeilen müssen gleich lang sein
klotski-too-many-cells = Das Brett ist { $width }×{ $height } groß; ein Schiebepuzzle darf höchstens { $most } Felder haben
klotski-block-outside = Block „{ $block }“ muss ein ausgefülltes Rechteck sein, aber dieses Feld liegt außerhalb des Rechtecks, das in Zeile { $line }, Spalte { $column } beginnt
klotski-block-hole = Block „{ $block }“ muss ein ausgefülltes Rechteck sein, aber hier, mitten darin, steht { $found }
klotski-too-many-blocks = Das Brett hat { $count } Blöcke, mehr als die erlaubten { $most }
klotski-no-goal = Dem Level fehlt die Zeile mit dem Ziel: Schreibe über die Zeichnung eine wie „; goal: S 3,2“ (der Block, dann Spalte,Zeile seines Felds oben links)
klotski-unknown-metric = Unbekannte Zählweise „{ $metric }“; möglich sind „step“ (Schritte), „slide“ (Schübe) oder „move“ (Züge)
klotski-goal-not-drawn = Das Ziel nennt Block „{ $block }“, aber kein Block ist mit „{ $block }“ gezeichnet
klotski-goal-outside = Das Ziel setzt Block „{ $block }“ auf { $column },{ $row }, wo er über das { $width }×{ $height }-Brett hinausragen würde
klotski-goal-empty = Das Ziel ist leer: Ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
klotski-goal-block = Hier sollte der Buchstabe oder die Ziffer des Zielblocks stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
klotski-goal-space = Nach dem Block sollte ein Leerzeichen stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
# $key: goal-column oder goal-row.
klotski-goal-number = { $key ->
    [goal-row] Hier sollte die Zeile des Ziels stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
   *[other] Hier sollte die Spalte des Ziels stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
}
klotski-goal-comma = Zwischen Spalte und Zeile sollte ein Komma „,“ stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
klotski-goal-extra = Nach dem Ziel sollte nichts mehr stehen, aber da ist { $found }; ein Ziel schreibt man wie „S 3,2“ (der Block, dann Spalte,Zeile)
