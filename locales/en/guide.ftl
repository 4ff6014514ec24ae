## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Skip
guide-done = You've got it! The rest is yours: H shows a hint whenever you are stuck.
guide-done-touch = You've got it! The rest is yours: Hint shows the next move whenever you are stuck.
rules-show-me = Show me again
guide-shot-1 = Your first move: { $hint }. Press that ball and swipe it that way, or pick it with the arrow keys and Enter, then press an arrow.
guide-shot-1-touch = Your first move: { $hint }. Press that ball and swipe it that way.
guide-shot-2 = A flung ball rolls until it hits another and knocks it on; leave one ball. Next: { $hint }.
guide-klotski-1 = Your first move: { $hint }. Drag that block there, or pick it with the arrow keys and Enter, then move it with the arrows.
guide-klotski-1-touch = Your first move: { $hint }. Drag that block there with your finger.
guide-klotski-2 = Blocks slide into empty cells; bring the red block to its goal. Next: { $hint }.
guide-fifteen-1 = Your first move: { $hint }. Click that tile and it slides into the gap, or slide with the arrow keys.
guide-fifteen-1-touch = Your first move: { $hint }. Tap that tile and it slides into the gap.
guide-fifteen-2 = Put the tiles in order, from the lightest to the darkest, the gap last. Next: { $hint }.
guide-snake-1 = Your first move: { $hint }. Press that key to turn the chain at the outlined corner.
guide-snake-1-touch = Your first move: { $hint }. Tap that turn button in the panel to turn the chain at the outlined corner.
guide-snake-2 = Next: { $hint }. That corner is picked for you and outlined (Tab picks another, or click a cube).
guide-snake-2-touch = Next: { $hint }. That corner is picked for you and outlined (tap a cube to pick another).
guide-kodable-1 = Click an arrow in the blocks to put it in your program: the ball will roll that way.
guide-kodable-1-touch = Tap an arrow in the blocks to put it in your program: the ball will roll that way.
guide-kodable-2 = Now press Run (Space) and watch the ball roll until something stops it. Add more arrows if it has to turn.
guide-kodable-2-touch = Now tap Run and watch the ball roll until something stops it. Add more arrows if it has to turn.
guide-lights-1 = Your first move: { $hint }. Click that lamp: it and the lamps beside it switch.
guide-lights-1-touch = Your first move: { $hint }. Tap that lamp: it and the lamps beside it switch.
