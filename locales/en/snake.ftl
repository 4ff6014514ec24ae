# Every word of this puzzle (snake): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-snake = Snake cube
puzzle-snake-blurb = Fold a chain of 64 wooden cubes into a 4×4×4 cube.
snake-corner = Corner { $n } of { $of }
snake-straight = straight (not folded yet)
snake-cube-number = cube { $number }
snake-turn = Turn
snake-straighten = Straighten
snake-pick = Click a cube to pick its corner
snake-more = More…
snake-less = Less
snake-corners-button = Turn corners…
snake-view-home = Home view
snake-view-home-hover = Turn the view back to where it started (Home)
snake-folded = { $set } of { $corners ->
    [one] { $corners } corner
   *[other] { $corners } corners
} folded
snake-overlapping = { $cubes ->
    [one] { $cubes } cube overlaps another
   *[other] { $cubes } cubes overlap
} (red)
snake-outside = { $cubes ->
    [one] { $cubes } cube
   *[other] { $cubes } cubes
} outside the box (pale)
snake-counting = Counting the solutions…
snake-counting-progress = Counting the solutions… { $percent }%
snake-too-many = Too many ways to count them all.
snake-no-fold = This chain cannot be folded into a cube.
snake-solutions = { $count ->
    [one] { $count } solution
   *[other] { $count } solutions
}
snake-oriented = { $count } counting every rotation and mirror image
snake-watch-it = Watch it fold:
snake-watch-first = Watch one fold (here are { $found } of them):
snake-watch-one = Watch one fold:
snake-watch-button = Watch
snake-chain-editor = Chain editor
snake-chain-help = F: the next cube goes straight on · T: it turns
snake-chain-use = Use this chain

## How to play
snake-rule-1 = Fold the chain of cubes into one big cube.
snake-rule-2 = The chain runs straight through its straight cubes; at each corner cube it turns, and the rest of the chain can twist about the corner a quarter turn at a time. Set every corner so that all the cubes fill the box exactly: none outside it (they show pale) and none on top of another (they show red).
snake-rule-ghosts = Pick a corner and its other ways show as ghosts before you turn it: green fits in a box, grey leaves it (it says how many cubes), red runs into the chain (it says which cube). Click a ghost to turn that way.
snake-rule-3 = A corner can be set four ways, each one move however many presses it takes (the corner outlined, the cube after it in gold; a Hint picks its corner and names the presses):
snake-control-1 = Click a cube, or Tab and Shift-Tab
snake-control-1-does = pick a corner
snake-control-2 = Q and E, or Shift-drag
snake-control-2-does = turn the chain at the corner
snake-control-3 = Backspace
snake-control-3-does = straighten the corner
snake-control-4 = Drag, scroll, right-drag
snake-control-4-does = turn, zoom and move the view (arrows, Page Up, Page Down, Home)
snake-control-5 = Click a ghost or its label
snake-control-5-does = turn the chain that way
snake-help = Pick a corner (click a cube, or Tab): its ghosts show where each turn goes. Click one, or press Q or E
snake-touch-1 = Tap a cube
snake-touch-1-does = pick its corner
snake-touch-2 = Turn buttons in the panel
snake-touch-2-does = turn the chain at the corner
snake-touch-3 = One finger, two fingers, pinch
snake-touch-3-does = turn, move and zoom the view
snake-touch-4 = Tap a ghost's label
snake-touch-4-does = turn the chain that way
snake-touch-help = Tap a cube to pick a corner: its ghosts show where each turn goes. Tap one, or use the panel's buttons

## The first level's guide
guide-snake-1 = The outlined corner can turn four ways, shown as ghosts: green fits the box, red runs into the chain. Click a green ghost, or press the keys on its label.
guide-snake-1-touch = The outlined corner can turn four ways, shown as ghosts: green fits the box, red runs into the chain. Tap the label of a green ghost.
guide-snake-2 = Tab picks the next corner (Shift-Tab the one before), or click a cube. Its ghosts show again: take one that fits.
guide-snake-2-touch = Tap the next cube to pick its corner. Its ghosts show again: take one that fits.
guide-snake-3 = Q and E turn the picked corner a quarter turn each way, Backspace straightens it. Drag to turn the view, scroll to zoom, Home puts it back.
guide-snake-3-touch = The panel's turn buttons turn the picked corner a quarter turn each way. One finger turns the view, a pinch zooms.
guide-snake-4 = Fill the box: every cube in, none on another. Stuck? H names the corner that is wrong, H again shows the move.
guide-snake-4-touch = Fill the box: every cube in, none on another. Stuck? Hint names the corner that is wrong, Hint again shows the move.

