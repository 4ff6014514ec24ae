# Die Wörter der Webseite selbst, bevor das Spiel startet (scripts/build-web.sh setzt sie in die Seite), auf Deutsch.
web-loading = puzzlebox wird geladen…
web-could-not-start = puzzlebox konnte nicht starten: { $error }
web-update-ready = Eine neue Version von puzzlebox ist bereit.
web-update-reload = Neu laden
web-canvas-label = puzzlebox: fünf Rätsel, jedes mit einem Löser, der Tipps gibt
