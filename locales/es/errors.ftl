# Por qué no se puede leer un archivo de nivel, un código de nivel o un programa escrito, en
# español. El id de cada mensaje es el nombre que dan a ese error los lectores de los
# rompecabezas. Las frases empiezan en minúscula y terminan sin punto: el juego las pone dentro
# de un marco («levels/x.shot, línea 3, columna 5: …») y pone la mayúscula donde hace falta.
#
# Argumentos:
#   $found: lo que hay donde se esperaba otra cosa, escrito como en los mensajes found-… de
#           abajo («x», un espacio, el final del texto);
#   $line, $column: un lugar del texto, contando desde 1;
#   $why: la frase de otro error, que este enmarca.

## Lo que se encontró
found-end = el final del texto
found-space = un espacio
found-tab = un tabulador
found-control = el carácter de control U+{ $code }
found-invisible = el carácter invisible U+{ $code }
found-char = «{ $char }»
found-char-code = «{ $char }» (U+{ $code })

# Un error en un lugar de un texto.
error-at-place = línea { $line }, columna { $column }: { $why }

## Cualquier archivo de nivel
# $key: par, blocks, solutions, seed (una línea `; clave: valor`), goal-column o goal-row (en
# la meta de un Klotski).
file-number-too-large = { $key ->
    [goal-column] la columna de la meta, «{ $text }», es demasiado grande: como mucho { $most }
    [goal-row] la fila de la meta, «{ $text }», es demasiado grande: como mucho { $most }
   *[other] el valor de { $key }, «{ $text }», es demasiado grande: como mucho { $most }
}
file-number-expected = { $key ->
    [goal-column] se esperaba la columna de la meta como número entero, pero se encontró «{ $text }»
    [goal-row] se esperaba la fila de la meta como número entero, pero se encontró «{ $text }»
   *[other] se esperaba un número entero para { $key }, pero se encontró «{ $text }»
}
file-key-twice = «{ $key }» aparece por segunda vez (la primera, en la línea { $first }); ponlo solo una vez
file-empty = el archivo está vacío: falta el dibujo del nivel
file-no-drawing = el nivel solo tiene metadatos o líneas en blanco: falta su dibujo

## El 15
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

## Klotski
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

## Shot
shot-empty-row = fila vacía: dibuja las casillas vacías con «.»
shot-row-unequal = { $count ->
    [one] esta fila tiene { $count } casilla, pero la primera tiene { $first }; todas las filas deben ser igual de largas
   *[other] esta fila tiene { $count } casillas, pero la primera tiene { $first }; todas las filas deben ser igual de largas
}
shot-no-ball = el tablero no tiene ninguna bola; un nivel de Shot necesita al menos una
shot-mixed-balls = este tablero dibuja las bolas con «#», así que no se puede usar también «o»
shot-not-a-cell = se esperaba «o» para una bola o «.» para una casilla vacía, pero se encontró { $found }
shot-too-many-cells = el tablero tiene { $width }×{ $height } casillas, más de las { $most } que puede tener un tablero de Shot

## Luces (el rompecabezas de juguete)
lights-not-a-lamp = { $found } no es una lámpara: dibuja con «*» una lámpara encendida y con «.» una apagada
lights-too-many = una fila tiene como mucho { $most } lámparas

## Cubo serpiente (los errores de la propia cadena están con las palabras del rompecabezas)
snake-fold-not-a-twist = se esperaba un giro del 0 al 3 o «.» para cada esquina, pero se encontró { $found }
snake-fold-too-many = hay más giros que las { $corners } esquinas de la cadena

## Programa la bola: el mapa
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

## Programa la bola: un programa tal como se escribe (sus palabras Up, Loop, Cond… son las de la notación)
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
program-loop-in-loop = un bucle lleva dos flechas o conds, no otro bucle
program-function-in-loop = un bucle lleva dos flechas o conds, no Function
program-in-function = en la función: { $why }
program-no-function-body = el programa llama a Function, pero no se ha escrito la función
program-function-calls-itself = la función no puede llamarse a sí misma
program-function-loop = la función lleva tres flechas o conds, no un bucle
program-function-too-long = la función necesita exactamente 3 acciones; tiene más
program-function-length = la función necesita exactamente 3 acciones; tiene { $count }
program-empty-slot = «?» es un hueco vacío: escribe en su lugar una flecha o un cond

## Códigos de nivel
code-damaged = el código está dañado (su comprobación no cuadra): ¿se copió entero?
code-no-unpack = los datos del código no se pueden descomprimir (o pasan de 1 MiB)
code-data-unread = los datos del código no se pueden leer
# $kind: la extensión del archivo de nivel (shot, snake, klotski, kodable, fifteen, lights).
code-level-unread = { $kind ->
    [shot] el código lleva un nivel de Shot que no se puede leer: { $why }
    [snake] el código lleva un nivel de Cubo serpiente que no se puede leer: { $why }
    [klotski] el código lleva un nivel de Klotski que no se puede leer: { $why }
    [kodable] el código lleva un nivel de Programa la bola que no se puede leer: { $why }
    [fifteen] el código lleva un nivel del 15 que no se puede leer: { $why }
    [lights] el código lleva un nivel de Luces que no se puede leer: { $why }
   *[other] el código lleva un nivel ({ $kind }) que no se puede leer: { $why }
}
code-too-many-moves = { $count } movimientos son demasiados: un código, o un nivel dejado a medias, lleva como mucho { $most }
code-move-unread = el movimiento { $number } del código no es un movimiento de su rompecabezas
code-too-long = el código pasa de { $most } caracteres
code-not-a-code = un código de nivel empieza por «{ $start }»
code-newer = el código es de la versión { $version }, y este puzzlebox solo sabe leer hasta la versión { $read }
code-bad-character = el carácter { $number } del código ({ $found }) no puede ir en un código
code-cut = el código está cortado o le sobra un carácter
code-too-short = el código es demasiado corto para contener un nivel
code-move-refused = el movimiento { $number } del código no se puede hacer: { $why }
# Un movimiento rechazado por un motivo que ningún jugador encuentra al jugar.
move-refused = este movimiento no se puede hacer ahí

## Fechas (la serie del día)
date-format = se esperaba una fecha escrita AAAA-MM-DD, como 2026-11-26, pero se encontró «{ $text }»
date-no-such-day = no existe el día { $text }
