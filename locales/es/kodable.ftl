# Every word of this puzzle (kodable): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-kodable = Programa la bola
puzzle-kodable-blurb = Escribe un pequeño programa que haga rodar la bola hasta la diana.
levels-map-size = tamaño
chapter-kodable-roll = Rodar
chapter-kodable-roll-teaches = Las flechas: la bola rueda hasta que algo la para.
chapter-kodable-colours = Colores
chapter-kodable-colours-teaches = «Si la casilla es rosa»: la bola gira en una casilla de color.
chapter-kodable-loops = Bucles
chapter-kodable-loops-teaches = Un bucle hace sus dos bloques una y otra vez.
chapter-kodable-function = Tu propio bloque
chapter-kodable-function-teaches = F: tres bloques que escribes una vez y usas muchas veces.
chapter-kodable-together = Todo junto
chapter-kodable-together-teaches = Todos los bloques que conoces, en mapas más grandes.
chapter-kodable-challenges = Desafíos
chapter-kodable-challenges-teaches = Dos trucos para mapas difíciles: un bloque de color dentro de un bucle mira su casilla en cada vuelta, y un bucle de ↓ ↑ hace rodar la bola de ida y vuelta.
win-edit-program = Editar el programa
kodable-loop-cut-short = su bucle nunca se repitió, así que cuenta como dos bloques
kodable-detail = { $puzzle } · mapa de { $cols }×{ $rows }
kodable-action = Acción { $at } de { $of }: { $what }
kodable-start-line = Construye un programa con los bloques y pulsa Ejecutar. La bola rueda hasta que algo la para.
kodable-cannot-up = No se puede subir
kodable-cannot-down = No se puede bajar
kodable-cannot-left = No se puede ir a la izquierda
kodable-cannot-right = No se puede ir a la derecha
kodable-blocked-line = { $cannot }: el camino está cortado. Cambia el programa y vuelve a ejecutarlo.
kodable-bubble-ended = El programa terminó aquí
kodable-bubble-no-function = La función está vacía
kodable-par-hover = Bloques de un programa óptimo (uno que recoge todas las bonificaciones que puede)
kodable-blocks = Bloques { $size }
kodable-blocks-limit = Bloques { $size } · como máximo { $limit }
kodable-blocks-limit-short = Bloques { $size } / { $limit }
kodable-blocks-limit-hover = Bloques del programa, y el máximo que permite este mapa
kodable-run-counts = La ejecución cuenta { $size }: { $why }.
kodable-bonuses-hover = Bonificaciones recogidas en esta ejecución, del total del mapa
kodable-run = Ejecutar
kodable-go-on = Seguir
kodable-step = Paso
kodable-reset = Reiniciar
kodable-speed-hover = Velocidad: lo rápido que rueda la bola (- y =)
kodable-solvable = ¿Tiene solución?
kodable-new-map = Mapa nuevo
kodable-blocks-heading = Bloques
kodable-program-heading = Programa
kodable-function-heading = Función
kodable-text-heading = Como texto
kodable-how-heading = Cómo funciona
kodable-keys-heading = Teclas
kodable-how-arrow = Una flecha hace rodar la bola hasta que la hierba o el borde la paran. Una flecha directa contra la hierba es un error: el programa se detiene ahí.
kodable-how-cond = «Si la casilla es rosa, baja» mueve la bola solo cuando está sobre una casilla rosa; al rodar justo antes, la bola se para en la primera casilla rosa.
kodable-how-loop = Un bucle repite sus dos bloques una y otra vez: ×3 los repite tres veces.
kodable-how-function = F es tu propio bloque: pon una vez tres bloques en la función y cada F los ejecuta.
kodable-how-bonus = Estrellas: una por llegar a la diana; otra si además recoges cada ★ por el camino; una tercera si haces las dos cosas sin usar más bloques que el par.
kodable-way-up = arriba
kodable-way-down = abajo
kodable-way-left = la izquierda
kodable-way-right = la derecha
kodable-colour-pink = rosa
kodable-colour-orange = naranja
kodable-colour-yellow = amarilla
# The letter on a colour's tiles and blocks: one character, the three told apart.
kodable-letter-pink = R
kodable-letter-orange = N
kodable-letter-yellow = A
kodable-palette-roll = Rodar hacia { $way } hasta que algo pare la bola (tecla { $key })
kodable-palette-loop = Bucle: repite sus dos bloques una y otra vez (tecla L; los números dicen cuántas veces)
kodable-palette-function = F: ejecuta los tres bloques de tu función (tecla F)
kodable-palette-cond = Si la casilla es { $colour }, ve hacia { $way }: al rodar justo antes, la bola se para en la primera casilla { $colour } (tecla C, luego { $key }).
kodable-if-on = Si la casilla es
kodable-roll = ve:
kodable-cond-armed = Si la casilla es { $colour }: pulsa una flecha para decir hacia dónde ir (C: siguiente color, Esc: cancelar)
kodable-colour-hover = Bloques para casillas { $colour }
kodable-function-calls = { $calls ->
    [0] aún sin llamar: añade bloques F
    [one] llamada una vez
   *[other] llamada { $calls } veces
}
kodable-slot-hover = Haz clic para poner aquí el siguiente bloque; clic derecho para vaciarlo
kodable-text-hint = Escribe un programa (T) en la notación de los archivos de niveles, cuyas palabras son inglesas en todos los idiomas (Right = →, Loop = bucle, Function = función, p o y = rosa naranja amarilla), p. ej. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-in-blocks = En bloques: { $program }
kodable-text-use = Usar este texto
kodable-text-use-hover = Pasar el texto al programa (Intro)
kodable-text-forget = Descartar
kodable-text-forget-hover = Volver a mostrar el programa (Esc)
kodable-text-error = Columna { $column }: { $message }.
kodable-hint-keep-then = { $keep ->
    [one] conserva 1 bloque y luego
   *[other] conserva { $keep } bloques y luego
}
kodable-hint-add = añade
kodable-hint-start-with = empieza de nuevo con
kodable-hint-and-function = y la función
kodable-hint-keep-only = conserva solo los { $keep } primeros bloques
kodable-hint-do-it = Aplicar
kodable-program-empty = Haz clic o arrastra bloques aquí, o pulsa las flechas
kodable-program-empty-touch = Toca los bloques de arriba o arrástralos aquí
kodable-undo-hover = Deshacer el último cambio (Z)
kodable-clear = Vaciar
kodable-clear-hover = Quitar todos los bloques (Mayús+Retroceso)
kodable-block-number = Bloque { $number }
kodable-move-left-hover = Moverlo a la izquierda (Ctrl+←)
kodable-move-right-hover = Moverlo a la derecha (Ctrl+→)
kodable-remove-hover = Quitarlo (Retroceso)
kodable-repeat = Repetir el bucle
kodable-fewer-hover = Menos veces (o pulsa 1–9)
kodable-more-hover = Más veces (o pulsa 1–9)
kodable-loop-hover = Un bucle. Arrástralo para moverlo; × o clic derecho lo quita
kodable-function-hover = Ejecuta los tres bloques de la función. Arrástralo para moverlo; × o clic derecho lo quita
kodable-block-hover = Arrástralo para moverlo; × o clic derecho lo quita
kodable-times-hover = Veces que se ejecuta: clic en la mitad de arriba para más, en la de abajo para menos, o pulsa 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = añadir una flecha
kodable-key-2 = C y una flecha
kodable-key-2-does = añadir un bloque de color (C otra vez: siguiente color)
kodable-key-3 = L / F
kodable-key-3-does = añadir un bucle / una llamada a la función
kodable-key-4 = 2 … 9
kodable-key-4-does = veces que se ejecuta el bucle actual
kodable-key-5 = Mayús + ← →
kodable-key-5-does = mover el cursor (dentro de bucles y de la función)
kodable-key-6 = Mayús + ↓ / ↑
kodable-key-6-does = a la función / de vuelta al programa
kodable-key-7 = Ctrl + ← →
kodable-key-7-does = mover el bloque actual
kodable-key-8 = Retroceso / Supr
kodable-key-8-does = quitar un bloque o vaciar un hueco
kodable-key-9 = T
kodable-key-9-does = escribir el programa como texto
kodable-key-10 = Espacio / Intro
kodable-key-10-does = ejecutar o pausar / un paso
kodable-key-11 = R / Esc
kodable-key-11-does = la bola vuelve al inicio
kodable-key-12 = K H S N
kodable-key-12-does = comprobar, pista (H otra vez la añade), resolver, mapa nuevo
kodable-key-13 = Z / Y
kodable-key-13-does = deshacer / rehacer un cambio
kodable-key-14 = - / =
kodable-key-14-does = más lento / más rápido
kodable-new-block = NUEVO
kodable-coach-arrows = Haz clic en una flecha para ponerla en tu programa y luego pulsa Ejecutar. La bola rueda hasta que algo la para.
kodable-coach-conds = ¡Bloque nuevo! «Si la casilla es rosa, baja»: la bola se para en la casilla rosa y gira allí.
kodable-coach-loops = ¡Bloque nuevo! Un bucle repite sus dos bloques. Pon dos flechas dentro y elige cuántas veces.
kodable-coach-function = ¡Bloque nuevo! F es tu propio bloque: llena una vez los tres huecos de la función y usa F tantas veces como quieras.

