# El editor de niveles (editor-) y lo que quedaba de las demás pantallas (screens-).

## El panel del editor
editor-my-level = Mi nivel
editor-name = Nombre
editor-size = Tamaño
editor-columns = Columnas
editor-rows = Filas
editor-try = Probar
editor-try-hover = Juega el nivel ahora
editor-show-solution = Ver solución
editor-show-solution-hover = Mira cómo lo juega el resolvedor (S)
editor-keep = Guardar
editor-keep-hover = Guárdalo en Tus niveles (Ctrl+S)
editor-share-hover = Copia su código de nivel
editor-save-file = Guardar archivo
editor-download-file = Descargar archivo
editor-file-hover = Escríbelo como archivo de nivel, para abrirlo otra vez o compartirlo
editor-afresh = Empezar de cero
editor-afresh-hover = Descarta este nivel y empieza uno nuevo

## Lo que el editor le dice al jugador
editor-reopened = Tu nivel tal como lo dejaste: guárdalo o empieza de cero.
editor-kept = Guardado en Tus niveles.
editor-code-copied = Código del nivel copiado: pégalo para compartir el nivel.
editor-cannot-play = Solo se puede jugar un nivel que el juego sepa leer.
editor-cannot-keep = Solo se puede guardar un nivel que el juego sepa leer.
editor-cannot-share = Solo un nivel que el juego sepa leer tiene código.
editor-cannot-save = Solo un nivel que el juego sepa leer se puede guardar como archivo.
editor-file-saved = Archivo de nivel guardado en { $path }.
editor-file-downloaded = Archivo de nivel enviado a tus descargas como { $name }.
editor-folder-not-made = Sin archivo: no se puede crear la carpeta { $folder } ({ $error }).
editor-file-not-written = Sin archivo: no se puede escribir { $path } ({ $error }).
editor-download-refused = Sin archivo: el navegador rechazó la descarga.

## El veredicto del resolvedor sobre el nivel en construcción
editor-checking = El resolvedor está buscando…
editor-solving = Resolviendo…
# $why: lo que el lector de niveles encontró mal (un mensaje de errors.ftl).
editor-invalid = Aún no es un nivel: { $why }.
editor-invalid-at = Aún no es un nivel (fila { $row }, columna { $column }): { $why }.
editor-invalid-letter = Aún no es un nivel (letra { $letter }): { $why }.
editor-solvable = Tiene solución · par { $par } · { $difficulty }
editor-solvable-at-most = { $par ->
    [one] Tiene solución, en { $par } movimiento como mucho (sin probar que sea el mínimo)
   *[other] Tiene solución, en { $par } movimientos como mucho (sin probar que sean los mínimos)
}
editor-already-solved = Empieza resuelto: cambia algo.
editor-unsolvable = No tiene solución: { $why }.
editor-gave-up = { $positions ->
    [one] El resolvedor se rindió tras { $positions } posición: puede que tenga solución o puede que no.
   *[other] El resolvedor se rindió tras { $positions } posiciones: puede que tenga solución o puede que no.
}

## Las demás pantallas
screens-percent = { $percent } %
screens-percent-suffix = { " " }%
screens-making-level = Creando un nivel nuevo…
screens-no-new-level = No se pudo crear un nivel nuevo; inténtalo otra vez, o con otras opciones.
