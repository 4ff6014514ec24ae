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
notice-language-missing = No se pudo cargar { $language }: el juego sigue en el idioma que tenía.
settings-size = Tamaño del texto y de la interfaz
settings-reduce-motion = Reducir el movimiento
settings-reduce-motion-hover = Las piezas van directas a su sitio; sin confeti, sin giros de cámara, sin destellos
settings-screen-reader = Modo lector de pantalla
settings-screen-reader-hover = Para quien escucha: sin confeti, sacudidas ni bolas que flotan; los sonidos se quedan. Se activa solo mientras un lector de pantalla lee el juego
settings-fullscreen = Pantalla completa
settings-fullscreen-key = Pantalla completa (F11)
settings-puzzles = Rompecabezas
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
settings-choice = { $group }: { $choice }
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
hud-chapter-coach = Capítulo nuevo, { $chapter }: { $teaches }
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
# A control of the card and what it does, as a screen reader reads the card.
rules-control-said = { $keys }: { $does }
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
levels-for-you-hover = El siguiente nivel de la lista que aún no has ganado; después, niveles aleatorios a la altura de tu puntuación
levels-for-you-path = El siguiente nivel de la lista que aún no has ganado: { $number }. { $title }
levels-more = Más
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
levels-chapter-stars = { $earned } de las { $of } estrellas de este capítulo
difficulty-easy = Fácil
difficulty-medium = Media
difficulty-hard = Difícil
difficulty-expert = Experta

## Una victoria
win-heading = ¡Resuelto!
win-solver = Resuelto por el resolvedor
win-again = Jugar otra vez
win-time = Tiempo { $time }
# The win panel's buttons and their keys, as a screen reader says them after the win.
win-ways-on = { $next }: Enter. { $again }: R. { $compare }: C.
win-par-hinted = par, pero sin ★: se mostró una pista.
win-par = ¡par! Perfecto.
win-path-back = Ese era el último nivel de la lista. Siguiente: { $number }. { $title }, aún sin ganar.
win-path-finished = Ese era el último nivel: ¡has ganado todos los niveles de { $puzzle }! Siguiente: niveles aleatorios nuevos a la altura de tu puntuación.
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
win-bonuses = ★ { $taken } de { $of } { $of ->
    [one] bonificación
   *[other] bonificaciones
} · { $score }
win-above-par = { $moves } (par { $par }).

## El nombre de la ventana, que un lector de pantalla dice al cambiar de pantalla
screen-levels = { $puzzle }: sus niveles
screen-playing = { $puzzle }: { $level }
