# Las palabras del juego, en español.

## La pantalla de título
title-tagline = Cinco rompecabezas, cada uno con un resolvedor que da pistas y muestra el camino.
title-play = Jugar
title-settings = Ajustes
title-settings-hover = Sonido, aspecto, tamaño, movimiento, teclas (O)
title-quit = Salir
title-keys-web = Intro para jugar · O ajustes
title-keys-desktop = Intro para jugar · O ajustes · Q salir

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
settings-size = Tamaño del texto y de la interfaz
settings-reduce-motion = Reducir el movimiento
settings-reduce-motion-hover = Las piezas van directas a su sitio; sin confeti, sin giros de cámara, sin destellos
settings-fullscreen = Pantalla completa
settings-fullscreen-key = Pantalla completa (F11)
settings-puzzles = Rompecabezas
settings-fifteen-numbers = Números en las fichas del 15 (T)
settings-speed = Velocidad de reproducción
settings-speed-unit = { $speed } mov./s
settings-keys = Teclas
settings-keys-help = Haz clic en una tecla y pulsa la letra que quieras para ella (Esc la deja como está).
settings-keys-waiting = pulsa una letra…
settings-action-undo = Deshacer
settings-action-redo = Rehacer
settings-action-restart = Reiniciar
settings-action-hint = Pista
settings-action-solve = Que juegue el resolvedor
settings-action-play = Reproducir o pausar
settings-action-new = Nivel nuevo
settings-action-share = Compartir
settings-action-edit = Editar una copia
settings-action-settings = Ajustes
settings-reset = Restablecer
settings-reset-hover = Todas estas opciones vuelven a como estaban la primera vez
settings-done = Hecho
settings-only-now = Solo en esta partida: { $choices }.

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
    [one] 1 intento
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
levels-yours = Tus niveles
levels-yours-hint = Haz clic derecho en uno de tus niveles para editarlo o borrarlo.
levels-yours-touch-hint = Mantén pulsado uno de tus niveles para editarlo o borrarlo.
levels-edit = Editar
levels-delete = Borrar para siempre
levels-in-progress = en curso · { $moves ->
    [one] 1 movimiento
   *[other] { $moves } movimientos
}
levels-not-solved = sin resolver
levels-best = mejor { $best }
levels-par = par { $par }
levels-map-size = tamaño
difficulty-easy = Fácil
difficulty-medium = Media
difficulty-hard = Difícil
difficulty-expert = Experta

## Una victoria
win-heading = ¡Resuelto!
win-heading-fifteen = ¡HAS GANADO!
win-solver = Resuelto por el resolvedor
win-again = Jugar otra vez
win-edit-program = Editar el programa
win-time = Tiempo { $time }
win-par-hinted = par, pero sin ★: se mostró una pista.
win-par = ¡par! Perfecto.
win-try-yourself = ¡Ahora inténtalo tú!
win-moves = { $moves ->
    [one] 1 movimiento
   *[other] { $moves } movimientos
}
win-blocks = { $blocks ->
    [one] 1 bloque
   *[other] { $blocks } bloques
}
win-best-program-more-bonus = { $blocks } (el mejor programa tiene { $par }). ¿Puedes coger todas las bonificaciones?
win-more-bonus = { $blocks }. ¿Puedes coger todas las bonificaciones?
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
kodable-par-hover = Bloques de un programa óptimo (uno que coge todas las bonificaciones que puede)
kodable-blocks = Bloques { $size }
kodable-blocks-limit = Bloques { $size } / { $limit }
kodable-blocks-limit-hover = Bloques del programa, y el máximo que permite este mapa
kodable-run-counts = La ejecución cuenta { $size }: { $why }.
kodable-bonuses-hover = Bonificaciones cogidas en esta ejecución, de todas las del mapa
kodable-run = Ejecutar
kodable-go-on = Seguir
kodable-step = Paso
kodable-reset = Reiniciar
kodable-speed-hover = Velocidad: lo rápido que rueda la bola (- y =)
kodable-solvable = ¿Tiene solución?
kodable-new-map = Mapa nuevo
