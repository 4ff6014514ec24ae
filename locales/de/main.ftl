# Die Wörter des Spiels, auf Deutsch.

## Der Titelbildschirm
title-tagline = Fünf Rätsel, jedes mit einem Löser, der Tipps gibt und den Weg zeigt.
title-play = Spielen
title-settings = Einstellungen
title-settings-hover = Ton, Aussehen, Größe, Bewegung, Tasten (O)
title-quit = Beenden
title-keys-web = Enter zum Spielen · D Rätsel des Tages · O Einstellungen
title-keys-desktop = Enter zum Spielen · D Rätsel des Tages · O Einstellungen · Q beendet

## Die Einstellungen
settings-heading = Einstellungen
settings-sound = Ton
settings-volume = Lautstärke
settings-mute = Stumm
settings-buzz = Bei ungültigem Zug und Sieg vibrieren (Handys)
settings-look = Aussehen
settings-theme-system = Wie das System
settings-theme-dark = Dunkel
settings-theme-light = Hell
settings-theme-high-contrast = Hoher Kontrast
settings-language = Sprache
settings-language-system = Wie das System
notice-letters-missing = Die Schrift für { $language } ließ sich nicht laden: Das Spiel bleibt in der bisherigen Sprache.
settings-size = Größe von Text und Oberfläche
settings-reduce-motion = Bewegung reduzieren
settings-reduce-motion-hover = Teile gehen direkt an ihren Platz; kein Konfetti, keine schwenkende Ansicht, nichts blinkt
settings-screen-reader = Bildschirmleser-Modus
settings-screen-reader-hover = Für alle, die zuhören: kein Konfetti, kein Wackeln, keine treibenden Kugeln; die Töne bleiben. Schaltet sich selbst ein, solange ein Bildschirmleser das Spiel liest
settings-fullscreen = Vollbild
settings-fullscreen-key = Vollbild (F11)
settings-puzzles = Rätsel
settings-fifteen-numbers = Zahlen auf den Steinen des 15er-Puzzles (T)
settings-speed = Wiedergabetempo
settings-speed-unit = { $speed } Züge/s
settings-keys = Tasten
settings-keys-help = Klicke auf eine Taste und drücke dann den gewünschten Buchstaben (Esc lässt sie unverändert).
settings-key-read = { $action }: { $key }
settings-keys-waiting = Drücke den Buchstaben für „{ $action }“ (Esc behält { $key }).
settings-action-undo = Rückgängig
settings-action-redo = Wiederholen
settings-action-restart = Neu starten
settings-action-hint = Tipp
settings-action-solve = Der Löser spielt
settings-action-play = Abspielen oder anhalten
settings-action-new = Neues Level
settings-action-share = Teilen
settings-action-edit = Kopie bearbeiten
settings-action-compare = Mit dem kürzesten Weg vergleichen
settings-action-settings = Einstellungen
settings-action-say-again = Das Letzte noch einmal sagen
settings-action-read-board = Das ganze Brett vorlesen
settings-action-read-count = Züge und Par
settings-action-read-cursor = Wo der Cursor ist
settings-reset = Zurücksetzen
settings-reset-hover = Setzt alle Einstellungen hier auf den Anfangszustand zurück
settings-done = Fertig
settings-only-now = Nur für diese Sitzung: { $choices }.

