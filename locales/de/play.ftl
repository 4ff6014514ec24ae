# Die Worte eines laufenden Levels, für alle Rätsel: der Löser bei der Arbeit, seine Tipps und Antworten, die Nachrichtenzeile und die Gewinnanzeige.

## Woran der Löser arbeitet, neben dem Kreisel
play-working-out-par = Par wird berechnet…
play-looking-for-hint = Tipp wird gesucht…
play-solving = Wird gelöst…
play-looking-back = Verlauf wird geprüft…

## Die Antworten des Lösers, in der Nachrichtenzeile
play-answer-unchecked = Die Antwort des Lösers hat die Prüfung nicht bestanden; versuch es noch einmal.
play-answer-failed = Die Antwort des Lösers funktioniert hier leider nicht.
play-already-solved = Schon gelöst!
play-hint-gave-up = Kein Tipp: Die Suche gab nach { $positions ->
    [one] { $positions } Stellung
   *[other] { $positions } Stellungen
} auf; vielleicht ist das Level trotzdem lösbar. Ein paar Züge zurückzunehmen hilft vielleicht.
play-solve-gave-up = Der Löser gab nach { $positions ->
    [one] { $positions } Stellung
   *[other] { $positions } Stellungen
} auf; vielleicht ist das Level trotzdem lösbar.
play-look-back-gave-up = Keine Antwort: Die Suche gab nach { $positions ->
    [one] { $positions } Stellung
   *[other] { $positions } Stellungen
} auf; vielleicht ist das Level trotzdem lösbar.
play-still-winnable = Diese Stellung ist noch lösbar.
play-back-to-winnable = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
} zurück: Von hier aus ist es lösbar.
play-start-unwinnable = Nicht einmal die Startstellung ist lösbar.

## Ein Tipp: der Zug ($move) und wie viele noch fehlen
play-hint-to-go = { $move } (noch { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
})
play-hint-to-go-longer = { $move } (noch { $moves }, { $longer })
play-not-the-fewest = evtl. nicht minimal

## Das Level teilen
play-code-copied = { $moves ->
    [0] Levelcode kopiert: einfach einfügen und weitergeben
    [one] Levelcode mit dem gemachten Zug kopiert: einfach einfügen und weitergeben
   *[other] Levelcode mit den { $moves } gemachten Zügen kopiert: einfach einfügen und weitergeben
}

## Die Zeile der Gewinnanzeige
play-win-at-par = { $count }: { $verdict }
play-win-count = { $count }.
play-win-count-note = { $count } ({ $note })

## Die Einheit des Abspieltempos
play-speed-suffix = /s

## Kugel-Programmieren
win-stars-hover = { $stars } von 3 Sternen: ★ Ziel erreicht · ★ jeden Bonus genommen · ★ höchstens Par Blöcke

## Für wen das Brett nicht sieht (über einen Bildschirmleser)
spoken-move = { $move }. { $board }
spoken-undone = Zurückgenommen: { $move }. { $board }
spoken-then = { $first }. { $next }
spoken-list = { $first }, { $next }
spoken-cell = Zeile { $row }, Spalte { $col }
spoken-row = Zeile { $row }: { $cells }
spoken-board = Brett: { $line }
spoken-count = { $moves ->
    [one] 1 Zug gemacht
   *[other] { $moves } Züge gemacht
}
spoken-count-par = { $moves ->
    [one] 1 Zug gemacht
   *[other] { $moves } Züge gemacht
}; Par { $par }
spoken-no-cursor = Noch kein Cursor: eine Pfeiltaste zeigt ihn

play-working-out-shortest = Der kürzeste Weg wird berechnet…

## „Vergleichen“: ein Sieg neben dem kürzesten Weg
compare-heading = Dein Weg neben dem kürzesten
compare-yours = Deiner
compare-shortest = Kürzester
compare-best = Bestes
compare-moves = { $yours ->
    [one] Du hast 1 Zug gebraucht
   *[other] Du hast { $yours } Züge gebraucht
}; der kürzeste Weg braucht { $shortest }.
compare-blocks = { $yours ->
    [one] Dein Programm hat 1 Block
   *[other] Dein Programm hat { $yours } Blöcke
}; das beste hat { $shortest }.
compare-same = Deiner ist der kürzeste Weg, Zug für Zug.
compare-as-short = Deiner ist genauso kurz, auf einem anderen Weg.
compare-parted = Die beiden Wege trennen sich bei Zug { $at }.
compare-rejoined = Deiner kommt bei deinem Zug { $yours } (seinem Zug { $its }) auf den kürzesten Weg zurück.
compare-program-same = Dein Programm ist das beste, Block für Block.
compare-program-as-short = Deins ist genauso kurz, nur anders geschrieben.
compare-took-less = Deins hat { $yours } von { $of } { $of ->
    [one] Bonus
   *[other] Boni
} eingesammelt; das beste sammelt { $best }, und das zählt zuerst: dafür gibt es die Sterne.
compare-program-parted = Die beiden Programme unterscheiden sich ab Block { $at }.
compare-assisted = Der Löser hat einen Teil deines Wegs gespielt.
compare-all-by-the-solver = Der Löser hat dieses Level ganz allein gespielt: Es gibt noch keinen Weg von dir, den man daneben legen könnte. Gewinn es selbst, dann vergleiche.
compare-at = Zug { $step } von { $total }
compare-step-said = Zug { $step }: deiner, { $yours }; der kürzeste, { $shortest }
compare-at-start = der Anfang
compare-to-parting = Zur Trennstelle
compare-where-parted = ≠ wo sich die beiden trennen
compare-gave-up = Der Löser hat aufgegeben, bevor er den kürzesten Weg fand ({ $positions } Stellungen geprüft).
compare-nothing = Es gibt keinen kürzesten Weg, der sich neben deinen stellen lässt.
compare-close = Schließen
