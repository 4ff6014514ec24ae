# Los títulos de los niveles incluidos (level-<rompecabezas>-<archivo>) y las palabras de las listas de niveles: qué tiene un nivel, en pocas palabras, y el nombre de un nivel propio sin título.

## shot
level-shot-01-the-example = El ejemplo
level-shot-02-hash-marks = Almohadillas
level-shot-03-five-alive = Cinco en juego
level-shot-04-corner-pocket = Tronera de esquina
level-shot-05-crossfire = Fuego cruzado
level-shot-06-ricochet = Rebote
level-shot-07-domino-run = Efecto dominó
level-shot-08-scatter = Desperdigadas
level-shot-09-long-shot = Tiro lejano
level-shot-10-chain-reaction = Reacción en cadena
level-shot-11-full-house = Lleno total
level-shot-12-fourteen = Catorce

## snake
level-snake-01-eight-cubes = Ocho cubos
level-snake-02-four-corners-to-go = Faltan cuatro esquinas
level-snake-03-half-folded = Medio plegada
level-snake-04-four-ways = Cuatro caminos
level-snake-05-the-classic = El clásico
level-snake-06-one-way-only = Sentido único
level-snake-07-loose-coils = Anillos sueltos
level-snake-08-twenty-seven = Veintisiete
level-snake-09-half-a-wooden-snake = Media serpiente de madera
level-snake-10-straight-lines = Líneas rectas
level-snake-11-long-runs = Tramos largos
level-snake-12-tight-corners = Esquinas cerradas
level-snake-13-twisty = Retorcida
level-snake-14-the-wooden-snake = La serpiente de madera
level-snake-15-five-by-five = Cinco por cinco
level-snake-16-long-chain = Ciento veinticinco

## klotski
level-klotski-01-side-step = Paso lateral
level-klotski-02-shuffle = Vaivén
level-klotski-03-crossroads = Encrucijada
level-klotski-04-wide-load = Carga ancha
level-klotski-05-traffic = Tráfico
level-klotski-06-rush-hour = Hora punta
level-klotski-07-gridlock = Atasco
level-klotski-08-the-original = El original
level-klotski-09-labyrinth = Laberinto
level-klotski-10-long-way-round = Dando un rodeo
level-klotski-11-the-marathon = El maratón
level-klotski-12-only-18-steps = Solo 18 movimientos
level-klotski-13-violet = Violeta
level-klotski-14-daisy = Margarita
level-klotski-15-pansy = Pensamiento
level-klotski-16-poppy = Amapola
level-klotski-17-snowdrop = Campanilla de invierno
level-klotski-18-red-donkey = El burro rojo
level-klotski-19-trail = El sendero
level-klotski-20-ambush = La emboscada

## kodable
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

## fifteen
level-fifteen-01-first-light = Primeras luces
level-fifteen-02-three-by-three = Tres por tres
level-fifteen-03-tangled-eight = Ocho enredado
level-fifteen-04-eleven = Once
level-fifteen-05-four-by-four = Cuatro por cuatro
level-fifteen-06-shades = Matices
level-fifteen-07-dusk = Anochecer
level-fifteen-08-twilight = Crepúsculo
level-fifteen-09-long-shadows = Sombras alargadas
level-fifteen-10-midnight = Medianoche
level-fifteen-11-five-by-five = Cinco por cinco

## lights
level-lights-01-three-in-a-row = Tres en fila
level-lights-02-two-apart = Dos parejas separadas
level-lights-03-row-of-5 = Una fila de 5
level-lights-04-row-of-6 = Una fila de 6
level-lights-05-row-of-12 = Una fila de 12
level-lights-06-checkers = Damero
level-lights-07-row-of-7 = Una fila de 7
level-lights-08-row-of-8 = Una fila de 8
level-lights-09-row-of-10 = Una fila de 10
level-lights-10-row-of-9 = Una fila de 9

## La línea de detalles de una lista de niveles: sus partes (un tamaño como 4×5 va solo en cifras), una tras otra
level-summary-join = { $first }, { $then }
level-summary-balls = { $count ->
    [one] { $count } bola
   *[other] { $count } bolas
}
level-summary-cubes = { $count ->
    [one] { $count } cubo
   *[other] { $count } cubos
}
level-summary-map = mapa de { $cols }×{ $rows }
level-summary-bonuses = { $count ->
    [one] { $count } bonificación
   *[other] { $count } bonificaciones
}
level-summary-counted-step = contado en pasos
level-summary-counted-slide = contado en deslizamientos
level-summary-counted-move = contado en movimientos
level-summary-lamps-on = { $on } de { $of } lámparas encendidas

## Un nivel propio sin título
level-untitled = Mi nivel
## Bajo el campo del código de nivel, cuando lo escrito no es un código
level-code-not-a-code = un código de nivel empieza por «pb1.»

# A level made by the generator, named by its seed.
level-random = Nivel aleatorio n.º { $seed }