## Die Leisten eines Levels
hud-back-hover = Zurück (Esc)
hud-back-editor = ← Editor
hud-back-editor-hover = Zurück zum Editor (Esc)
hud-back-levels = ← Levels
hud-back-levels-hover = Zurück zu den Levels (Esc)
hud-rules-hover = Spielanleitung (F1)
hud-settings-hover = Einstellungen (O)
hud-key-hover = Taste: { $key }
hud-par = Par { $par }
hud-par-hover = Züge einer optimalen Lösung
hud-moves = Züge { $moves }
hud-no-solution = Von hier aus nicht mehr lösbar.
hud-undo-to-winnable = Zurück bis zur letzten noch lösbaren Stellung
hud-hint-line = Tipp: { $hint }
hud-play = Abspielen
hud-pause = Pause
hud-to-start = Zurück zum Anfang
hud-step-back = Einen Zug zurück
hud-step-forward = Einen Zug vor
hud-rail = Gemachte Züge
hud-timeline-hover = Gespielte und kommende Züge: zum Durchgehen ziehen
hud-speed = Tempo
hud-speed-hover = Züge pro Sekunde (- und =)
hud-undo = Rückgängig
hud-redo = Wiederholen
hud-restart = Neustart
hud-hint = Tipp
hud-solve = Lösen
hud-new-level = Neues Level
hud-share = Teilen
hud-edit-copy = Kopie bearbeiten
hud-next-level = Nächstes Level
hud-compare = Vergleichen

## Die Rätsel, mit Namen und in einer Zeile
puzzle-shot = Shot
puzzle-shot-blurb = Schnippe Kugeln gegeneinander, bis nur noch eine übrig ist.
puzzle-snake = Schlangenwürfel
puzzle-snake-blurb = Falte eine Kette aus 64 Holzwürfeln zu einem 4×4×4-Würfel.
puzzle-klotski = Schiebepuzzle
puzzle-klotski-blurb = Schiebe die Blöcke, bis der große rote sein Ziel erreicht.
puzzle-kodable = Kugel-Programmieren
puzzle-kodable-blurb = Schreibe ein kleines Programm, das die Kugel ins Ziel rollt.
puzzle-fifteen = 15er-Puzzle
puzzle-fifteen-blurb = Schiebe fünfzehn Grautöne in die richtige Reihenfolge.
puzzle-lights = Lichter
puzzle-lights-blurb = Schalte eine Reihe Lampen aus.

## Die Menüs
menu-back-hover = Zurück zu { $place } (Esc)
puzzles-back = ← Titel
puzzles-heading = Wähle ein Rätsel
puzzles-stats = Statistik
puzzles-stats-hover = Deine besten Züge und Zeiten, Level für Level
puzzles-next = Als Nächstes: { $level }
levels-back = ← Rätsel
rules-got-it = Verstanden
rules-heading = So spielt man { $puzzle }
edit-heading = Level bauen: { $puzzle }

## Statistik
stats-solved = { $solved } von { $levels } gelöst
stats-at-par = ★ { $count } mit Par
stats-attempts = { $count ->
    [one] { $count } Versuch
   *[other] { $count } Versuche
}
stats-best-times = Bestzeiten { $time }
stats-forget-puzzle = Alle Rekorde von { $puzzle } und den Stand jedes Levels vergessen?
stats-forget-all = Alle Rekorde aller Rätsel und den Stand jedes Levels vergessen?