## Its levels and chapters
chapter-snake-corners = Corners
chapter-snake-corners-teaches = A corner turns the rest of the chain four ways: take the one that fits.
chapter-snake-classic = The 3×3×3
chapter-snake-classic-teaches = A whole chain from straight: a run of three lies along an edge of the box.
chapter-snake-four = The 4×4×4
chapter-snake-four-teaches = Sixty-four cubes: place the long runs first, fill a layer at a time.
chapter-snake-five = The 5×5×5
chapter-snake-five-teaches = A hundred and twenty-five cubes, for the patient.
level-snake-01-eight-cubes = Eight cubes
level-snake-02-four-corners-to-go = Four corners to go
level-snake-03-half-folded = Half folded
level-snake-04-four-ways = Four ways
level-snake-05-the-classic = The classic
level-snake-06-one-way-only = One way only
level-snake-07-loose-coils = Loose coils
level-snake-08-twenty-seven = Twenty-seven
level-snake-09-half-a-wooden-snake = Half a wooden snake
level-snake-10-straight-lines = Straight lines
level-snake-11-long-runs = Long runs
level-snake-12-tight-corners = Tight corners
level-snake-13-twisty = Twisty
level-snake-14-the-wooden-snake = The wooden snake
level-snake-15-five-by-five = Five by five
level-snake-16-long-chain = A hundred and twenty-five

## Moves, refusals and hints in words
# How a corner is set, by quarter turns (0 to 3).
snake-twist = { $quarters ->
    [0] fold back
    [1] quarter turn
    [2] zig-zag
   *[3] three-quarter turn
}
snake-move = { $quarters ->
    [0] fold corner { $n } back
    [1] give corner { $n } a quarter turn
    [2] make corner { $n } a zig-zag
   *[3] give corner { $n } a three-quarter turn
}
snake-move-straighten = straighten corner { $n }
snake-move-by = { $move }: { $keys }
snake-my-chain = My snake
snake-letter-hover = Letter { $number }
snake-chain-bad-letter = Only F (straight on) and T (turn) make a chain, not { $found }
snake-chain-no-letters = The chain has no letters: write it as F (straight on) and T (turn)
snake-chain-length = { $letters ->
    [one] The chain has { $letters } letter, but a chain that folds into a cube has 7, 26, 63 or 124
   *[other] The chain has { $letters } letters, but a chain that folds into a cube has 7, 26, 63 or 124
}
snake-chain-long-run = Cubes { $first } to { $last } lie in a straight line of { $cubes }, longer than the side of the { $side }×{ $side }×{ $side } cube
snake-refused-straight = Cube { $cube } goes straight on: only corner cubes turn
snake-refused-same-twist = That corner is already turned that way
snake-board-overlapping = { $cubes ->
    [one] 1 cube overlaps another
   *[other] { $cubes } cubes overlap
}
snake-board-outside = { $cubes ->
    [one] 1 cube outside the box
   *[other] { $cubes } cubes outside the box
}
snake-board-corner = Corner { $n }, at cube { $cube }: { $how }

## The ways a picked corner can be set, seen before one is chosen
snake-way-fits = fits
snake-way-leaves = { $cubes ->
    [one] 1 cube out
   *[other] { $cubes } cubes out
}
snake-way-runs-into = hits cube { $cube }
snake-way-said = { $keys }: { $verdict }

## The solver's lines and hints
snake-idea-next = Corner { $n } (cube { $cube }) is the one to set next: { $fits ->
    [0] none of its four ways fits
    [4] all four of its ways fit
    [one] one of its four ways fits
   *[other] { $fits } of its four ways fit
}
snake-idea-runs-into = Corner { $n } (cube { $cube }) is wrong: the chain after it runs into cube { $hit }
snake-idea-leaves = Corner { $n } (cube { $cube }) is wrong: the chain after it leaves the box, { $outside ->
    [one] 1 cube out
   *[other] { $outside } cubes out
}
snake-idea-dead-end = Corner { $n } (cube { $cube }) fits for now, but from there the box cannot be filled
snake-idea-then = { $idea }. Ask for a hint again for the move.
spoken-no-corner = No corner picked yet: Tab picks one

## The level editor
editor-unsolvable-snake = Cannot be solved: no way of folding the chain fills the cube.
editor-snake-hint = The chain, one letter per cube after the first: F goes straight on, T turns.
editor-snake-no-letters = The chain needs letters: F goes straight on, T turns.

## What cannot be read
snake-fold-not-a-twist = expected a twist 0 to 3 or '.' for each corner, found { $found }
snake-fold-too-many = more twists than the { $corners } corners of the chain

## A level list's line of details
snake-summary-cube = { $side }×{ $side }×{ $side }
snake-summary-cubes = { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
}

## The level editor's verdict
editor-snake-folds = { $count ->
    [one] Folds into the cube in { $count } distinct way
   *[other] Folds into the cube in { $count } distinct ways
}
editor-snake-folds-at-least = { $count ->
    [one] Folds into the cube in at least { $count } distinct way
   *[other] Folds into the cube in at least { $count } distinct ways
}
