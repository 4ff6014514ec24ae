## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Überspringen
guide-done = Du hast es raus! Der Rest gehört dir: H zeigt einen Tipp, wenn du nicht weiterkommst.
guide-done-touch = Du hast es raus! Der Rest gehört dir: Tipp zeigt den nächsten Zug, wenn du nicht weiterkommst.
rules-show-me = Noch einmal zeigen
guide-shot-1 = Dein erster Zug: { $hint }. Drück auf diese Kugel und wisch in diese Richtung – oder wähle sie mit den Pfeiltasten und Enter und drück dann einen Pfeil.
guide-shot-1-touch = Dein erster Zug: { $hint }. Drück auf diese Kugel und wisch in diese Richtung.
guide-shot-2 = Eine geschleuderte Kugel rollt, bis sie eine andere trifft, und stößt sie weiter; lass eine Kugel übrig. Als Nächstes: { $hint }.
guide-klotski-1 = Dein erster Zug: { $hint }. Zieh diesen Block dorthin – oder wähle ihn mit den Pfeiltasten und Enter und bewege ihn mit den Pfeilen.
guide-klotski-1-touch = Dein erster Zug: { $hint }. Zieh diesen Block mit dem Finger dorthin.
guide-klotski-2 = Blöcke gleiten in leere Felder; bring den roten Block an sein Ziel. Als Nächstes: { $hint }.
guide-fifteen-1 = Dein erster Zug: { $hint }. Klick auf dieses Plättchen, dann gleitet es in die Lücke – oder schieb mit den Pfeiltasten.
guide-fifteen-1-touch = Dein erster Zug: { $hint }. Tipp auf dieses Plättchen, dann gleitet es in die Lücke.
guide-fifteen-2 = Bring die Plättchen in Reihenfolge, vom hellsten zum dunkelsten, die Lücke zuletzt. Als Nächstes: { $hint }.
guide-snake-1 = Dein erster Zug: { $hint }. Drück diese Taste, um die Kette an der umrandeten Ecke zu drehen.
guide-snake-1-touch = Dein erster Zug: { $hint }. Tipp auf diesen Drehknopf im Feld, um die Kette an der umrandeten Ecke zu drehen.
guide-snake-2 = Als Nächstes: { $hint }. Diese Ecke ist schon für dich gewählt und umrandet (Tab wählt eine andere, oder klick auf einen Würfel).
guide-snake-2-touch = Als Nächstes: { $hint }. Diese Ecke ist schon für dich gewählt und umrandet (tipp auf einen Würfel, um eine andere zu wählen).
guide-kodable-1 = Klick auf einen Pfeil bei den Blöcken, um ihn in dein Programm zu legen: Die Kugel rollt in diese Richtung.
guide-kodable-1-touch = Tipp auf einen Pfeil bei den Blöcken, um ihn in dein Programm zu legen: Die Kugel rollt in diese Richtung.
guide-kodable-2 = Drück jetzt Start (Leertaste) und schau, wie die Kugel rollt, bis etwas sie aufhält. Leg mehr Pfeile dazu, wenn sie abbiegen muss.
guide-kodable-2-touch = Tipp jetzt auf Start und schau, wie die Kugel rollt, bis etwas sie aufhält. Leg mehr Pfeile dazu, wenn sie abbiegen muss.
guide-lights-1 = Dein erster Zug: { $hint }. Klick auf diese Lampe: Sie und ihre Nachbarn schalten um.
guide-lights-1-touch = Dein erster Zug: { $hint }. Tipp auf diese Lampe: Sie und ihre Nachbarn schalten um.