## How to play
kodable-rule-1 = Escribe un programa que haga rodar la bola hasta la diana.
kodable-rule-2 = Una flecha hace rodar la bola hasta que algo la para. Los bloques nuevos llegan de uno en uno, cada uno con sus niveles: «si la casilla es rosa, baja», bucles que repiten dos bloques y F, tu propio bloque de tres.
kodable-rule-3 = Tres estrellas: llega a la diana, recoge cada ★ del camino y no uses más bloques que el par.
kodable-control-1 = Haz clic o arrastra bloques
kodable-control-1-does = añádelos al programa (o escríbelo)
kodable-control-2 = Espacio
kodable-control-2-does = ejecuta el programa, o páusalo
kodable-control-3 = Intro
kodable-control-3-does = ejecútalo paso a paso
kodable-help = Construye un programa con los bloques y pulsa Ejecutar
kodable-touch-1 = Toca o arrastra bloques
kodable-touch-1-does = añádelos al programa
kodable-touch-2 = Ejecutar, Paso
kodable-touch-2-does = ejecuta el programa, o paso a paso
kodable-touch-help = Construye un programa con los bloques y toca Ejecutar

## The first level's guide
guide-kodable-1 = Haz clic en una flecha de los bloques para ponerla en tu programa: la bola rodará hacia allí.
guide-kodable-1-touch = Toca una flecha de los bloques para ponerla en tu programa: la bola rodará hacia allí.
guide-kodable-2 = Ahora pulsa Ejecutar (Espacio) y mira cómo rueda la bola hasta que algo la para. Añade más flechas si tiene que girar.
guide-kodable-2-touch = Ahora toca Ejecutar y mira cómo rueda la bola hasta que algo la para. Añade más flechas si tiene que girar.

