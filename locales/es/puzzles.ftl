# Las palabras propias de cada rompecabezas: sus movimientos como los nombra una pista, por qué
# se rechaza un movimiento, y los textos de sus propios paneles.

## Shot
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
shot-refused-nothing-ahead = No se puede lanzar una bola fuera del tablero: no hay nada delante que la pare

## Klotski
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

## El 15
fifteen-move = { $dir ->
    [up] desliza la ficha { $tile } hacia arriba
    [down] desliza la ficha { $tile } hacia abajo
    [left] desliza la ficha { $tile } hacia la izquierda
   *[right] desliza la ficha { $tile } hacia la derecha
}
fifteen-refused-hole = Eso es el hueco: haz clic en una ficha de su fila o columna
fifteen-refused-out-of-line = Solo se deslizan las fichas de la fila o columna del hueco
fifteen-numbers-switch = Números (T)
fifteen-preparing = Preparando el resolvedor… { $percent } %
fifteen-thinking = Pensando…

## Cubo serpiente
snake-twist = { $quarters ->
    [0] doblez en U
    [1] cuarto de vuelta
    [2] zigzag
   *[3] tres cuartos de vuelta
}
snake-move = { $quarters ->
    [0] dobla en U la esquina { $n }
    [1] da un cuarto de vuelta a la esquina { $n }
    [2] haz un zigzag en la esquina { $n }
   *[3] da tres cuartos de vuelta a la esquina { $n }
}
snake-move-straighten = endereza la esquina { $n }
snake-move-by = { $move }: { $keys }
snake-my-chain = Mi serpiente
snake-letter-hover = Letra { $number }
snake-chain-bad-letter = Una cadena solo lleva F (sigue recto) y T (gira), no { $found }
snake-chain-no-letters = La cadena no tiene letras: escríbela con F (sigue recto) y T (gira)
snake-chain-length = { $letters ->
    [one] La cadena tiene { $letters } letra, pero una cadena que se pliega en cubo tiene 7, 26, 63 o 124
   *[other] La cadena tiene { $letters } letras, pero una cadena que se pliega en cubo tiene 7, 26, 63 o 124
}
snake-chain-long-run = Los cubos { $first } a { $last } forman una recta de { $cubes }, más larga que el lado del cubo de { $side }×{ $side }×{ $side }

## Programa la bola
kodable-columns-hover = Columnas del mapa nuevo
kodable-rows-hover = Filas del mapa nuevo
kodable-checking = Comprobando el mapa…
kodable-making-map = Creando un mapa nuevo…
kodable-check-failed = No se pudo comprobar el mapa; inténtalo otra vez.
kodable-new-map-failed = No se pudo crear un mapa nuevo; inténtalo otra vez.
kodable-solvable-line = Tiene solución: un programa puede llevar la bola hasta la diana.
kodable-solvable-bonuses = Tiene solución: un programa puede llevar la bola hasta la diana, recogiendo hasta { $most } de { $total } bonificaciones.
kodable-not-solvable = No tiene solución: ningún programa puede llevar la bola hasta la diana.
kodable-too-large = El mapa es demasiado grande para comprobarlo dentro del límite del resolvedor.
kodable-nothing-to-undo = No hay nada que deshacer.
kodable-nothing-to-redo = No hay nada que rehacer.
kodable-solver-program = El programa del resolvedor: { $size } bloques, { $bonuses } de { $total } bonificaciones. Míralo en marcha; Z quita sus bloques uno a uno.

## Programa la bola: por qué un programa aún no se ejecuta, o se rechaza un cambio
kodable-fill-loop = El bucle del bloque { $block } necesita dos bloques dentro: llena su hueco vacío.
kodable-fill-function = El programa llama a la función, pero la función tiene huecos vacíos: llena los tres.
kodable-empty-program = El programa está vacío: añade bloques de la paleta o pulsa las flechas.
kodable-over-limit = Este mapa admite como mucho { $limit } bloques y el programa tiene { $size }: un bucle o la función dicen más con menos bloques.
kodable-loop-holds = Un bucle lleva dos flechas o bloques de color, no un bucle ni la función.
kodable-function-holds = La función lleva tres flechas o bloques de color, no un bucle ni la función.
kodable-most-blocks = Un programa tiene como mucho { $most } bloques.

## Pistas de Programa la bola: $block es un bloque en la notación del programa (Right, Loop{"{"}2{"}"}{"{"}Down,Right{"}"}…)
kodable-hint-wins = Tu programa ya gana: pulsa Ejecutar.
kodable-hint-block-and-function = { $block } (la función: { $body })
kodable-hint-add-next = Pista: añade { $block } a continuación; el mejor programa que empieza como el tuyo tiene { $size ->
    [one] { $size } bloque
   *[other] { $size } bloques
 }.
kodable-hint-start-again = Pista: ningún programa que empiece así puede ganar. Empieza de nuevo con { $block }.
kodable-hint-keep-first = Pista: conserva { $keep ->
    [one] el primer bloque
   *[other] los { $keep } primeros bloques
 }; el bloque { $wrong } falla. Pon { $block } en su lugar.
