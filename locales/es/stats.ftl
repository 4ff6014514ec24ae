# La pantalla de estadísticas: los totales de cada rompecabezas, las tablas de niveles jugados y los borrados.

stats-everything = { $solved } de { $levels } niveles resueltos, { $at_par } de ellos en par sin ayuda.
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
