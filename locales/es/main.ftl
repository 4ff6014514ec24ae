# Las palabras del juego, en español.

## La pantalla de título
title-tagline = Cinco rompecabezas, cada uno con un resolvedor que da pistas y muestra el camino.
title-play = Jugar
title-settings = Ajustes
title-settings-hover = Sonido, aspecto, tamaño, movimiento, teclas (O)
title-quit = Salir
title-keys-web = Intro para jugar · D rompecabezas de hoy · O ajustes
title-keys-desktop = Intro para jugar · D rompecabezas de hoy · O ajustes · Q salir

## Los ajustes
settings-heading = Ajustes
settings-sound = Sonido
settings-volume = Volumen
settings-mute = Silenciar
settings-buzz = Vibrar con un movimiento no válido y al ganar (móviles)
settings-look = Aspecto
settings-theme-system = Como el sistema
settings-theme-dark = Oscuro
settings-theme-light = Claro
settings-theme-high-contrast = Alto contraste
settings-language = Idioma
settings-language-system = Como el sistema
notice-letters-missing = No se pudieron cargar las letras de { $language }: el juego sigue en el idioma que tenía.
settings-size = Tamaño del texto y de la interfaz
settings-reduce-motion = Reducir el movimiento
settings-reduce-motion-hover = Las piezas van directas a su sitio; sin confeti, sin giros de cámara, sin destellos
settings-screen-reader = Modo lector de pantalla
settings-screen-reader-hover = Para quien escucha: sin confeti, sacudidas ni bolas que flotan; los sonidos se quedan. Se activa solo mientras un lector de pantalla lee el juego
settings-fullscreen = Pantalla completa
settings-fullscreen-key = Pantalla completa (F11)
settings-puzzles = Rompecabezas
settings-fifteen-numbers = Números en las fichas del 15 (T)
settings-speed = Velocidad de reproducción
settings-speed-unit = { $speed } mov./s
settings-keys = Teclas
settings-keys-help = Haz clic en una tecla y pulsa la letra que quieras para ella (Esc la deja como está).
settings-key-read = { $action }: { $key }
settings-keys-waiting = Pulsa la letra que quieras para «{ $action }» (Esc deja la { $key }).
settings-action-undo = Deshacer
settings-action-redo = Rehacer
settings-action-restart = Reiniciar
settings-action-hint = Pista
settings-action-solve = Que juegue el resolvedor
settings-action-play = Reproducir o pausar
settings-action-new = Nivel nuevo
settings-action-share = Compartir
settings-action-edit = Editar una copia
settings-action-compare = Comparar con el más corto
settings-action-settings = Ajustes
settings-action-say-again = Repetir lo último
settings-action-read-board = Leer todo el tablero
settings-action-read-count = Movimientos y par
settings-action-read-cursor = Dónde está el cursor
settings-reset = Restablecer
settings-reset-hover = Devuelve todas estas opciones a como estaban al principio
settings-done = Hecho
settings-only-now = Solo en esta sesión: { $choices }.

## Las barras de un nivel
hud-back-hover = Atrás (Esc)
hud-back-editor = ← Editor
hud-back-editor-hover = Volver al editor (Esc)
hud-back-levels = ← Niveles
hud-back-levels-hover = Volver a los niveles (Esc)
hud-rules-hover = Cómo se juega (F1)
hud-settings-hover = Ajustes (O)
hud-key-hover = Tecla: { $key }
hud-par = Par { $par }
hud-par-hover = Movimientos de una solución óptima
hud-moves = Movimientos { $moves }
hud-no-solution = Desde aquí no hay solución.
hud-undo-to-winnable = Deshacer hasta la última posición que aún se puede ganar
hud-hint-line = Pista: { $hint }
hud-play = Reproducir
hud-pause = Pausa
hud-to-start = Volver al principio
hud-step-back = Un movimiento atrás
hud-step-forward = Un movimiento adelante
hud-rail = Movimientos hechos
hud-timeline-hover = Los movimientos hechos y por hacer: arrastra para recorrerlos
hud-speed = Velocidad
hud-speed-hover = Movimientos por segundo (- y =)
hud-undo = Deshacer
hud-redo = Rehacer
hud-restart = Reiniciar
hud-hint = Pista
hud-solve = Resolver
hud-new-level = Nivel nuevo
hud-share = Compartir
hud-edit-copy = Editar una copia
hud-next-level = Siguiente nivel
hud-compare = Comparar