kodable-hint-remove-rest = Pista: { $keep ->
    [one] el primer bloque ya gana
   *[other] los { $keep } primeros bloques ya ganan
 }; el resto lo estropea.
kodable-hint-other = Pista: { $edit }.

## La ejecución, acción por acción: $action en la notación del programa
kodable-step-block = bloque { $block }
kodable-step-loop = bloque { $block }, vuelta { $round }, hueco { $slot }
kodable-step-function = bloque { $block }, hueco { $slot } de la función
kodable-step-words = { $action } ({ $part }): { $stop ->
    [wall] rodó { $cells ->
        [one] { $cells } casilla
       *[other] { $cells } casillas
    } hasta chocar
    [target] rodó { $cells ->
        [one] { $cells } casilla
       *[other] { $cells } casillas
    } hasta la diana
    [colour] rodó { $cells ->
        [one] { $cells } casilla
       *[other] { $cells } casillas
    } y se paró en una casilla { $colour }, lista para el bloque de color siguiente
    [not-on] no está en una casilla { $colour }: no pasa nada
    [blocked] { $dir ->
        [up] no puede subir
        [down] no puede bajar
        [left] no puede ir a la izquierda
       *[right] no puede ir a la derecha
    }
   *[nothing] no pasa nada
 }{ $bonuses ->
    [0] {""}
    [one] , y recoge una bonificación
   *[other] , y recoge { $bonuses } bonificaciones
}
kodable-won = La bola llegó a la diana con { $size ->
    [one] { $size } bloque
   *[other] { $size } bloques
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-every-bonus = La bola llegó a la diana recogiendo todas las bonificaciones, con { $size ->
    [one] { $size } bloque
   *[other] { $size } bloques
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-won-bonuses = La bola llegó a la diana recogiendo { $bonuses } de { $of } bonificaciones, con { $size ->
    [one] { $size } bloque
   *[other] { $size } bloques
 }{ $cut ->
    [yes] {" "}({ kodable-loop-cut-short })
   *[no] {""}
 }.
kodable-ended = El programa terminó antes de la diana ({ $taken } de { $total } bonificaciones recogidas). Añade bloques y vuelve a ejecutarlo.
kodable-no-function = El programa llama a la función, pero la función está vacía.

## Programa la bola: un bucle y un cond, tal como se escribe un bloque en una frase (las direcciones son flechas)
kodable-say-cond = «si la casilla es { $colour }, ve hacia { $way }»
kodable-say-loop = «repetir { $times } veces: { $body }»
kodable-say-function = F (tu propio bloque)

## Refusals the rules name (crates/puzzles: IllegalMove::named), not said above
klotski-refused-no-block = Ningún bloque tiene ahí su esquina superior izquierda
klotski-refused-one-cell = Contando en pasos, un bloque avanza una casilla cada vez
klotski-refused-straight = Contando en deslizamientos, un bloque se mueve en línea recta
klotski-refused-too-far = Ese bloque no puede deslizarse tan lejos: algo se lo impide
fifteen-refused-not-next-to-hole = La ficha { $tile } no está junto al hueco
snake-refused-straight = El cubo { $cube } sigue recto: solo giran los cubos de esquina
snake-refused-same-twist = Esa esquina ya está girada hacia ahí

## El tablero leído en voz alta
shot-board-line = { $balls ->
    [one] queda 1 bola
   *[other] quedan { $balls } bolas
} en un tablero de { $width } de ancho y { $height } de alto
shot-board-row = { $count ->
    [one] una bola en la columna { $columns }
   *[other] bolas en las columnas { $columns }
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
fifteen-board-line = { $width } por { $height }, { $out ->
    [0] cada ficha en su sitio
    [one] 1 ficha fuera de su sitio
   *[other] { $out } fichas fuera de su sitio
}
fifteen-board-gap = hueco
fifteen-cursor-gap = El hueco está en { $at }
snake-board-overlapping = { $cubes ->
    [one] 1 cubo se superpone a otro
   *[other] { $cubes } cubos se superponen
}
snake-board-outside = { $cubes ->
    [one] 1 cubo fuera de la caja
   *[other] { $cubes } cubos fuera de la caja
}
snake-board-corner = Esquina { $n }, en el cubo { $cube }: { $how }
kodable-board-program = { $blocks ->
    [0] El programa está vacío
   *[other] El programa: { $program }
}
kodable-board-function = La función: { $function }
kodable-board-map = La bola sale de { $ball }; la diana está en { $target }; { $count ->
    [0] ninguna bonificación
    [one] una bonificación en { $bonuses }
   *[other] bonificaciones en { $bonuses }
}
kodable-board-empty-slot = vacío
kodable-board-grass = hierba
kodable-board-path = camino
kodable-board-bonus = bonificación
kodable-board-target = diana
shot-cursor-ball = { $at }: una bola
shot-cursor-empty = { $at }: vacío
shot-cursor-picked = { $at }: la bola está elegida; una flecha la lanza
klotski-cursor-picked = Elegido: { $block }; las flechas lo mueven
kodable-cursor-end = Al final del programa
kodable-cursor-before = Antes del bloque { $block }
kodable-cursor-loop = Bucle { $block }, hueco { $slot }
kodable-cursor-function = Función, hueco { $slot }
