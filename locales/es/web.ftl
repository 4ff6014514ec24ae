# Las palabras de la propia página web, antes de que arranque el juego (scripts/build-web.sh las pone en la página), en español.
web-loading = Cargando puzzlebox…
web-could-not-start = puzzlebox no pudo arrancar: { $error }
web-update-ready = Hay una versión nueva de puzzlebox.
web-update-reload = Recargar
web-canvas-label = puzzlebox: cinco puzles, cada uno con un solucionador que da pistas