## Its levels and chapters
level-kodable-01-first-roll = Primera rodada
level-kodable-02-round-the-corner = A la vuelta de la esquina
level-kodable-03-there-and-back = Ida y vuelta
level-kodable-04-a-star-on-the-way = Una estrella en el camino
level-kodable-05-zigzag = Zigzag
level-kodable-06-stop-on-pink = Detente en el rosa
level-kodable-07-a-yellow-turn = Un giro en amarillo
level-kodable-08-two-colours = Dos colores
level-kodable-09-stairs = Escaleras
level-kodable-10-steps-and-stars = Escalones y estrellas
level-kodable-11-pink-steps = Escalones rosas
level-kodable-12-winding-down = Bajando en curvas
level-kodable-13-four-bends = Cuatro curvas
level-kodable-14-stairs-bends-and-a-pink-door = Escaleras, curvas y una puerta rosa
level-kodable-15-the-long-road = El largo camino
level-kodable-16-the-maze = El laberinto

## Moves, refusals and hints in words
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
kodable-fill-loop = El bucle del bloque { $block } necesita dos bloques dentro: llena su hueco vacío.
kodable-fill-function = El programa llama a la función, pero la función tiene huecos vacíos: llena los tres.
kodable-empty-program = El programa está vacío: añade bloques de la paleta o pulsa las flechas.
kodable-over-limit = Este mapa admite como mucho { $limit } bloques y el programa tiene { $size }: un bucle o la función dicen más con menos bloques.
kodable-loop-holds = Un bucle lleva dos flechas o bloques de color, no un bucle ni la función.
kodable-function-holds = La función lleva tres flechas o bloques de color, no un bucle ni la función.
kodable-most-blocks = Un programa tiene como mucho { $most } bloques.
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
kodable-ended = El programa terminó antes de la diana ({ $taken } de { $total } { $total ->
    [one] bonificación recogida
   *[other] bonificaciones recogidas
}). Añade bloques y vuelve a ejecutarlo.
kodable-ended-cond-idle = El programa terminó antes de la meta. Tu bloque para { $colour } nunca giró la bola: justo antes, la bola tiene que rodar hasta una casilla { $colour }.
kodable-ended-short = El programa terminó antes de la diana. Añade bloques o haz que un bucle se repita más veces, y vuelve a ejecutarlo.
kodable-idea-colour = Pista: la bola tiene que girar en la casilla { $colour }. Elige { $colour } junto a «Si la casilla es» y pon un bloque de ese color. (H otra vez muestra dónde.)
kodable-no-function = El programa llama a la función, pero la función está vacía.
kodable-say-cond = «si la casilla es { $colour }, ve hacia { $way }»
kodable-say-loop = «repetir { $times } veces: { $body }»
kodable-say-function = F (tu propio bloque)
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
kodable-cursor-end = Al final del programa
kodable-cursor-before = Antes del bloque { $block }
kodable-cursor-loop = Bucle { $block }, hueco { $slot }
kodable-cursor-function = Función, hueco { $slot }

