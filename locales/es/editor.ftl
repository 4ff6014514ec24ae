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
editor-folds = { $count ->
    [one] Se pliega en el cubo de { $count } sola forma
   *[other] Se pliega en el cubo de { $count } formas distintas
}
editor-folds-at-least = { $count ->
    [one] Se pliega en el cubo de al menos { $count } forma
   *[other] Se pliega en el cubo de al menos { $count } formas distintas
}
editor-already-solved = Empieza resuelto: cambia algo.
editor-unsolvable = No tiene solución: { $why }.
editor-unsolvable-shot = No tiene solución: ningún orden de lanzamientos deja una sola bola.
editor-unsolvable-snake = No tiene solución: ninguna forma de plegar la cadena llena el cubo.
editor-unsolvable-klotski = No tiene solución: el bloque objetivo nunca puede llegar a su meta.
editor-unsolvable-kodable = No tiene solución: ningún programa lleva la bola hasta la diana.
editor-unsolvable-fifteen = No tiene solución: las fichas están en una disposición impar que ningún deslizamiento puede ordenar.
editor-unsolvable-lights = No tiene solución: ninguna combinación de pulsaciones apaga todas las lámparas.
editor-gave-up = { $positions ->
    [one] El resolvedor se rindió tras { $positions } posición: puede que tenga solución o puede que no.
   *[other] El resolvedor se rindió tras { $positions } posiciones: puede que tenga solución o puede que no.
}
# Lo que el veredicto de Programa la bola añade sobre el mejor programa.
editor-note-every-bonus = recoge todas las bonificaciones
editor-note-bonuses = recoge { $taken } de { $of } bonificaciones

## Las herramientas de Shot
editor-shot-hint = Haz clic en una casilla para poner una bola o quitarla.

## Las herramientas de Klotski
editor-klotski-put = Poner un bloque
editor-klotski-block-hover = Haz clic donde va su casilla superior izquierda: un bloque de { $width }×{ $height }
editor-klotski-take-off = Quitar
editor-klotski-take-off-hover = Haz clic en un bloque para quitarlo
editor-klotski-goal = La meta
editor-klotski-goal-block = Bloque objetivo
editor-klotski-goal-block-hover = Haz clic en el bloque que debe llegar a la meta
editor-klotski-goal-place = Lugar de la meta
editor-klotski-goal-place-hover = Haz clic donde debe quedar la casilla superior izquierda del bloque objetivo
editor-klotski-metric = Se cuentan
editor-klotski-metric-step = pasos (una casilla)
editor-klotski-metric-slide = deslizamientos (en línea recta)
editor-klotski-metric-move = movimientos (a donde pueda ir)
editor-klotski-sticks-out = Un bloque de { $width }×{ $height } se saldría del tablero ahí.
editor-klotski-taken = Ya hay un bloque ahí.
editor-klotski-no-names = No caben más bloques: todas las letras y cifras están usadas.
editor-klotski-no-block = Ahí no hay ningún bloque.
editor-klotski-pick-goal-block = Haz clic en un bloque para que sea el bloque objetivo.
editor-klotski-goal-block-first = Elige primero el bloque objetivo.

## Las herramientas de Programa la bola
editor-kodable-paint = Pintar
editor-kodable-path = Camino
editor-kodable-grass = Hierba
editor-kodable-ball = Bola
editor-kodable-target = Diana
editor-kodable-bonus = Bonificación
editor-kodable-pink = Rosa
editor-kodable-orange = Naranja
editor-kodable-yellow = Amarillo
editor-kodable-paint-hover = Haz clic o arrastra sobre el mapa para pintar con esto
editor-kodable-limit = Límite de bloques
editor-kodable-limit-hover = El máximo de bloques que puede tener un programa (0: sin límite)

## Las herramientas del 15
editor-fifteen-hint = Haz clic en dos fichas (o en una ficha y el hueco) para intercambiarlas.
editor-fifteen-in-order = Ordenar
editor-fifteen-shuffle = Mezclar
editor-fifteen-shuffle-hover = Un tablero al azar que tiene solución
editor-fifteen-type = O escribe las fichas en orden de lectura (0 para el hueco):
editor-fifteen-wrong-count = Un tablero de { $cols }×{ $rows } lleva { $cells } números, no { $numbers }.

## Las herramientas del cubo serpiente
editor-snake-hint = La cadena, una letra por cubo a partir del segundo: F sigue recto, T gira.
editor-snake-no-letters = La cadena necesita letras: F sigue recto, T gira.

## Las demás pantallas
screens-percent = { $percent } %
screens-percent-suffix = { " " }%
screens-making-level = Creando un nivel nuevo…
screens-no-new-level = No se pudo crear un nivel nuevo; inténtalo otra vez, o con otras opciones.
