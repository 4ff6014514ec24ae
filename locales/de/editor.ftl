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
editor-already-solved = Es ist von Anfang an gelöst: Ändere etwas.
editor-unsolvable = Nicht lösbar: { $why }.
editor-gave-up = { $positions ->
    [one] Der Löser gab nach { $positions } Stellung auf: Vielleicht ist es lösbar, vielleicht nicht.
   *[other] Der Löser gab nach { $positions } Stellungen auf: Vielleicht ist es lösbar, vielleicht nicht.
}

## Die anderen Bildschirme
screens-percent = { $percent } %
screens-percent-suffix = { " " }%
screens-making-level = Neues Level wird gebaut…
screens-no-new-level = Es ließ sich kein neues Level erstellen; versuch es noch einmal oder mit anderen Einstellungen.