## Los rompecabezas, por nombre y en una línea
puzzle-shot = Shot
puzzle-shot-blurb = Lanza bolas unas contra otras hasta que solo quede una.
puzzle-snake = Cubo serpiente
puzzle-snake-blurb = Pliega una cadena de 64 cubos de madera en un cubo de 4×4×4.
puzzle-klotski = Klotski
puzzle-klotski-blurb = Desliza los bloques hasta que el grande y rojo llegue a su meta.
puzzle-kodable = Programa la bola
puzzle-kodable-blurb = Escribe un pequeño programa que haga rodar la bola hasta la diana.
puzzle-fifteen = El 15
puzzle-fifteen-blurb = Ordena quince tonos de gris deslizándolos.
puzzle-lights = Luces
puzzle-lights-blurb = Apaga una fila de lámparas.

## Los menús
menu-back-hover = Volver a { $place } (Esc)
puzzles-back = ← Título
puzzles-heading = Elige un rompecabezas
puzzles-stats = Estadísticas
puzzles-stats-hover = Tus mejores movimientos y tiempos, nivel a nivel
puzzles-next = Siguiente: { $level }
levels-back = ← Rompecabezas
rules-got-it = Entendido
rules-heading = Cómo se juega a { $puzzle }
edit-heading = Crear un nivel: { $puzzle }

## Estadísticas
stats-solved = { $solved } de { $levels } resueltos
stats-at-par = ★ { $count } en par
stats-attempts = { $count ->
    [one] { $count } intento
   *[other] { $count } intentos
}
stats-best-times = mejores tiempos { $time }
stats-forget-puzzle = ¿Olvidar todos los récords de { $puzzle } y dónde se dejó cada nivel?
stats-forget-all = ¿Olvidar todos los récords de todos los rompecabezas y dónde se dejó cada nivel?

## Los niveles de un rompecabezas
levels-open-code-heading = Abrir un nivel que te han pasado
levels-code-hint = su código (pb1.…) o enlace
levels-open-code = Abrir código
levels-open-code-hover = Abrir un nivel con un código que te han pasado
levels-make = Crear un nivel
levels-make-hover = Crea tu propio nivel, con el resolvedor atento
levels-new = Nivel aleatorio nuevo
levels-new-short = Nivel nuevo
levels-for-you = Siguiente para ti
levels-for-you-hover = Un nivel aleatorio a la altura de tu puntuación en este rompecabezas
levels-for-you-new = Para empezar, { $difficulty }: termina niveles aleatorios y los del día, y los siguientes se ajustarán a cómo juegas.
levels-for-you-why = { $difficulty }: lo más cercano a tu puntuación de { $rating } (± { $range }), según { $count ->
    [one] { $count } nivel terminado
   *[other] { $count } niveles terminados
}.
levels-yours = Tus niveles
levels-played = Niveles aleatorios y compartidos que has jugado
levels-yours-hint = Haz clic derecho en uno de tus niveles para editarlo o borrarlo.
levels-yours-touch-hint = Mantén pulsado uno de tus niveles para editarlo o borrarlo.
levels-edit = Editar
levels-delete = Borrar para siempre
levels-in-progress = en curso · { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}
levels-not-solved = sin resolver
levels-best = mejor { $best }
levels-par = par { $par }
levels-map-size = tamaño
levels-chapter-stars = { $earned } de las { $of } estrellas de este capítulo
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
chapter-klotski-slides = Abre paso
chapter-klotski-slides-teaches = Aparta los bloques y abre camino al grande.
chapter-klotski-trail = El camino de Huarong
chapter-klotski-trail-teaches = Nueve viejos rompecabezas de China, de 18 a 120 movimientos.
difficulty-easy = Fácil
difficulty-medium = Media
difficulty-hard = Difícil
difficulty-expert = Experta

