# So spielt man jedes Rätsel: die Regeln, die Steuerung (Tasten oder Gesten, und was sie tun)
# und eine Zeile für vor dem ersten Zug.

## shot
shot-rule-1 = Lass nur eine Kugel auf dem Brett übrig.
shot-rule-2 = Schnippe eine Kugel nach oben, unten, links oder rechts. Sie rollt, bis sie auf eine andere Kugel trifft, und bleibt auf dem Feld direkt davor liegen; die getroffene Kugel wird weitergestoßen (in einer Reihe sich berührender Kugeln bewegt sich die letzte) und rollt in dieselbe Richtung weiter, und die letzte Kugel, die sich bewegt, fliegt vom Brett. Jeder Schuss nimmt eine Kugel weg.
shot-rule-3 = Eine Kugel kann weder gegen eine direkt danebenliegende Kugel geschnippt werden noch zum Rand hin, wenn keine Kugel vor ihr liegt.
shot-control-1 = Kugel drücken und wischen
shot-control-1-does = sie schnippen
shot-control-2 = Pfeile, Enter, ein Pfeil
shot-control-2-does = Cursor bewegen, eine Kugel wählen, sie schnippen
shot-control-3 = Esc
shot-control-3-does = die gewählte Kugel wieder ablegen
shot-help = Drücke eine Kugel und wische sie zu einer anderen · oder wähle eine mit Enter und schnippe sie mit einem Pfeil
shot-touch-1 = Kugel drücken und wischen
shot-touch-1-does = sie zu einer anderen Kugel schnippen
shot-touch-help = Drücke eine Kugel und wische sie zu einer anderen

## snake
snake-rule-1 = Falte die Kette aus Würfeln zu einem großen Würfel.
snake-rule-2 = Durch gerade Würfel läuft die Kette geradeaus; an jedem Eckwürfel biegt sie ab, und der Rest der Kette lässt sich um die Ecke jeweils eine Vierteldrehung weiterdrehen. Stelle jede Ecke so, dass alle Würfel die Kiste genau füllen: keiner außerhalb (sie erscheinen blass) und keiner auf einem anderen (sie erscheinen rot).
snake-rule-3 = Eine Ecke lässt sich auf vier Arten stellen, jede ist ein Zug, wie oft du auch drückst (die Ecke umrandet, der Würfel danach golden; ein Tipp wählt seine Ecke und nennt die Tasten):
snake-control-1 = Klick auf einen Würfel, oder Tab und Umschalt+Tab
snake-control-1-does = eine Ecke wählen
snake-control-2 = Q und E, oder Umschalt+Ziehen
snake-control-2-does = die Kette an der Ecke drehen
snake-control-3 = Rücktaste
snake-control-3-does = die Ecke gerade stellen
snake-control-4 = Ziehen, Mausrad, Rechtsziehen
snake-control-4-does = Ansicht drehen, zoomen und verschieben (Pfeile, Bild auf, Bild ab, Pos1)
snake-help = Wähle eine Ecke (Klick auf einen Würfel, oder Tab) und drehe die Kette mit Q und E
snake-touch-1 = Auf einen Würfel tippen
snake-touch-1-does = seine Ecke wählen
snake-touch-2 = Knöpfe „Drehen“ im Panel
snake-touch-2-does = die Kette an der Ecke drehen
snake-touch-3 = Ein Finger, zwei Finger, Auf- und Zuziehen
snake-touch-3-does = Ansicht drehen, verschieben und zoomen
snake-touch-help = Tippe auf einen Würfel, um eine Ecke zu wählen, und drehe die Kette mit den Knöpfen im Panel

## klotski
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

## kodable
kodable-rule-1 = Schreibe ein Programm, das die Kugel ins Ziel rollt.
kodable-rule-2 = Ein Pfeil rollt die Kugel, bis etwas sie aufhält. Neue Blöcke kommen einer nach dem anderen, jeder mit eigenen Levels: „Wenn das Feld rosa ist, geh nach unten“, Schleifen, die zwei Blöcke wiederholen, und F, dein eigener Block aus drei.
kodable-rule-3 = Drei Sterne: Erreiche das Ziel, nimm jeden ★ unterwegs mit und brauche nicht mehr Blöcke als Par.
kodable-control-1 = Blöcke klicken oder ziehen
kodable-control-1-does = sie ins Programm setzen (oder es tippen)
kodable-control-2 = Leertaste
kodable-control-2-does = das Programm laufen lassen oder anhalten
kodable-control-3 = Enter
kodable-control-3-does = es Schritt für Schritt laufen lassen
kodable-help = Baue ein Programm aus den Blöcken und drücke dann Start
kodable-touch-1 = Blöcke antippen oder ziehen
kodable-touch-1-does = sie ins Programm setzen
kodable-touch-2 = Start, Schritt
kodable-touch-2-does = das Programm laufen lassen, oder Schritt für Schritt
kodable-touch-help = Baue ein Programm aus den Blöcken und tippe dann auf Start

## fifteen
fifteen-rule-1 = Bringe die Grautöne in Ordnung: der hellste in der Ecke oben links, dann immer dunkler von links nach rechts und von oben nach unten, der dunkelste direkt vor der Lücke, die in der Ecke unten rechts landet.
fifteen-rule-2 = Ein Stein neben der Lücke rutscht in sie hinein.
fifteen-control-1 = Klick auf einen Stein
fifteen-control-1-does = ihn schieben, samt allen Steinen zwischen ihm und der Lücke
fifteen-control-2 = Pfeile
fifteen-control-2-does = den Stein neben der Lücke in diese Richtung schieben
fifteen-control-3 = T
fifteen-control-3-does = die Zahlen auf den Steinen zeigen
fifteen-help = Klicke auf einen Stein in der Zeile oder Spalte der Lücke · oder schiebe mit den Pfeiltasten
fifteen-touch-1 = Auf einen Stein tippen
fifteen-touch-1-does = ihn schieben, samt allen Steinen zwischen ihm und der Lücke
fifteen-touch-2 = Das Feld „Zahlen“
fifteen-touch-2-does = die Zahlen auf den Steinen zeigen
fifteen-touch-help = Tippe auf einen Stein in der Zeile oder Spalte der Lücke

## lights
lights-rule-1 = Schalte alle Lampen aus.
lights-rule-2 = Ein Druck auf eine Lampe schaltet sie und ihre Nachbarn um: Leuchtende gehen aus, dunkle gehen an.
lights-control-1 = Klick auf eine Lampe
lights-control-1-does = sie drücken
lights-help = Klicke auf eine Lampe, um sie und ihre Nachbarn umzuschalten
lights-touch-1 = Auf eine Lampe tippen
lights-touch-1-does = sie drücken
lights-touch-help = Tippe auf eine Lampe, um sie und ihre Nachbarn umzuschalten

## Die Tasten eines Levels, wie die Anleitungen sie aufzählen
keys-shared = Z rückgängig · Y wiederholen · R neu starten · H Tipp · S der Löser spielt · N neues Level · X teilen · Esc zurück
keys-program = Z Änderung rückgängig · Y wiederholen · R Kugel zurück · H Tipp · S das beste Programm · K lösbar? · N neue Karte · X teilen · Esc zurück
keys-listening = A sagt das Letzte noch einmal · B liest das ganze Brett vor · I Züge und Par · W wo der Cursor ist (für einen Bildschirmleser)
lights-move = drücke Lampe { $lamp }
lights-one-row = Die Lampen stehen in einer einzigen Reihe.

lights-board-line = { $on } von { $of } Lampen an
lights-board-lamp = { $on ->
    [true] an
   *[other] aus
}
