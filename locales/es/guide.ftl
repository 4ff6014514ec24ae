## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Saltar
guide-done = ¡Ya lo tienes! El resto es tuyo: H muestra una pista cuando te atasques.
guide-done-touch = ¡Ya lo tienes! El resto es tuyo: Pista muestra el siguiente movimiento cuando te atasques.
rules-show-me = Enséñamelo otra vez
guide-shot-1 = Tu primer movimiento: { $hint }. Pulsa esa bola y deslízala en esa dirección, o elígela con las flechas y Enter y pulsa una flecha.
guide-shot-1-touch = Tu primer movimiento: { $hint }. Pulsa esa bola y deslízala en esa dirección.
guide-shot-2 = Una bola lanzada rueda hasta chocar con otra y la empuja; deja una sola bola. Siguiente: { $hint }.
guide-klotski-1 = Tu primer movimiento: { $hint }. Arrastra ese bloque allí, o elígelo con las flechas y Enter y muévelo con las flechas.
guide-klotski-1-touch = Tu primer movimiento: { $hint }. Arrastra ese bloque allí con el dedo.
guide-klotski-2 = Los bloques se deslizan a las casillas vacías; lleva el bloque rojo a su meta. Siguiente: { $hint }.
guide-fifteen-1 = Tu primer movimiento: { $hint }. Haz clic en esa ficha y se desliza al hueco, o desliza con las flechas.
guide-fifteen-1-touch = Tu primer movimiento: { $hint }. Toca esa ficha y se desliza al hueco.
guide-fifteen-2 = Ordena las fichas de la más clara a la más oscura, con el hueco al final. Siguiente: { $hint }.
guide-snake-1 = Tu primer movimiento: { $hint }. Pulsa esa tecla para girar la cadena en la esquina marcada.
guide-snake-1-touch = Tu primer movimiento: { $hint }. Toca ese botón de giro del panel para girar la cadena en la esquina marcada.
guide-snake-2 = Siguiente: { $hint }. Esa esquina ya está elegida y marcada (Tab elige otra, o haz clic en un cubo).
guide-snake-2-touch = Siguiente: { $hint }. Esa esquina ya está elegida y marcada (toca un cubo para elegir otra).
guide-kodable-1 = Haz clic en una flecha de los bloques para ponerla en tu programa: la bola rodará hacia allí.
guide-kodable-1-touch = Toca una flecha de los bloques para ponerla en tu programa: la bola rodará hacia allí.
guide-kodable-2 = Ahora pulsa Ejecutar (Espacio) y mira cómo rueda la bola hasta que algo la para. Añade más flechas si tiene que girar.
guide-kodable-2-touch = Ahora toca Ejecutar y mira cómo rueda la bola hasta que algo la para. Añade más flechas si tiene que girar.
guide-lights-1 = Tu primer movimiento: { $hint }. Haz clic en esa lámpara: ella y las de al lado cambian.
guide-lights-1-touch = Tu primer movimiento: { $hint }. Toca esa lámpara: ella y las de al lado cambian.
