# Every word of this puzzle (snake): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-snake = Cubo serpiente
puzzle-snake-blurb = Pliega una cadena de 64 cubos de madera en un cubo de 4×4×4.
snake-corner = Esquina { $n } de { $of }
snake-straight = recta (aún sin plegar)
snake-cube-number = cubo { $number }
snake-turn = Girar
snake-straighten = Enderezar
snake-pick = Haz clic en un cubo para elegir su esquina
snake-more = Más…
snake-less = Menos
snake-corners-button = Girar esquinas…
snake-view-home = Vista inicial
snake-view-home-hover = Volver la vista a como empezó (Inicio)
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

## How to play
snake-rule-1 = Pliega la cadena de cubos en un solo cubo grande.
snake-rule-2 = La cadena sigue recta por sus cubos rectos; en cada cubo de esquina gira, y el resto de la cadena puede girar alrededor de la esquina, un cuarto de vuelta cada vez. Orienta cada esquina para que los cubos llenen exactamente la caja: ninguno fuera (se ven pálidos) y ninguno encima de otro (se ven rojos).
snake-rule-ghosts = Al elegir una esquina, sus otras posiciones aparecen como fantasmas antes de girar: verde cabe en una caja, gris se sale (dice cuántos cubos), rojo choca con la cadena (dice con qué cubo). Haz clic en un fantasma para girar así.
snake-rule-3 = Una esquina se puede poner de cuatro maneras, y cada una es un movimiento aunque pulses varias veces (la esquina con borde, el cubo siguiente en dorado; una pista elige su esquina y dice qué pulsar):
snake-control-1 = Clic en un cubo, o Tab y Mayús+Tab
snake-control-1-does = elige una esquina
snake-control-2 = Q y E, o Mayús+arrastrar
snake-control-2-does = gira la cadena en la esquina
snake-control-3 = Retroceso
snake-control-3-does = endereza la esquina
snake-control-4 = Arrastrar, rueda, arrastrar con el botón derecho
snake-control-4-does = gira, acerca y mueve la vista (flechas, Re Pág, Av Pág, Inicio)
snake-control-5 = Clic en un fantasma o su etiqueta
snake-control-5-does = gira la cadena así
snake-help = Elige una esquina (clic en un cubo, o Tab): sus fantasmas muestran adónde va cada giro. Haz clic en uno, o pulsa Q o E
snake-touch-1 = Toca un cubo
snake-touch-1-does = elige su esquina
snake-touch-2 = Botones de giro del panel
snake-touch-2-does = gira la cadena en la esquina
snake-touch-3 = Un dedo, dos dedos, pellizcar
snake-touch-3-does = gira, mueve y acerca la vista
snake-touch-4 = Tocar la etiqueta de un fantasma
snake-touch-4-does = gira la cadena así
snake-touch-help = Toca un cubo para elegir una esquina: sus fantasmas muestran adónde va cada giro. Toca uno, o usa los botones del panel

## The first level's guide
guide-snake-1 = La esquina con borde puede girar de cuatro maneras, vistas como fantasmas: verde cabe en la caja, rojo choca con la cadena. Haz clic en un fantasma verde, o pulsa las teclas de su etiqueta.
guide-snake-1-touch = La esquina con borde puede girar de cuatro maneras, vistas como fantasmas: verde cabe en la caja, rojo choca con la cadena. Toca la etiqueta de un fantasma verde.
guide-snake-2 = Tab elige la esquina siguiente (Mayús+Tab la anterior), o haz clic en un cubo. Sus fantasmas aparecen de nuevo: elige uno que quepa.
guide-snake-2-touch = Toca el cubo siguiente para elegir su esquina. Sus fantasmas aparecen de nuevo: elige uno que quepa.
guide-snake-3 = Q y E giran la esquina elegida un cuarto de vuelta a cada lado, Retroceso la endereza. Arrastra para girar la vista, la rueda acerca, Inicio la devuelve.
guide-snake-3-touch = Los botones de giro del panel giran la esquina elegida un cuarto de vuelta a cada lado. Un dedo gira la vista, pellizcar acerca.
guide-snake-4 = Llena la caja: todos los cubos dentro, ninguno encima de otro. ¿Atascado? H dice qué esquina está mal, H otra vez muestra el movimiento.
guide-snake-4-touch = Llena la caja: todos los cubos dentro, ninguno encima de otro. ¿Atascado? Pista dice qué esquina está mal, Pista otra vez muestra el movimiento.

