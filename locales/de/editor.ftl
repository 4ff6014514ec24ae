# Der Level-Editor (editor-) und was von den anderen Bildschirmen übrig war (screens-).

## Das Feld des Editors
editor-my-level = Mein Level
editor-name = Name
editor-size = Größe
editor-columns = Spalten
editor-rows = Zeilen
editor-try = Ausprobieren
editor-try-hover = Das Level jetzt spielen
editor-show-solution = Lösung zeigen
editor-show-solution-hover = Dem Löser beim Spielen zusehen (S)
editor-keep = Speichern
editor-keep-hover = In „Deine Levels“ speichern (Strg+S)
editor-share-hover = Den Levelcode kopieren
editor-save-file = Als Datei sichern
editor-download-file = Datei herunterladen
editor-file-hover = Als Leveldatei schreiben, um es wieder zu öffnen oder weiterzugeben
editor-afresh = Neu anfangen
editor-afresh-hover = Dieses Level verwerfen und ein neues beginnen

## Was der Editor dem Spieler sagt
editor-reopened = Dein Level, wie du es verlassen hast: Speichere es oder fang neu an.
editor-kept = In „Deine Levels“ gespeichert.
editor-code-copied = Levelcode kopiert: einfach einfügen und weitergeben.
editor-cannot-play = Nur ein Level, das das Spiel lesen kann, lässt sich spielen.
editor-cannot-keep = Nur ein Level, das das Spiel lesen kann, lässt sich speichern.
editor-cannot-share = Nur ein Level, das das Spiel lesen kann, hat einen Code.
editor-cannot-save = Nur ein Level, das das Spiel lesen kann, lässt sich als Datei speichern.
editor-file-saved = Leveldatei gespeichert in { $path }.
editor-file-downloaded = Leveldatei als { $name } in deine Downloads gelegt.
editor-folder-not-made = Keine Datei: Der Ordner { $folder } lässt sich nicht anlegen ({ $error }).
editor-file-not-written = Keine Datei: { $path } lässt sich nicht schreiben ({ $error }).
editor-download-refused = Keine Datei: Der Browser hat den Download abgelehnt.

## Das Urteil des Lösers über das Level im Bau
editor-checking = Der Löser sucht…
editor-solving = Wird gelöst…
# $why: was der Level-Leser beanstandet (eine Meldung aus errors.ftl).
editor-invalid = Noch kein Level: { $why }.
editor-invalid-at = Noch kein Level (Zeile { $row }, Spalte { $column }): { $why }.
editor-invalid-letter = Noch kein Level (Buchstabe { $letter }): { $why }.
editor-solvable = Lösbar · Par { $par } · { $difficulty }
editor-solvable-at-most = { $par ->
    [one] Lösbar, in höchstens { $par } Zug (nicht als kürzeste Lösung bewiesen)
   *[other] Lösbar, in höchstens { $par } Zügen (nicht als kürzeste Lösung bewiesen)
}
editor-folds = { $count ->
    [one] Lässt sich auf genau { $count } Art zum Würfel falten
   *[other] Lässt sich auf { $count } verschiedene Arten zum Würfel falten
}
editor-folds-at-least = { $count ->
    [one] Lässt sich auf mindestens { $count } Art zum Würfel falten
   *[other] Lässt sich auf mindestens { $count } verschiedene Arten zum Würfel falten
}
editor-already-solved = Es ist von Anfang an gelöst: Ändere etwas.
editor-unsolvable = Nicht lösbar: { $why }.
editor-unsolvable-shot = Nicht lösbar: Keine Reihenfolge beim Schnippen lässt nur eine Kugel übrig.
editor-unsolvable-snake = Nicht lösbar: Wie man die Kette auch faltet, sie füllt den Würfel nicht.
editor-unsolvable-klotski = Nicht lösbar: Der Zielblock kann sein Ziel nie erreichen.
editor-unsolvable-kodable = Nicht lösbar: Kein Programm rollt die Kugel ins Ziel.
editor-unsolvable-fifteen = Nicht lösbar: Die Steine liegen in einer ungeraden Anordnung, die sich durch kein Schieben ordnen lässt.
editor-unsolvable-lights = Nicht lösbar: Keine Folge von Drücken schaltet alle Lampen aus.
editor-gave-up = { $positions ->
    [one] Der Löser gab nach { $positions } Stellung auf: Vielleicht ist es lösbar, vielleicht nicht.
   *[other] Der Löser gab nach { $positions } Stellungen auf: Vielleicht ist es lösbar, vielleicht nicht.
}
# Was das Urteil bei Kugel-Programmieren über das beste Programm hinzufügt.
editor-note-every-bonus = nimmt jeden Bonus
editor-note-bonuses = nimmt { $taken } von { $of } Boni

## Die Werkzeuge von Shot
editor-shot-hint = Klicke auf ein Feld, um eine Kugel hinzulegen oder wegzunehmen.

## Die Werkzeuge des Schiebepuzzles
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

## Die Werkzeuge von Kugel-Programmieren
editor-kodable-paint = Malen
editor-kodable-path = Weg
editor-kodable-grass = Gras
editor-kodable-ball = Kugel
editor-kodable-target = Ziel
editor-kodable-bonus = Bonus
editor-kodable-pink = Rosa
editor-kodable-orange = Orange
editor-kodable-yellow = Gelb
editor-kodable-paint-hover = Klicke oder ziehe über die Karte, um damit zu malen
editor-kodable-limit = Blocklimit
editor-kodable-limit-hover = Höchstzahl der Blöcke in einem Programm (0: unbegrenzt)

## Die Werkzeuge des 15er-Puzzles
editor-fifteen-hint = Klicke zwei Steine (oder einen Stein und die Lücke) an, um sie zu tauschen.
editor-fifteen-in-order = Ordnen
editor-fifteen-shuffle = Mischen
editor-fifteen-shuffle-hover = Ein zufälliges Brett, das sich lösen lässt
editor-fifteen-type = Oder tippe die Steine in Lesereihenfolge ein (0 für die Lücke):
editor-fifteen-wrong-count = Ein { $cols }×{ $rows }-Brett braucht { $cells } Zahlen, nicht { $numbers }.

## Die Werkzeuge des Schlangenwürfels
editor-snake-hint = Die Kette, ein Buchstabe pro Würfel ab dem zweiten: F geht geradeaus, T biegt ab.
editor-snake-no-letters = Die Kette braucht Buchstaben: F geht geradeaus, T biegt ab.

## Die anderen Bildschirme
screens-percent = { $percent } %
screens-percent-suffix = { " " }%
screens-making-level = Neues Level wird gebaut…
screens-no-new-level = Es ließ sich kein neues Level erstellen; versuch es noch einmal oder mit anderen Einstellungen.
