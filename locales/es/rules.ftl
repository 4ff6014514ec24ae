# Cómo se juega cada rompecabezas: sus reglas, sus controles (teclas o gestos, y lo que hacen)
# y una línea para antes del primer movimiento.

## Las teclas de un nivel, como las listan las fichas
keys-shared = Z deshacer · Y rehacer · R reiniciar · H pista · S juega el resolvedor · N nivel nuevo · X compartir · Esc atrás
keys-program = Z deshacer un cambio · Y rehacer · R volver a poner la bola · H pista · S el mejor programa · K ¿se puede ganar? · N mapa nuevo · X compartir · Esc atrás
keys-listening = A repite lo último · B lee todo el tablero · I movimientos y par · W dónde está el cursor (para un lector de pantalla)
