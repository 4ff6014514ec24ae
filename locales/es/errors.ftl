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

## Programa la bola: un programa tal como se escribe (sus palabras Up, Loop, Cond… son las de la notación)
program-loop-in-loop = un bucle lleva dos flechas o conds, no otro bucle

## Códigos de nivel
code-damaged = el código está dañado (su comprobación no cuadra): ¿se copió entero?
code-no-unpack = los datos del código no se pueden descomprimir (o pasan de 1 MiB)
code-data-unread = los datos del código no se pueden leer
code-level-unread = el código lleva un nivel ({ $puzzle }) que no se puede leer: { $why }
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
