## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Saltar
guide-done = ¡Ya lo tienes! El resto es tuyo: «Pista» (H) muestra el siguiente movimiento cuando te atasques.
guide-done-touch = ¡Ya lo tienes! El resto es tuyo: Pista muestra el siguiente movimiento cuando te atasques.
rules-show-me = Enséñamelo otra vez
