# Las palabras de un nivel en juego, comunes a todos los rompecabezas: el resolvedor trabajando, sus pistas y respuestas, la línea de avisos y el panel de victoria.

## Lo que hace el resolvedor, junto a la ruedecita
play-working-out-par = Calculando el par…
play-looking-for-hint = Buscando una pista…
play-solving = Resolviendo…
play-looking-back = Revisando los movimientos anteriores…

## Las respuestas del resolvedor, en la línea de avisos
play-answer-unchecked = La respuesta del resolvedor no cuadra; inténtalo otra vez.
play-answer-failed = La respuesta del resolvedor no sirve aquí, lo siento.
play-already-solved = ¡Ya está resuelto!
play-hint-gave-up = Sin pista: la búsqueda se rindió tras { $positions ->
    [one] { $positions } posición
   *[other] { $positions } posiciones
}; puede que el nivel aún tenga solución. Deshacer un poco puede ayudar.
play-solve-gave-up = El resolvedor se rindió tras { $positions ->
    [one] { $positions } posición
   *[other] { $positions } posiciones
}; puede que el nivel aún tenga solución.
play-look-back-gave-up = Sin respuesta: la búsqueda se rindió tras { $positions ->
    [one] { $positions } posición
   *[other] { $positions } posiciones
}; puede que el nivel aún tenga solución.
play-still-winnable = Desde esta posición aún se puede ganar.
play-back-to-winnable = { $moves ->
    [one] { $moves } movimiento atrás
   *[other] { $moves } movimientos atrás
}: desde aquí se puede ganar.
play-start-unwinnable = Ni siquiera desde el principio se puede ganar.

## Una pista: el movimiento ($move) y cuántos faltan
play-hint-to-go = { $move } ({ $moves ->
    [one] falta { $moves } movimiento
   *[other] faltan { $moves } movimientos
})
play-hint-to-go-longer = { $move } ({ $moves ->
    [one] falta { $moves }
   *[other] faltan { $moves }
}, { $longer })
play-not-the-fewest = quizá no el mínimo

## Compartir el nivel
play-code-copied = { $moves ->
    [0] Código del nivel copiado: pégalo para compartir el nivel
    [one] Código del nivel copiado con el movimiento hecho: pégalo para compartir el nivel
   *[other] Código del nivel copiado con los { $moves } movimientos hechos: pégalo para compartir el nivel
}

## La línea del panel de victoria
play-win-at-par = { $count }: { $verdict }
play-win-count = { $count }.
play-win-count-note = { $count } ({ $note })

## La unidad de la velocidad de reproducción
play-speed-suffix = /s

## Programa la bola
win-stars-hover = { $stars } de 3 estrellas: ★ llegar a la diana · ★ recoger cada bonificación · ★ como mucho los bloques del par

## Leído a quien no ve el tablero (con un lector de pantalla)
spoken-move = { $move }. { $board }
spoken-undone = Deshecho: { $move }. { $board }
spoken-then = { $first }. { $next }
spoken-list = { $first }, { $next }
spoken-cell = fila { $row }, columna { $col }
spoken-row = Fila { $row }: { $cells }
spoken-board = Tablero: { $line }
spoken-count = { $moves ->
    [one] 1 movimiento hecho
   *[other] { $moves } movimientos hechos
}
spoken-count-par = { $moves ->
    [one] 1 movimiento hecho
   *[other] { $moves } movimientos hechos
}; par { $par }
spoken-no-cursor = Aún no hay cursor: una flecha lo muestra

play-working-out-shortest = Calculando el camino más corto…

## «Comparar»: una victoria junto al camino más corto
compare-heading = Tu camino junto al más corto
compare-yours = El tuyo
compare-shortest = El más corto
compare-best = El mejor
compare-moves = { $yours ->
    [one] Hiciste 1 movimiento
   *[other] Hiciste { $yours } movimientos
}; el camino más corto hace { $shortest }.
compare-blocks = { $yours ->
    [one] Tu programa tiene 1 bloque
   *[other] Tu programa tiene { $yours } bloques
}; el mejor tiene { $shortest }.
compare-same = El tuyo es el camino más corto, movimiento a movimiento.
compare-as-short = El tuyo es igual de corto, por otro camino.
compare-parted = Los dos caminos se separan en el movimiento { $at }.
compare-rejoined = El tuyo vuelve al camino más corto en tu movimiento { $yours } (su movimiento { $its }).
compare-program-same = Tu programa es el mejor, bloque a bloque.
compare-program-as-short = El tuyo es igual de corto, escrito de otra forma.
compare-took-less = El tuyo recogió { $yours } de { $of } { $of ->
    [one] bonus
   *[other] bonus
}; el mejor recoge { $best }, y eso cuenta primero: da las estrellas.
compare-program-parted = Los dos programas difieren desde el bloque { $at }.
compare-assisted = El solucionador jugó parte de tu camino.
compare-all-by-the-solver = El solucionador jugó este nivel él solo: aún no hay un camino tuyo que poner al lado del suyo. Gánalo tú y luego compara.
compare-at = movimiento { $step } de { $total }
compare-step-said = Movimiento { $step }: el tuyo, { $yours }; el más corto, { $shortest }
compare-at-start = el inicio
compare-to-parting = Adonde se separan
compare-where-parted = ≠ donde los dos se separan
compare-gave-up = El solucionador se rindió antes de encontrar el camino más corto ({ $positions } posiciones revisadas).
compare-nothing = No hay un camino más corto que poner junto al tuyo.
compare-close = Cerrar
