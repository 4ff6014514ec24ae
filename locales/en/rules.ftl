# How to play each puzzle: its rules, its controls (keys or gestures, and what they do),
# and a line for the news line before the first move.

## shot
shot-rule-1 = Leave a single ball on the board.
shot-rule-2 = Fling a ball up, down, left or right. It rolls until it meets another ball and stops in the cell just before it; the ball it hits is pushed on (through a row of touching balls, the last one moves) and rolls on the same way, and the last ball to move flies off the board. Every fling takes one ball away.
shot-rule-3 = A ball cannot be flung into a ball right next to it, nor towards the edge when no ball lies ahead of it.
shot-control-1 = Press a ball and swipe
shot-control-1-does = fling it
shot-control-2 = Arrows, Enter, an arrow
shot-control-2-does = move the cursor, pick a ball, fling it
shot-control-3 = Esc
shot-control-3-does = put the picked ball down
shot-help = Press a ball and swipe it towards another · or pick one with Enter and fling it with an arrow
shot-touch-1 = Press a ball and swipe
shot-touch-1-does = fling it towards another ball
shot-touch-help = Press a ball and swipe it towards another

## snake
snake-rule-1 = Fold the chain of cubes into one big cube.
snake-rule-2 = The chain runs straight through its straight cubes; at each corner cube it turns, and the rest of the chain can twist about the corner a quarter turn at a time. Set every corner so that all the cubes fill the box exactly: none outside it (they show pale) and none on top of another (they show red).
snake-rule-3 = A corner can be set four ways, each one move however many presses it takes (the corner outlined, the cube after it in gold; a Hint picks its corner and names the presses):
snake-control-1 = Click a cube, or Tab and Shift-Tab
snake-control-1-does = pick a corner
snake-control-2 = Q and E, or Shift-drag
snake-control-2-does = turn the chain at the corner
snake-control-3 = Backspace
snake-control-3-does = straighten the corner
snake-control-4 = Drag, scroll, right-drag
snake-control-4-does = turn, zoom and move the view (arrows, Page Up, Page Down, Home)
snake-help = Pick a corner (click a cube, or Tab) and turn the chain with Q and E
snake-touch-1 = Tap a cube
snake-touch-1-does = pick its corner
snake-touch-2 = Turn buttons in the panel
snake-touch-2-does = turn the chain at the corner
snake-touch-3 = One finger, two fingers, pinch
snake-touch-3-does = turn, move and zoom the view
snake-touch-help = Tap a cube to pick a corner, then turn the chain with the panel's buttons

## klotski
klotski-rule-1 = Bring the big red block to its goal, the place marked on the board.
klotski-rule-2 = Slide one block at a time into empty space; blocks never jump over each other. Any block of the red block's shape may reach the goal.
klotski-rule-3 = Moves are counted as the level says: a step (one cell), a slide (any distance in one straight line) or a move (anywhere one block can go by itself).
klotski-control-1 = Drag a block
klotski-control-1-does = slide it where it can go
klotski-control-2 = Arrows, Enter
klotski-control-2-does = choose a block, pick it up
klotski-control-3 = Arrows, Enter or Esc
klotski-control-3-does = move the picked block, put it down
klotski-help = Drag a block where it can go · or pick one with Enter and move it with the arrows
klotski-touch-1 = Drag a block
klotski-touch-1-does = slide it where it can go
klotski-touch-help = Drag a block where it can go

## kodable
kodable-rule-1 = Write a program that rolls the ball to the target.
kodable-rule-2 = An arrow rolls the ball until something stops it. New blocks come one at a time, each with its own levels: "if the tile is pink, go down", loops that repeat two blocks, and F, your own block of three.
kodable-rule-3 = Three stars: reach the target, take every ★ on the way, and use no more blocks than par.
kodable-control-1 = Click or drag blocks
kodable-control-1-does = add them to the program (or type it)
kodable-control-2 = Space
kodable-control-2-does = run the program, or pause it
kodable-control-3 = Enter
kodable-control-3-does = run it one step at a time
kodable-help = Build a program from the blocks, then press Run
kodable-touch-1 = Tap or drag blocks
kodable-touch-1-does = add them to the program
kodable-touch-2 = Run, Step
kodable-touch-2-does = run the program, or one step at a time
kodable-touch-help = Build a program from the blocks, then tap Run

## fifteen
fifteen-rule-1 = Put the greys in order: the brightest in the top-left corner, then darker and darker from left to right and from top to bottom, with the darkest just before the hole, which ends in the bottom-right corner.
fifteen-rule-2 = A tile next to the hole slides into it.
fifteen-control-1 = Click a tile
fifteen-control-1-does = slide it, and every tile between it and the hole
fifteen-control-2 = Arrows
fifteen-control-2-does = slide the tile next to the hole that way
fifteen-control-3 = T
fifteen-control-3-does = show the numbers on the tiles
fifteen-help = Click a tile in the hole's row or column · or slide with the arrow keys
fifteen-touch-1 = Tap a tile
fifteen-touch-1-does = slide it, and every tile between it and the hole
fifteen-touch-2 = The Numbers box
fifteen-touch-2-does = show the numbers on the tiles
fifteen-touch-help = Tap a tile in the hole's row or column

## lights
lights-rule-1 = Put out every lamp.
lights-rule-2 = Pressing a lamp switches it and the lamps beside it: on ones go off, off ones come on.
lights-control-1 = Click a lamp
lights-control-1-does = press it
lights-help = Click a lamp to switch it and its neighbours
lights-touch-1 = Tap a lamp
lights-touch-1-does = press it
lights-touch-help = Tap a lamp to switch it and its neighbours

## The keys of a level, as the cards list them
keys-shared = Z undo · Y redo · R restart · H hint · S the solver plays · N new level · X share · Esc back
keys-program = Z undo an edit · Y redo · R put the ball back · H hint · S the best program · K can it be won? · N new map · X share · Esc back
keys-listening = A says the last again · B reads the whole board · I moves and par · W where the cursor is (for a screen reader)
lights-move = press lamp { $lamp }
lights-one-row = Lights are one row of lamps.

lights-board-line = { $on } of { $of } lamps on
lights-board-lamp = { $on ->
    [true] on
   *[other] off
}
