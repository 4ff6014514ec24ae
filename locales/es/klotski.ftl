# Every word of this puzzle (klotski): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-klotski = Klotski
puzzle-klotski-blurb = Desliza los bloques hasta que el grande y rojo llegue a su meta.
chapter-klotski-slides = Abre paso
chapter-klotski-slides-teaches = Aparta los bloques y abre camino al grande.
chapter-klotski-trail = El camino de Huarong
chapter-klotski-trail-teaches = Nueve viejos rompecabezas de China, de 18 a 120 movimientos.

## How to play
klotski-rule-1 = Lleva el gran bloque rojo a su meta, el lugar marcado en el tablero.
klotski-rule-2 = Desliza un bloque cada vez hacia un hueco; los bloques nunca saltan unos sobre otros. Cualquier bloque con la forma del rojo puede llegar a la meta.
klotski-rule-3 = Los movimientos se cuentan como dice el nivel: un paso (una casilla), un deslizamiento (cualquier distancia en línea recta) o un movimiento (a donde un bloque pueda ir por sí solo).
klotski-control-1 = Arrastra un bloque
klotski-control-1-does = deslízalo a donde pueda ir
klotski-control-2 = Flechas, Intro
klotski-control-2-does = elige un bloque, cógelo
klotski-control-3 = Flechas, Intro o Esc
klotski-control-3-does = mueve el bloque cogido, suéltalo
klotski-help = Arrastra un bloque a donde pueda ir · o elige uno con Intro y muévelo con las flechas
klotski-touch-1 = Arrastra un bloque
klotski-touch-1-does = deslízalo a donde pueda ir
klotski-touch-help = Arrastra un bloque a donde pueda ir

## The first level's guide
guide-klotski-1 = Tu primer movimiento: { $hint }. Arrastra ese bloque allí, o elígelo con las flechas y Enter y muévelo con las flechas.
guide-klotski-1-touch = Tu primer movimiento: { $hint }. Arrastra ese bloque allí con el dedo.
guide-klotski-2 = Los bloques se deslizan a las casillas vacías; lleva el bloque rojo a su meta. Siguiente: { $hint }.

## Its levels and chapters
level-klotski-01-side-step = Paso lateral
level-klotski-02-shuffle = Vaivén
level-klotski-03-crossroads = Encrucijada
level-klotski-04-wide-load = Carga ancha
level-klotski-05-traffic = Tráfico
level-klotski-06-rush-hour = Hora punta
level-klotski-07-gridlock = Atasco
level-klotski-08-the-original = El original
level-klotski-09-labyrinth = Laberinto
level-klotski-10-long-way-round = Dando un rodeo
level-klotski-11-the-marathon = El maratón
level-klotski-12-only-18-steps = Solo 18 movimientos
level-klotski-13-violet = Violeta
level-klotski-14-daisy = Margarita
level-klotski-15-pansy = Pensamiento
level-klotski-16-poppy = Amapola
level-klotski-17-snowdrop = Campanilla de invierno
level-klotski-18-red-donkey = El burro rojo
level-klotski-19-trail = El sendero
level-klotski-20-ambush = La emboscada
klotski-summary-counted-step = contado en pasos
klotski-summary-counted-slide = contado en deslizamientos
klotski-summary-counted-move = contado en movimientos