## Its levels and chapters
chapter-snake-corners = Esquinas
chapter-snake-corners-teaches = Una esquina gira el resto de la cadena de cuatro maneras: elige la que cabe.
chapter-snake-classic = El 3×3×3
chapter-snake-classic-teaches = Una cadena entera desde recta: un tramo de tres va a lo largo de una arista de la caja.
chapter-snake-four = El 4×4×4
chapter-snake-four-teaches = Sesenta y cuatro cubos: primero los tramos largos, luego capa a capa.
chapter-snake-five = El 5×5×5
chapter-snake-five-teaches = Ciento veinticinco cubos, para pacientes.
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

## Moves, refusals and hints in words
snake-twist = { $quarters ->
    [0] doblez en U
    [1] cuarto de vuelta
    [2] zigzag
   *[3] tres cuartos de vuelta
}
snake-move = { $quarters ->
    [0] dobla en U la esquina { $n }
    [1] da un cuarto de vuelta a la esquina { $n }
    [2] haz un zigzag en la esquina { $n }
   *[3] da tres cuartos de vuelta a la esquina { $n }
}
snake-move-straighten = endereza la esquina { $n }
snake-move-by = { $move }: { $keys }
snake-my-chain = Mi serpiente
snake-letter-hover = Letra { $number }
snake-chain-bad-letter = Una cadena solo lleva F (sigue recto) y T (gira), no { $found }
snake-chain-no-letters = La cadena no tiene letras: escríbela con F (sigue recto) y T (gira)
snake-chain-length = { $letters ->
    [one] La cadena tiene { $letters } letra, pero una cadena que se pliega en cubo tiene 7, 26, 63 o 124
   *[other] La cadena tiene { $letters } letras, pero una cadena que se pliega en cubo tiene 7, 26, 63 o 124
}
snake-chain-long-run = Los cubos { $first } a { $last } forman una recta de { $cubes }, más larga que el lado del cubo de { $side }×{ $side }×{ $side }
snake-refused-straight = El cubo { $cube } sigue recto: solo giran los cubos de esquina
snake-refused-same-twist = Esa esquina ya está girada hacia ahí
snake-board-overlapping = { $cubes ->
    [one] 1 cubo se superpone a otro
   *[other] { $cubes } cubos se superponen
}
snake-board-outside = { $cubes ->
    [one] 1 cubo fuera de la caja
   *[other] { $cubes } cubos fuera de la caja
}
snake-board-corner = Esquina { $n }, en el cubo { $cube }: { $how }

## The ways a picked corner can be set, seen before one is chosen
snake-way-fits = cabe
snake-way-leaves = { $cubes ->
    [one] 1 cubo fuera
   *[other] { $cubes } cubos fuera
}
snake-way-runs-into = choca con el cubo { $cube }
snake-way-said = { $keys }: { $verdict }

## The solver's lines and hints
snake-idea-next = La esquina { $n } (cubo { $cube }) es la siguiente: { $fits ->
    [0] ninguna de sus cuatro posiciones cabe
    [4] caben las cuatro posiciones
    [one] una de sus cuatro posiciones cabe
   *[other] caben { $fits } de sus cuatro posiciones
}
snake-idea-runs-into = La esquina { $n } (cubo { $cube }) está mal: la cadena tras ella choca con el cubo { $hit }
snake-idea-leaves = La esquina { $n } (cubo { $cube }) está mal: la cadena tras ella se sale de la caja, { $outside ->
    [one] 1 cubo fuera
   *[other] { $outside } cubos fuera
}
snake-idea-dead-end = La esquina { $n } (cubo { $cube }) cabe por ahora, pero desde ahí la caja no se puede llenar
snake-idea-then = { $idea }. Pide otra pista para ver el movimiento.
spoken-no-corner = Aún no hay esquina elegida: Tab elige una

## The level editor
editor-unsolvable-snake = No tiene solución: ninguna forma de plegar la cadena llena el cubo.
editor-snake-hint = La cadena, una letra por cubo a partir del segundo: F sigue recto, T gira.
editor-snake-no-letters = La cadena necesita letras: F sigue recto, T gira.

## What cannot be read
snake-fold-not-a-twist = se esperaba un giro del 0 al 3 o «.» para cada esquina, pero se encontró { $found }
snake-fold-too-many = hay más giros que las { $corners } esquinas de la cadena

## A level list's line of details
snake-summary-cube = { $side }×{ $side }×{ $side }
snake-summary-cubes = { $count ->
    [one] { $count } cubo
   *[other] { $count } cubos
}

## The level editor's verdict
editor-snake-folds = { $count ->
    [one] Se pliega en el cubo de { $count } sola forma
   *[other] Se pliega en el cubo de { $count } formas distintas
}
editor-snake-folds-at-least = { $count ->
    [one] Se pliega en el cubo de al menos { $count } forma
   *[other] Se pliega en el cubo de al menos { $count } formas distintas
}
