# Every word of this puzzle (shot): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-shot = Shot
puzzle-shot-blurb = Lanza bolas unas contra otras hasta que solo quede una.

## How to play
shot-rule-1 = Deja una sola bola en el tablero.
shot-rule-2 = Lanza una bola hacia arriba, abajo, la izquierda o la derecha. Rueda hasta chocar con otra bola y se para en la casilla justo anterior; la bola golpeada sale empujada (en una fila de bolas que se tocan, se mueve la última) y sigue rodando en la misma dirección, y la última bola en moverse sale volando del tablero. Cada lanzamiento quita una bola.
shot-rule-3 = No se puede lanzar una bola contra otra que esté justo al lado, ni hacia el borde si no hay ninguna bola delante.
shot-control-1 = Pulsa una bola y desliza
shot-control-1-does = lánzala
shot-control-2 = Flechas, Intro, una flecha
shot-control-2-does = mueve el cursor, elige una bola, lánzala
shot-control-3 = Esc
shot-control-3-does = suelta la bola elegida
shot-help = Pulsa una bola y deslízala hacia otra · o elige una con Intro y lánzala con una flecha
shot-touch-1 = Pulsa una bola y desliza
shot-touch-1-does = lánzala hacia otra bola
shot-touch-help = Pulsa una bola y deslízala hacia otra

## The first level's guide
guide-shot-1 = Tu primer movimiento: { $hint }. Pulsa esa bola y deslízala en esa dirección, o elígela con las flechas y Enter y pulsa una flecha.
guide-shot-1-touch = Tu primer movimiento: { $hint }. Pulsa esa bola y deslízala en esa dirección.
guide-shot-2 = Una bola lanzada rueda hasta chocar con otra y la empuja; deja una sola bola. Siguiente: { $hint }.

## Its levels and chapters
level-shot-01-the-example = El ejemplo
level-shot-02-hash-marks = Almohadillas
level-shot-03-five-alive = Cinco en juego
level-shot-04-corner-pocket = Tronera de esquina
level-shot-05-crossfire = Fuego cruzado
level-shot-06-ricochet = Rebote
level-shot-07-domino-run = Efecto dominó
level-shot-08-scatter = Desperdigadas
level-shot-09-long-shot = Tiro lejano
level-shot-10-chain-reaction = Reacción en cadena
level-shot-11-full-house = Lleno total
level-shot-12-fourteen = Catorce

## Moves, refusals and hints in words
shot-move = { $dir ->
    [up] lanza la bola de la fila { $row }, columna { $col } hacia arriba
    [down] lanza la bola de la fila { $row }, columna { $col } hacia abajo
    [left] lanza la bola de la fila { $row }, columna { $col } hacia la izquierda
   *[right] lanza la bola de la fila { $row }, columna { $col } hacia la derecha
}
shot-picked-help = Bola elegida: una flecha la lanza · Intro o Esc la suelta (Esc otra vez vuelve atrás)
shot-refused-no-ball-here = Ahí no hay ninguna bola: pon antes el cursor sobre una bola
shot-refused-no-ball = Ahí no hay ninguna bola que lanzar
shot-refused-edge = No se puede lanzar una bola fuera del tablero
shot-refused-next-to = No se puede lanzar una bola contra otra que está justo al lado
shot-refused-cursor-edge = { $dir ->
    [up] El cursor está en la fila de arriba
    [down] El cursor está en la fila de abajo
    [left] El cursor está en la primera columna
   *[right] El cursor está en la última columna
}
shot-refused-nothing-ahead = No se puede lanzar una bola fuera del tablero: no hay nada delante que la pare
shot-board-line = { $balls ->
    [one] queda 1 bola
   *[other] quedan { $balls } bolas
} en un tablero de { $width } de ancho y { $height } de alto
shot-board-row = { $count ->
    [one] una bola en la columna { $columns }
   *[other] bolas en las columnas { $columns }
}
shot-cursor-ball = { $at }: una bola
shot-cursor-empty = { $at }: vacío
shot-cursor-picked = { $at }: la bola está elegida; una flecha la lanza

## The level editor
editor-unsolvable-shot = No tiene solución: ningún orden de lanzamientos deja una sola bola.
editor-shot-hint = Haz clic en una casilla para poner una bola o quitarla.

## What cannot be read
shot-empty-row = fila vacía: dibuja las casillas vacías con «.»
shot-row-unequal = { $count ->
    [one] esta fila tiene { $count } casilla, pero la primera tiene { $first }; todas las filas deben ser igual de largas
   *[other] esta fila tiene { $count } casillas, pero la primera tiene { $first }; todas las filas deben ser igual de largas
}
shot-no-ball = el tablero no tiene ninguna bola; un nivel de Shot necesita al menos una
shot-mixed-balls = este tablero dibuja las bolas con «#», así que no se puede usar también «o»
shot-not-a-cell = se esperaba «o» para una bola o «.» para una casilla vacía, pero se encontró { $found }
shot-too-many-cells = el tablero tiene { $width }×{ $height } casillas, más de las { $most } que puede tener un tablero de Shot

## A level list's line of details
shot-summary-balls = { $count ->
    [one] { $count } bola
   *[other] { $count } bolas
}
