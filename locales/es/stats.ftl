# La pantalla de estadísticas: los totales de cada rompecabezas, las tablas de niveles jugados y los borrados.

stats-everything = { $solved } de { $levels } niveles resueltos, { $at_par } de ellos en par sin ayuda.
# A puzzle's totals, as a screen reader says them when the stats open.
stats-said-puzzle = { $puzzle }: { $totals }
stats-star-note = ★ marca el par logrado sin pistas y sin ningún movimiento del resolvedor. El reloj solo corre mientras el nivel está a la vista y la ventana tiene el foco.
stats-none-tried = Aún no has probado ningún nivel.

## Los encabezados de la tabla de un rompecabezas (los cortos en una pantalla estrecha)
stats-head-level = Nivel
stats-head-best = Mejor
stats-head-time = Tiempo
stats-head-best-moves = Mejores movimientos
stats-head-par = Par
stats-head-best-time = Mejor tiempo
stats-head-attempts = Intentos
stats-par-unaided-hover = Par logrado sin ayuda

## Olvidar los récords, con dos confirmaciones
stats-reset = Restablecer…
stats-reset-all = Restablecer todo el progreso…
stats-reset-hover = Tus propios niveles y tus ajustes se conservan
stats-reset-yes = Sí, restablecer
stats-reset-no = No
stats-rating = Puntuación { $rating } ± { $range }
stats-no-rating = Aún sin puntuación: los niveles aleatorios y los del día te dan una.
stats-finished-weeks = { $count ->
    [one] { $count } nivel terminado
   *[other] { $count } niveles terminados
} en las últimas cuatro semanas
stats-time-trend = tiempo por nivel { $before } → { $after }
stats-time-mean = tiempo por nivel { $time }
stats-hints-trend = pistas por nivel { $before } → { $after }
stats-hints-mean = pistas por nivel { $hints }
stats-over-par = { $percent } % sobre el par
stats-chart-finished = Niveles terminados por día y tiempo por nivel
stats-chart-rating = Puntuación, en el rango donde probablemente está
stats-chart-most-levels = { $count ->
    [one] 1 nivel
   *[other] { $count } niveles
}
stats-chart-longest = { $time } por nivel
stats-weeks-ago = hace 4 semanas
stats-today = hoy

## Tu progreso en un archivo
stats-file-heading = Tu progreso en un archivo
stats-file-note = Exportar escribe todo (ajustes, récords, historial, niveles creados) en un archivo. Importar une un archivo así al tuyo, quedándose con lo mejor de ambos; soltarlo sobre la ventana hace lo mismo.
stats-export = Exportar progreso
stats-exported = Escrito en { $path }
stats-downloaded = { $path } descargado
stats-import = Importar progreso…
stats-import-path = El archivo que importar
stats-import-this = Importar

## Cada serie, y los mejores tiempos
stats-pack = { $pack }: { $solved } resueltos · { $tried } intentados · { $untouched } sin tocar
stats-pack-whole = Niveles incluidos
stats-bests = Mejores tiempos, ganados sin ayuda: { $bests }
stats-best = { $difficulty } { $time }
