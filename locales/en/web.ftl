# The web page's own words, shown before the game starts (scripts/build-web.sh puts them into the page), in English.
web-loading = puzzlebox is loading…
web-could-not-start = puzzlebox could not start: { $error }
web-update-ready = A new version of puzzlebox is ready.
web-update-reload = Reload
web-canvas-label = puzzlebox: five puzzles, each with a solver that gives hints