## Die Level eines Rätsels
levels-open-code-heading = Ein geteiltes Level öffnen
levels-code-hint = sein Code (pb1.…) oder Link
levels-open-code = Code öffnen
levels-open-code-hover = Ein Level aus einem geteilten Code öffnen
levels-make = Level bauen
levels-make-hover = Baue dein eigenes Level, der Löser prüft mit
levels-new = Neues Zufallslevel
levels-new-short = Neues Level
levels-for-you = Als Nächstes für dich
levels-for-you-hover = Ein zufälliges Level passend zu deiner Wertung in diesem Rätsel
levels-for-you-new = Zum Anfang { $difficulty }: Löse Zufallslevel und die Rätsel des Tages, dann folgen die nächsten deinem Können.
levels-for-you-why = { $difficulty }: am nächsten an deiner Wertung von { $rating } (± { $range }), aus { $count ->
    [one] { $count } gelösten Level
   *[other] { $count } gelösten Levels
}.
levels-yours = Deine Levels
levels-played = Zufällige und geteilte Level, die du gespielt hast
levels-yours-hint = Rechtsklick auf eines deiner Levels zum Bearbeiten oder Löschen.
levels-yours-touch-hint = Halte eines deiner Levels gedrückt, um es zu bearbeiten oder zu löschen.
levels-edit = Bearbeiten
levels-delete = Endgültig löschen
levels-in-progress = angefangen · { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
levels-not-solved = noch nicht gelöst
levels-best = beste { $best }
levels-par = Par { $par }
levels-map-size = Größe
levels-chapter-stars = { $earned } von { $of } Sternen dieses Kapitels
chapter-kodable-roll = Rollen
chapter-kodable-roll-teaches = Die Pfeile: Die Kugel rollt, bis etwas sie aufhält.
chapter-kodable-colours = Farben
chapter-kodable-colours-teaches = „Wenn das Feld rosa ist“: Die Kugel biegt auf einem bunten Feld ab.
chapter-kodable-loops = Schleifen
chapter-kodable-loops-teaches = Eine Schleife macht ihre zwei Blöcke immer wieder.
chapter-kodable-function = Dein eigener Block
chapter-kodable-function-teaches = F: drei Blöcke, einmal geschrieben und oft benutzt.
chapter-kodable-together = Alles zusammen
chapter-kodable-together-teaches = Alle Blöcke, die du kennst, auf größeren Karten.
chapter-klotski-slides = Platz da!
chapter-klotski-slides-teaches = Schiebe die Blöcke beiseite und mach dem großen Block den Weg frei.
chapter-klotski-trail = Der Huarong-Pfad
chapter-klotski-trail-teaches = Neun alte Rätsel aus China, von 18 bis 120 Zügen.
difficulty-easy = Leicht
difficulty-medium = Mittel
difficulty-hard = Schwer
difficulty-expert = Experte

## Ein Sieg
win-heading = Gelöst!
win-solver = Vom Löser gelöst
win-again = Noch einmal
win-edit-program = Programm bearbeiten
win-time = Zeit { $time }
win-par-hinted = Par, aber kein ★: Es wurde ein Tipp gezeigt.
win-par = Par! Perfekt.
win-try-yourself = Jetzt versuch es selbst!
win-moves = { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
win-blocks = { $blocks ->
    [one] { $blocks } Block
   *[other] { $blocks } Blöcke
}
win-best-program-more-bonus = { $blocks } (das beste Programm hat { $par }). Schaffst du alle Boni?
win-more-bonus = { $blocks }. Schaffst du alle Boni?
win-best-program = { $blocks } (das beste Programm hat { $par }).
win-bonuses = ★ { $taken } von { $of } Boni · { $score }
win-above-par = { $moves } (Par { $par }).
kodable-loop-cut-short = seine Schleife wurde nie wiederholt, darum zählt sie als zwei Blöcke

## Kugel-Programmieren
kodable-detail = { $puzzle } · Karte { $cols }×{ $rows }
kodable-action = Aktion { $at } von { $of }: { $what }
kodable-start-line = Baue ein Programm aus den Blöcken und drücke dann Start. Die Kugel rollt, bis etwas sie aufhält.
kodable-cannot-up = Kann nicht nach oben
kodable-cannot-down = Kann nicht nach unten
kodable-cannot-left = Kann nicht nach links
kodable-cannot-right = Kann nicht nach rechts
kodable-blocked-line = { $cannot }: Der Weg ist versperrt. Ändere das Programm und starte es noch einmal.
kodable-bubble-ended = Hier endete das Programm
kodable-bubble-no-function = Die Funktion ist leer
kodable-par-hover = Blöcke eines optimalen Programms (eines, das alle erreichbaren Boni nimmt)
kodable-blocks = Blöcke { $size }
kodable-blocks-limit = Blöcke { $size } / { $limit }
kodable-blocks-limit-hover = Blöcke im Programm und die Höchstzahl, die diese Karte erlaubt
kodable-run-counts = Der Lauf zählt { $size }: { $why }.
kodable-bonuses-hover = In diesem Lauf genommene Boni, von allen auf der Karte
kodable-run = Start
kodable-go-on = Weiter
kodable-step = Schritt
kodable-reset = Zurücksetzen
kodable-speed-hover = Tempo: wie schnell die Kugel rollt (- und =)
kodable-solvable = Lösbar?
kodable-new-map = Neue Karte

## Das Programmfeld
kodable-blocks-heading = Blöcke
kodable-program-heading = Programm
kodable-function-heading = Funktion
kodable-text-heading = Als Text
kodable-how-heading = So funktioniert's
kodable-keys-heading = Tasten
kodable-how-arrow = Ein Pfeil rollt die Kugel, bis Gras oder der Rand sie aufhält. Ein Pfeil direkt ins Gras ist ein Fehler: Das Programm hält dort an.
kodable-how-cond = „Wenn das Feld rosa ist, geh nach unten“ bewegt die Kugel nur, wenn sie auf einem rosa Feld steht; beim Rollen direkt davor hält sie auf dem ersten rosa Feld.
kodable-how-loop = Eine Schleife führt ihre zwei Blöcke immer wieder aus: ×3 heißt dreimal.
kodable-how-function = F ist dein eigener Block: Lege einmal drei Blöcke in die Funktion, und jedes F führt sie aus.
kodable-how-bonus = Sterne: einen fürs Erreichen des Ziels; einen zweiten, wenn du dabei auch jeden ★ mitnimmst; einen dritten, wenn du beides mit nicht mehr Blöcken als Par schaffst.
kodable-way-up = oben
kodable-way-down = unten
kodable-way-left = links
kodable-way-right = rechts
kodable-colour-pink = Rosa
kodable-colour-orange = Orange
kodable-colour-yellow = Gelb
kodable-palette-roll = Nach { $way } rollen, bis etwas die Kugel aufhält (Taste { $key })
kodable-palette-loop = Schleife: führt ihre zwei Blöcke immer wieder aus (Taste L; Ziffern sagen, wie oft)
kodable-palette-function = F: führt die drei Blöcke deiner Funktion aus (Taste F)
kodable-palette-cond = Wenn das Feld { $colour } ist, geh nach { $way }: Beim Rollen davor hält die Kugel auf dem ersten Feld in { $colour } (Taste C, dann { $key }).
kodable-if-on = Wenn das Feld
kodable-roll = ist, geh:
kodable-cond-armed = Wenn das Feld { $colour } ist: Drücke eine Pfeiltaste für die Richtung (C: nächste Farbe, Esc: abbrechen)
kodable-colour-hover = Blöcke für Felder in { $colour }
kodable-function-calls = { $calls ->
    [0] noch nicht aufgerufen: füge F-Blöcke hinzu
    [one] einmal aufgerufen
   *[other] { $calls }-mal aufgerufen
}
kodable-slot-hover = Klicken, um den nächsten Block hier einzusetzen; Rechtsklick leert den Platz
kodable-text-hint = Tippe ein Programm (T) in der Schreibweise der Level-Dateien, deren Wörter in jeder Sprache englisch sind (Right = →, Loop = Schleife, Function = Funktion), z. B. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-use = Text übernehmen
kodable-text-use-hover = Den Text ins Programm übernehmen (Enter)
kodable-text-forget = Verwerfen
kodable-text-forget-hover = Wieder das Programm zeigen (Esc)
kodable-text-error = Spalte { $column }: { $message }.
kodable-hint-keep-then = { $keep ->
    [one] behalte 1 Block, dann
   *[other] behalte { $keep } Blöcke, dann
}
kodable-hint-add = füge hinzu
kodable-hint-and-function = und die Funktion
kodable-hint-keep-only = behalte nur die ersten { $keep } Blöcke
kodable-hint-do-it = Anwenden
kodable-program-empty = Blöcke anklicken oder hierher ziehen, oder Pfeiltasten drücken
kodable-program-empty-touch = Tippe oben auf Blöcke oder ziehe sie hierher
kodable-undo-hover = Letzte Änderung zurücknehmen (Z)
kodable-clear = Leeren
kodable-clear-hover = Alle Blöcke entfernen (Umschalt+Rücktaste)
kodable-block-number = Block { $number }
kodable-move-left-hover = Nach links schieben (Strg+←)
kodable-move-right-hover = Nach rechts schieben (Strg+→)
kodable-remove-hover = Entfernen (Rücktaste)
kodable-repeat = Schleife wiederholen
kodable-fewer-hover = Weniger oft (oder 1–9 drücken)
kodable-more-hover = Öfter (oder 1–9 drücken)
kodable-loop-hover = Eine Schleife. Zum Verschieben ziehen; × oder Rechtsklick entfernt sie
kodable-function-hover = Führt die drei Blöcke der Funktion aus. Zum Verschieben ziehen; × oder Rechtsklick entfernt ihn
kodable-block-hover = Zum Verschieben ziehen; × oder Rechtsklick entfernt ihn
kodable-times-hover = Wie oft sie läuft: obere Hälfte klicken für mehr, untere für weniger, oder 1–9 drücken
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = einen Pfeil hinzufügen
kodable-key-2 = C, dann ein Pfeil
kodable-key-2-does = einen Farbblock hinzufügen (noch einmal C: nächste Farbe)
kodable-key-3 = L / F
kodable-key-3-does = eine Schleife / einen Aufruf der Funktion hinzufügen
kodable-key-4 = 2 … 9
kodable-key-4-does = wie oft die aktuelle Schleife läuft
kodable-key-5 = Umschalt + ← →
kodable-key-5-does = den Cursor bewegen (in Schleifen und die Funktion)
kodable-key-6 = Umschalt + ↓ / ↑
kodable-key-6-does = zur Funktion / zurück zum Programm
kodable-key-7 = Strg + ← →
kodable-key-7-does = den aktuellen Block verschieben
kodable-key-8 = Rücktaste / Entf
kodable-key-8-does = einen Block entfernen oder einen Platz leeren
kodable-key-9 = T
kodable-key-9-does = das Programm als Text tippen
kodable-key-10 = Leertaste / Enter
kodable-key-10-does = starten oder anhalten / ein Schritt
kodable-key-11 = R / Esc
kodable-key-11-does = Kugel zurück zum Start
kodable-key-12 = K H S N
kodable-key-12-does = prüfen, Tipp (noch einmal H fügt ihn ein), lösen, neue Karte
kodable-key-13 = Z / Y
kodable-key-13-does = Änderung rückgängig / wiederholen
kodable-key-14 = - / =
kodable-key-14-does = langsamer / schneller

## Das Feld des Schlangenwürfels
snake-corner = Ecke { $n } von { $of }
snake-straight = gerade (noch nicht gefaltet)
snake-cube-number = Würfel { $number }
snake-turn = Drehen
snake-straighten = Gerade stellen
snake-pick = Klicke auf einen Würfel, um seine Ecke zu wählen
snake-more = Mehr…
snake-less = Weniger
snake-corners-button = Ecken drehen…
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
kodable-new-block = NEU
kodable-coach-arrows = Klicke auf einen Pfeil, um ihn in dein Programm zu legen, dann auf Start. Die Kugel rollt, bis etwas sie aufhält.
kodable-coach-conds = Neuer Block! „Wenn das Feld rosa ist, geh nach unten“: Die Kugel hält auf dem rosa Feld an und biegt dort ab.
kodable-coach-loops = Neuer Block! Eine Schleife wiederholt ihre zwei Blöcke. Lege zwei Pfeile hinein und wähle dann, wie oft.
kodable-coach-function = Neuer Block! F ist dein eigener Block: Fülle einmal die drei Plätze der Funktion und nimm F dann, so oft du willst.
