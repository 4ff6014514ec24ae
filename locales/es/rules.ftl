# Cómo se juega cada rompecabezas: sus reglas, sus controles (teclas o gestos, y lo que hacen)
# y una línea para antes del primer movimiento.

## shot
shot-rule-1 = Deja una sola bola en el tablero.
shot-rule-2 = Lanza una bola hacia arriba, abajo, la izquierda o la derecha. Rueda hasta chocar con otra bola y se para en la casilla justo anterior; la bola golpeada sale empujada (en una fila de bolas que se tocan, se mueve la última) y sigue rodando en la misma dirección, y la última bola en moverse sale volando del tablero. Cada lanzamiento quita una bola.
shot-rule-3 = No se puede lanzar una bola contra otra que esté justo al lado, ni hacia el borde si no hay ninguna bola delante.
shot-control-1 = Pulsa una bola y desliza
shot-control-1-does = lánzala
shot-control-2 = Flechas, Intro, una flecha
shot-control-2-does = mueve el cursor, elige una bola, lánzala
shot-control-3 = Esc
shot-control-3-does = suelta la bola elegida
shot-help = Pulsa una bola y deslízala hacia otra · o elige una con Intro y lánzala con una flecha
shot-touch-1 = Pulsa una bola y desliza
shot-touch-1-does = lánzala hacia otra bola
shot-touch-help = Pulsa una bola y deslízala hacia otra

## snake
snake-rule-1 = Pliega la cadena de cubos en un solo cubo grande.
snake-rule-2 = La cadena sigue recta por sus cubos rectos; en cada cubo de esquina gira, y el resto de la cadena puede girar alrededor de la esquina, un cuarto de vuelta cada vez. Orienta cada esquina para que los cubos llenen exactamente la caja: ninguno fuera (se ven pálidos) y ninguno encima de otro (se ven rojos).
snake-rule-3 = Una esquina se puede poner de cuatro maneras, y cada una es un movimiento aunque pulses varias veces (la esquina con borde, el cubo siguiente en dorado; una pista elige su esquina y dice qué pulsar):
snake-control-1 = Clic en un cubo, o Tab y Mayús+Tab
snake-control-1-does = elige una esquina
snake-control-2 = Q y E, o Mayús+arrastrar
snake-control-2-does = gira la cadena en la esquina
snake-control-3 = Retroceso
snake-control-3-does = endereza la esquina
snake-control-4 = Arrastrar, rueda, arrastrar con el botón derecho
snake-control-4-does = gira, acerca y mueve la vista (flechas, Re Pág, Av Pág, Inicio)
snake-help = Elige una esquina (clic en un cubo, o Tab) y gira la cadena con Q y E
snake-touch-1 = Toca un cubo
snake-touch-1-does = elige su esquina
snake-touch-2 = Botones de giro del panel
snake-touch-2-does = gira la cadena en la esquina
snake-touch-3 = Un dedo, dos dedos, pellizcar
snake-touch-3-does = gira, mueve y acerca la vista
snake-touch-help = Toca un cubo para elegir una esquina y gira la cadena con los botones del panel

## klotski
klotski-rule-1 = Lleva el gran bloque rojo a su meta, el lugar marcado en el tablero.
klotski-rule-2 = Desliza un bloque cada vez hacia un hueco; los bloques nunca saltan unos sobre otros. Cualquier bloque con la forma del rojo puede llegar a la meta.
klotski-rule-3 = Los movimientos se cuentan como dice el nivel: un paso (una casilla), un deslizamiento (cualquier distancia en línea recta) o un movimiento (a donde un bloque pueda ir por sí solo).
klotski-control-1 = Arrastra un bloque
klotski-control-1-does = deslízalo a donde pueda ir
klotski-control-2 = Flechas, Intro
klotski-control-2-does = elige un bloque, cógelo
klotski-control-3 = Flechas, Intro o Esc
klotski-control-3-does = mueve el bloque cogido, suéltalo
klotski-help = Arrastra un bloque a donde pueda ir · o elige uno con Intro y muévelo con las flechas
klotski-touch-1 = Arrastra un bloque
klotski-touch-1-does = deslízalo a donde pueda ir
klotski-touch-help = Arrastra un bloque a donde pueda ir

## kodable
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

## fifteen
fifteen-rule-1 = Ordena los grises: el más claro en la esquina superior izquierda, y cada vez más oscuros de izquierda a derecha y de arriba abajo, con el más oscuro justo antes del hueco, que acaba en la esquina inferior derecha.
fifteen-rule-2 = Una ficha junto al hueco se desliza hacia él.
fifteen-control-1 = Clic en una ficha
fifteen-control-1-does = deslízala, junto con las fichas entre ella y el hueco
fifteen-control-2 = Flechas
fifteen-control-2-does = desliza en esa dirección la ficha junto al hueco
fifteen-control-3 = T
fifteen-control-3-does = muestra los números de las fichas
fifteen-help = Haz clic en una ficha de la fila o columna del hueco · o desliza con las flechas
fifteen-touch-1 = Toca una ficha
fifteen-touch-1-does = deslízala, junto con las fichas entre ella y el hueco
fifteen-touch-2 = La casilla Números
fifteen-touch-2-does = muestra los números de las fichas
fifteen-touch-help = Toca una ficha de la fila o columna del hueco

## lights
lights-rule-1 = Apaga todas las lámparas.
lights-rule-2 = Al pulsar una lámpara, cambian ella y las de al lado: las encendidas se apagan y las apagadas se encienden.
lights-control-1 = Clic en una lámpara
lights-control-1-does = púlsala
lights-help = Haz clic en una lámpara para cambiarla a ella y a sus vecinas
lights-touch-1 = Toca una lámpara
lights-touch-1-does = púlsala
lights-touch-help = Toca una lámpara para cambiarla a ella y a sus vecinas

## Las teclas de un nivel, como las listan las fichas
keys-shared = Z deshacer · Y rehacer · R reiniciar · H pista · S juega el resolvedor · N nivel nuevo · X compartir · Esc atrás
keys-program = Z deshacer un cambio · Y rehacer · R volver a poner la bola · H pista · S el mejor programa · K ¿se puede ganar? · N mapa nuevo · X compartir · Esc atrás
keys-listening = A repite lo último · B lee todo el tablero · I movimientos y par · W dónde está el cursor (para un lector de pantalla)
lights-move = pulsa la lámpara { $lamp }
lights-one-row = Las lámparas van en una sola fila.

lights-board-line = { $on } de { $of } lámparas encendidas
lights-board-lamp = { $on ->
    [true] encendida
   *[other] apagada
}
