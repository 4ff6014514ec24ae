# Los títulos de los niveles incluidos (level-<rompecabezas>-<archivo>) y las palabras de las listas de niveles: qué tiene un nivel, en pocas palabras, y el nombre de un nivel propio sin título.

## La línea de detalles de una lista de niveles: sus partes (un tamaño como 4×5 va solo en cifras), una tras otra
level-summary-join = { $first }, { $then }
level-summary-size = { $width }×{ $height }

## Un nivel propio sin título
level-untitled = Mi nivel
## Bajo el campo del código de nivel, cuando lo escrito no es un código
level-code-not-a-code = un código de nivel empieza por «pb1.»

# A level made by the generator, named by its seed.
level-random = Nivel aleatorio n.º { $seed }
