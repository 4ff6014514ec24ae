# Every word of this puzzle (fifteen): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
settings-fifteen-numbers = Números en las fichas del 15 (T)
puzzle-fifteen = El 15
puzzle-fifteen-blurb = Ordena quince tonos de gris deslizándolos.

## How to play
fifteen-rule-1 = Ordena los grises: el más claro en la esquina superior izquierda, y cada vez más oscuros de izquierda a derecha y de arriba abajo, con el más oscuro justo antes del hueco, que acaba en la esquina inferior derecha.
fifteen-rule-2 = Una ficha junto al hueco se desliza hacia él.
fifteen-control-1 = Clic en una ficha
fifteen-control-1-does = deslízala, junto con las fichas entre ella y el hueco
fifteen-control-2 = Flechas
fifteen-control-2-does = desliza en esa dirección la ficha junto al hueco
fifteen-control-3 = T
fifteen-control-3-does = muestra los números de las fichas
fifteen-help = Haz clic en una ficha de la fila o columna del hueco · o desliza con las flechas
fifteen-touch-1 = Toca una ficha
fifteen-touch-1-does = deslízala, junto con las fichas entre ella y el hueco
fifteen-touch-2 = La casilla Números
fifteen-touch-2-does = muestra los números de las fichas
fifteen-touch-help = Toca una ficha de la fila o columna del hueco

## The first level's guide
guide-fifteen-1 = Tu primer movimiento: { $hint }. Haz clic en esa ficha y se desliza al hueco, o desliza con las flechas.
guide-fifteen-1-touch = Tu primer movimiento: { $hint }. Toca esa ficha y se desliza al hueco.
guide-fifteen-2 = Ordena las fichas de la más clara a la más oscura, con el hueco al final. Siguiente: { $hint }.

## Its levels and chapters
level-fifteen-01-first-light = Primeras luces
level-fifteen-02-three-by-three = Tres por tres
level-fifteen-03-tangled-eight = Ocho enredado
level-fifteen-04-eleven = Once
level-fifteen-05-four-by-four = Cuatro por cuatro
level-fifteen-06-shades = Matices
level-fifteen-07-dusk = Anochecer
level-fifteen-08-twilight = Crepúsculo
level-fifteen-09-long-shadows = Sombras alargadas
level-fifteen-10-midnight = Medianoche
level-fifteen-11-five-by-five = Cinco por cinco

## Moves, refusals and hints in words
fifteen-move = { $dir ->
    [up] desliza la ficha { $tile } hacia arriba
    [down] desliza la ficha { $tile } hacia abajo
    [left] desliza la ficha { $tile } hacia la izquierda
   *[right] desliza la ficha { $tile } hacia la derecha
}
fifteen-move-by-place = { $dir ->
    [up] desliza hacia arriba la ficha de debajo del hueco
    [down] desliza hacia abajo la ficha de encima del hueco
    [left] desliza hacia la izquierda la ficha a la derecha del hueco
   *[right] desliza hacia la derecha la ficha a la izquierda del hueco
}
fifteen-refused-hole = Eso es el hueco: haz clic en una ficha de su fila o columna
fifteen-refused-out-of-line = Solo se deslizan las fichas de la fila o columna del hueco
fifteen-numbers-switch = Números
fifteen-preparing = Preparando el resolvedor… { $percent } %
fifteen-thinking = Pensando…
fifteen-refused-not-next-to-hole = La ficha { $tile } no está junto al hueco
fifteen-refused-no-tile = { $dir ->
    [up] Ninguna ficha puede deslizarse hacia arriba: el hueco está en la fila de abajo
    [down] Ninguna ficha puede deslizarse hacia abajo: el hueco está en la fila de arriba
    [left] Ninguna ficha puede deslizarse hacia la izquierda: el hueco está en la columna de la derecha
   *[right] Ninguna ficha puede deslizarse hacia la derecha: el hueco está en la columna de la izquierda
}
fifteen-board-line = { $width } por { $height }, { $out ->
    [0] cada ficha en su sitio
    [one] 1 ficha fuera de su sitio
   *[other] { $out } fichas fuera de su sitio
}
fifteen-board-gap = hueco
fifteen-cursor-gap = El hueco está en { $at }

## The solver's lines and hints
play-within-fewest = ≤ { $times }× el mínimo

## The level editor
editor-unsolvable-fifteen = No tiene solución: las fichas están en una disposición impar que ningún deslizamiento puede ordenar.
editor-fifteen-hint = Haz clic en dos fichas (o en una ficha y el hueco) para intercambiarlas.
editor-fifteen-in-order = Ordenar
editor-fifteen-shuffle = Mezclar
editor-fifteen-shuffle-hover = Un tablero al azar que tiene solución
editor-fifteen-type = O escribe las fichas en orden de lectura (0 para el hueco):
editor-fifteen-wrong-count = Un tablero de { $cols }×{ $rows } lleva { $cells } números, no { $numbers }.

## What cannot be read
fifteen-row-width = una fila debe tener de { $least } a { $most } números; esta tiene { $count }
fifteen-row-unequal = { $count ->
    [one] esta fila tiene { $count } número, pero la primera tiene { $first }; todas las filas deben tener los mismos
   *[other] esta fila tiene { $count } números, pero la primera tiene { $first }; todas las filas deben tener los mismos
}
fifteen-height = un tablero debe tener de { $least } a { $most } filas; este tiene { $count }
fifteen-not-a-number = se esperaba un número de ficha o un espacio, pero se encontró { $found }
fifteen-tile-too-large = la ficha { $tile } es demasiado grande: un tablero de { $width }×{ $height } tiene las fichas del 1 al { $last } y el 0 para el hueco
fifteen-twice = { $tile ->
    [0] el hueco (0) aparece por segunda vez (la primera, en la línea { $line }, columna { $column })
   *[other] la ficha { $tile } aparece por segunda vez (la primera, en la línea { $line }, columna { $column })
}