## The solver's lines and hints
play-program-already-wins = Tu programa ya gana: pulsa Ejecutar.
play-hint-fill-loop = El bucle del bloque { $block } necesita dos bloques dentro: llena su hueco vacío. Luego pide una pista.
play-hint-fill-function = El programa llama a Función, pero la función tiene huecos vacíos: llena los tres. Luego pide una pista.
play-no-program-wins = En este mapa, ningún programa puede llevar la bola hasta la diana.

## The level editor
editor-unsolvable-kodable = No tiene solución: ningún programa lleva la bola hasta la diana.
# Lo que el veredicto de Programa la bola añade sobre el mejor programa.
editor-note-every-bonus = recoge todas las bonificaciones
editor-note-bonuses = recoge { $taken } de { $of } bonificaciones
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

## What cannot be read
kodable-too-many-rows = el mapa tiene más de { $most } filas
kodable-row-unequal = { $count ->
    [one] esta fila tiene { $count } casilla, pero la primera tiene { $first }; todas las filas deben ser igual de largas
   *[other] esta fila tiene { $count } casillas, pero la primera tiene { $first }; todas las filas deben ser igual de largas
}
kodable-no-ball = el mapa no tiene bola: marca su salida con «@»
kodable-no-target = el mapa no tiene diana: márcala con «t»
kodable-second-ball = hay una segunda bola «@» (la primera está en la línea { $line }, columna { $column }); un mapa tiene una sola
kodable-second-target = hay una segunda diana «t» (la primera está en la línea { $line }, columna { $column }); un mapa tiene una sola
kodable-too-many-bonuses = hay más de { $most } bonificaciones; un mapa puede tener como mucho { $most }
kodable-empty-row = fila vacía dentro del mapa: cada fila necesita sus casillas
kodable-too-many-tiles = la fila tiene más de { $most } casillas
kodable-tab = hay un tabulador entre casillas; las casillas se separan con un solo espacio
kodable-missing-space = falta un espacio antes de { $found }: las casillas se separan con un solo espacio
kodable-not-a-space = se esperaba un espacio entre casillas, pero se encontró { $found }
kodable-starts-with-space = una fila empieza por una casilla, no por un espacio
kodable-two-blanks = las casillas se separan con un solo espacio; aquí hay dos espacios seguidos
kodable-unknown-tile = casilla desconocida { $found }: usa «*» (hierba), «-» (camino), «@» (bola), «t» (diana), «b» (bonificación) o «p», «o», «y» (colores)
kodable-no-blocks = un programa necesita al menos 1 bloque: el límite debe ser 1 o más
kodable-toolbox-unknown = bloque desconocido en la caja de herramientas: «{ $word }»; se esperaba arrows (flechas), conds (colores), loops (bucles) o function (función)
kodable-map-invalid = este mapa no se puede jugar
kodable-program-line = la línea del programa: { $why }
# $between: blocks o actions.
program-no-space = { $between ->
    [actions] se esperaba un espacio entre acciones, pero se encontró { $found }
   *[other] se esperaba un espacio entre bloques, pero se encontró { $found }
}
# $block: loop o cond; $expected: el carácter que se esperaba.
program-expected = { $block ->
    [loop] se esperaba «{ $expected }» (un bucle se escribe Loop{"{"}2{"}"}{"{"}Right,Down{"}"}), pero se encontró { $found }
   *[other] se esperaba «{ $expected }» (un cond se escribe Cond{"{"}p{"}"}{"{"}Right{"}"}), pero se encontró { $found }
}
program-no-action = se esperaba una acción (Up, Down, Left, Right, Cond, Loop o Function), pero se encontró { $found }
program-loop-count = se esperaban las veces que se ejecuta el bucle, un número del 1 al { $most }, pero se encontró { $found }
program-loop-zero = un bucle debe ejecutarse al menos una vez, no 0 veces
program-loop-too-many = un bucle se ejecuta como mucho { $most } veces, no { $count }
program-loop-one = un bucle lleva exactamente dos acciones; este tiene una
program-loop-more = un bucle lleva exactamente dos acciones; este tiene más
program-unknown-action = acción desconocida: «{ $word }»
program-no-colour = se esperaba un color, «p» (rosa), «o» (naranja) o «y» (amarillo), pero se encontró { $found }
program-unknown-colour = color desconocido: «{ $word }»; usa «p» (rosa), «o» (naranja) o «y» (amarillo)
program-no-direction = se esperaba una dirección, Up (arriba), Down (abajo), Left (izquierda) o Right (derecha), pero se encontró { $found }
program-unknown-direction = dirección desconocida: «{ $word }»; usa Up (arriba), Down (abajo), Left (izquierda) o Right (derecha)
program-function-in-loop = un bucle lleva dos flechas o conds, no Function
program-in-function = en la función: { $why }
program-no-function-body = el programa llama a Function, pero no se ha escrito la función
program-function-calls-itself = la función no puede llamarse a sí misma
program-function-loop = la función lleva tres flechas o conds, no un bucle
program-function-too-long = la función necesita exactamente 3 acciones; tiene más
program-function-length = la función necesita exactamente 3 acciones; tiene { $count }
program-empty-slot = «?» es un hueco vacío: escribe en su lugar una flecha o un cond

## A level list's line of details
kodable-summary-map = mapa de { $cols }×{ $rows }
kodable-summary-bonuses = { $count ->
    [one] { $count } bonificación
   *[other] { $count } bonificaciones
}

## An edit of the program, as a screen reader says it
kodable-edit-added = Añadido: { $block }
kodable-edit-added-loop = Bucle añadido
kodable-edit-added-function = Función añadida
kodable-edit-removed = Bloque quitado
kodable-edit-emptied = Hueco vaciado
kodable-edit-moved = Bloque movido
kodable-edit-times = El bucle { $block } se repite { $times } veces
kodable-edit-cleared = Programa borrado
kodable-edit-typed = Programa escrito
kodable-edit-hinted = Bloque de la pista añadido
kodable-edit-kept = Quedan los { $keep } primeros bloques