## Una victoria
win-heading = ¡Resuelto!
win-solver = Resuelto por el resolvedor
win-again = Jugar otra vez
win-edit-program = Editar el programa
win-time = Tiempo { $time }
win-par-hinted = par, pero sin ★: se mostró una pista.
win-par = ¡par! Perfecto.
win-try-yourself = ¡Ahora inténtalo tú!
win-moves = { $moves ->
    [one] { $moves } movimiento
   *[other] { $moves } movimientos
}
win-blocks = { $blocks ->
    [one] { $blocks } bloque
   *[other] { $blocks } bloques
}
win-best-program-more-bonus = { $blocks } (el mejor programa tiene { $par }). ¿Puedes recoger todas las bonificaciones?
win-more-bonus = { $blocks }. ¿Puedes recoger todas las bonificaciones?
win-best-program = { $blocks } (el mejor programa tiene { $par }).
win-bonuses = ★ { $taken } de { $of } bonificaciones · { $score }
win-above-par = { $moves } (par { $par }).
kodable-loop-cut-short = su bucle nunca se repitió, así que cuenta como dos bloques

## Programa la bola
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
kodable-blocks-limit = Bloques { $size } / { $limit }
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

## El panel del programa
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
kodable-text-hint = Escribe un programa (T) en la notación de los archivos de niveles, cuyas palabras son inglesas en todos los idiomas (Right = →, Loop = bucle, Function = función), p. ej. Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
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

## El panel del cubo serpiente
snake-corner = Esquina { $n } de { $of }
snake-straight = recta (aún sin plegar)
snake-cube-number = cubo { $number }
snake-turn = Girar
snake-straighten = Enderezar
snake-pick = Haz clic en un cubo para elegir su esquina
snake-more = Más…
snake-less = Menos
snake-corners-button = Girar esquinas…
snake-folded = { $set } de { $corners ->
    [one] { $corners } esquina plegada
   *[other] { $corners } esquinas plegadas
}
snake-overlapping = { $cubes ->
    [one] { $cubes } cubo se solapa con otro (rojo)
   *[other] { $cubes } cubos se solapan (rojos)
}
snake-outside = { $cubes ->
    [one] { $cubes } cubo fuera de la caja (pálido)
   *[other] { $cubes } cubos fuera de la caja (pálidos)
}
snake-counting = Contando las soluciones…
snake-counting-progress = Contando las soluciones… { $percent } %
snake-too-many = Hay demasiadas soluciones para contarlas todas.
snake-no-fold = Esta cadena no se puede plegar en un cubo.
snake-solutions = { $count ->
    [one] { $count } solución
   *[other] { $count } soluciones
}
snake-oriented = { $count } contando cada rotación e imagen especular
snake-watch-it = Mira cómo se pliega:
snake-watch-first = Mira un plegado (aquí hay { $found }):
snake-watch-one = Mira un plegado:
snake-watch-button = Ver
snake-chain-editor = Editor de la cadena
snake-chain-help = F: el siguiente cubo sigue recto · T: gira
snake-chain-use = Usar esta cadena
kodable-new-block = NUEVO
kodable-coach-arrows = Haz clic en una flecha para ponerla en tu programa y luego pulsa Ejecutar. La bola rueda hasta que algo la para.
kodable-coach-conds = ¡Bloque nuevo! «Si la casilla es rosa, baja»: la bola se para en la casilla rosa y gira allí.
kodable-coach-loops = ¡Bloque nuevo! Un bucle repite sus dos bloques. Pon dos flechas dentro y elige cuántas veces.
kodable-coach-function = ¡Bloque nuevo! F es tu propio bloque: llena una vez los tres huecos de la función y usa F tantas veces como quieras.