## Moves, refusals and hints in words
klotski-move = { $shape ->
    [red] mueve el bloque rojo de la fila { $row }, columna { $col } a la fila { $to_row }, columna { $to_col }
    [small] mueve el bloque pequeño de la fila { $row }, columna { $col } a la fila { $to_row }, columna { $to_col }
    [tall] mueve el bloque alto de la fila { $row }, columna { $col } a la fila { $to_row }, columna { $to_col }
    [wide] mueve el bloque ancho de la fila { $row }, columna { $col } a la fila { $to_row }, columna { $to_col }
   *[other] mueve el bloque de { $width }×{ $height } de la fila { $row }, columna { $col } a la fila { $to_row }, columna { $to_col }
}
klotski-picked-help = Bloque cogido: las flechas lo mueven · Intro o Esc lo suelta (Esc otra vez vuelve atrás)
klotski-refused-blocked = Ese bloque no puede ir ahí: el camino está cortado
klotski-refused-edge = Ese bloque no puede ir por ahí: está contra el borde
klotski-refused-no-block = Ningún bloque tiene ahí su esquina superior izquierda
klotski-refused-one-cell = Contando en pasos, un bloque avanza una casilla cada vez
klotski-refused-straight = Contando en deslizamientos, un bloque se mueve en línea recta
klotski-refused-too-far = Ese bloque no puede deslizarse tan lejos: algo se lo impide
klotski-refused-no-neighbour = { $dir ->
    [up] No hay otro bloque encima de este
    [down] No hay otro bloque debajo de este
    [left] No hay otro bloque a la izquierda de este
   *[right] No hay otro bloque a la derecha de este
}
klotski-board-line = El bloque rojo está en { $at }; su meta está en { $goal }
klotski-board-block = { $shape ->
    [red] el bloque rojo
    [small] un bloque pequeño
    [tall] un bloque alto
    [wide] un bloque ancho
   *[other] un bloque de { $width }×{ $height }
} en { $at }
klotski-board-empty = Libres: { $cells }
klotski-cursor-picked = Elegido: { $block }; las flechas lo mueven

## The level editor
editor-unsolvable-klotski = No tiene solución: el bloque objetivo nunca puede llegar a su meta.
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

## What cannot be read
klotski-not-a-cell = se esperaba «.» para una casilla vacía, o una letra o cifra para un bloque, pero se encontró { $found }
klotski-row-unequal = { $count ->
    [one] esta fila tiene { $count } casilla, pero la primera tiene { $first }; todas las filas deben ser igual de largas
   *[other] esta fila tiene { $count } casillas, pero la primera tiene { $first }; todas las filas deben ser igual de largas
}
klotski-too-many-cells = el tablero tiene { $width }×{ $height } casillas, más de las { $most } que puede tener un tablero de Klotski
klotski-block-outside = el bloque «{ $block }» debe ser un solo rectángulo lleno, pero esta casilla queda fuera del rectángulo que empieza en la línea { $line }, columna { $column }
klotski-block-hole = el bloque «{ $block }» debe ser un solo rectángulo lleno, pero en esta casilla, dentro de él, se encontró { $found }
klotski-too-many-blocks = el tablero tiene { $count } bloques, más de los { $most } permitidos
klotski-no-goal = el nivel no tiene línea de meta; añade una encima del dibujo, como «; goal: S 3,2» (el bloque y luego la columna,fila de su casilla superior izquierda)
klotski-unknown-metric = forma de contar desconocida: «{ $metric }»; se esperaba step (pasos), slide (deslizamientos) o move (movimientos)
klotski-goal-not-drawn = la meta nombra el bloque «{ $block }», pero no hay ningún bloque dibujado con «{ $block }»
klotski-goal-outside = la meta pone el bloque «{ $block }» en { $column },{ $row }, donde se saldría del tablero de { $width }×{ $height }
klotski-goal-empty = la meta está vacía: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
klotski-goal-block = se esperaba la letra o cifra del bloque objetivo, pero se encontró { $found }: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
klotski-goal-space = se esperaba un espacio después del bloque, pero se encontró { $found }: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
# $key: goal-column o goal-row.
klotski-goal-number = { $key ->
    [goal-row] se esperaba la fila de la meta, pero se encontró { $found }: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
   *[other] se esperaba la columna de la meta, pero se encontró { $found }: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
}
klotski-goal-comma = se esperaba «,» entre la columna y la fila, pero se encontró { $found }: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
klotski-goal-extra = no se esperaba { $found } después de la meta: una meta se escribe como «S 3,2» (el bloque y luego columna,fila)
