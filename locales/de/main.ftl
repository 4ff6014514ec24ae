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
notice-language-missing = { $language } ließ sich nicht laden: Das Spiel bleibt in der bisherigen Sprache.
settings-size = Größe von Text und Oberfläche
settings-reduce-motion = Bewegung reduzieren
settings-reduce-motion-hover = Teile gehen direkt an ihren Platz; kein Konfetti, keine schwenkende Ansicht, nichts blinkt
settings-screen-reader = Bildschirmleser-Modus
settings-screen-reader-hover = Für alle, die zuhören: kein Konfetti, kein Wackeln, keine treibenden Kugeln; die Töne bleiben. Schaltet sich selbst ein, solange ein Bildschirmleser das Spiel liest
settings-fullscreen = Vollbild
settings-fullscreen-key = Vollbild (F11)
settings-puzzles = Rätsel
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
settings-choice = { $group }: { $choice }
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
hud-chapter-coach = Neues Kapitel, { $chapter }: { $teaches }
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
# A control of the card and what it does, as a screen reader reads the card.
rules-control-said = { $keys }: { $does }
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
levels-for-you-hover = Das nächste noch nicht gewonnene Level der Liste, danach zufällige Level passend zu deiner Wertung
levels-for-you-path = Das nächste Level der Liste, das du noch nicht gewonnen hast: { $number }. { $title }
levels-more = Mehr
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
levels-chapter-stars = { $earned } von { $of } Sternen dieses Kapitels
difficulty-easy = Leicht
difficulty-medium = Mittel
difficulty-hard = Schwer
difficulty-expert = Experte

## Ein Sieg
win-heading = Gelöst!
win-solver = Vom Löser gelöst
win-again = Noch einmal
win-time = Zeit { $time }
# The win panel's buttons and their keys, as a screen reader says them after the win.
win-ways-on = { $next }: Enter. { $again }: R. { $compare }: C.
win-par-hinted = Par, aber kein ★: Es wurde ein Tipp gezeigt.
win-par = Par! Perfekt.
win-path-back = Das war das letzte Level der Liste. Als Nächstes: { $number }. { $title }, noch nicht gewonnen.
win-path-finished = Das war das letzte Level: Du hast jedes Level von { $puzzle } gewonnen! Als Nächstes: neue zufällige Level passend zu deiner Wertung.
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
win-bonuses = ★ { $taken } von { $of } { $of ->
    [one] Bonus
   *[other] Boni
} · { $score }
win-above-par = { $moves } (Par { $par }).

## Der Name des Fensters, den ein Bildschirmleser beim Wechsel des Bildschirms sagt
screen-levels = { $puzzle }: die Levels
screen-playing = { $puzzle }: { $level }
