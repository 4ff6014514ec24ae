# How to play each puzzle: its rules, its controls (keys or gestures, and what they do),
# and a line for the news line before the first move.

## The keys of a level, as the cards list them
keys-shared = Z undo · Y redo · R restart · H hint · S the solver plays · N new level · X share · Esc back
keys-program = Z undo an edit · Y redo · R put the ball back · H hint · S the best program · K can it be won? · N new map · X share · Esc back
keys-listening = A says the last again · B reads the whole board · I moves and par · W where the cursor is (for a screen reader)
