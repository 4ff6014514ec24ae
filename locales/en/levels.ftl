# The built-in levels' titles (level-<puzzle>-<file name>) and the words of the level lists:
# what a level holds, in a few words, and the name of a level of one's own with none.

## shot
level-shot-01-the-example = The example
level-shot-02-hash-marks = Hash marks
level-shot-03-five-alive = Five alive
level-shot-04-corner-pocket = Corner pocket
level-shot-05-crossfire = Crossfire
level-shot-06-ricochet = Ricochet
level-shot-07-domino-run = Domino run
level-shot-08-scatter = Scatter
level-shot-09-long-shot = Long shot
level-shot-10-chain-reaction = Chain reaction
level-shot-11-full-house = Full house
level-shot-12-fourteen = Fourteen

## snake
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

## klotski
level-klotski-01-side-step = Side step
level-klotski-02-shuffle = Shuffle
level-klotski-03-crossroads = Crossroads
level-klotski-04-wide-load = Wide load
level-klotski-05-traffic = Traffic
level-klotski-06-rush-hour = Rush hour
level-klotski-07-gridlock = Gridlock
level-klotski-08-the-original = The original
level-klotski-09-labyrinth = Labyrinth
level-klotski-10-long-way-round = Long way round
level-klotski-11-the-marathon = The marathon
level-klotski-12-only-18-steps = Only 18 steps
level-klotski-13-violet = Violet
level-klotski-14-daisy = Daisy
level-klotski-15-pansy = Pansy
level-klotski-16-poppy = Poppy
level-klotski-17-snowdrop = Snowdrop
level-klotski-18-red-donkey = Red donkey
level-klotski-19-trail = Trail
level-klotski-20-ambush = Ambush

## kodable
level-kodable-01-first-roll = First roll
level-kodable-02-round-the-corner = Round the corner
level-kodable-03-there-and-back = There and back
level-kodable-04-a-star-on-the-way = A star on the way
level-kodable-05-zigzag = Zigzag
level-kodable-06-stop-on-pink = Stop on pink
level-kodable-07-a-yellow-turn = A yellow turn
level-kodable-08-two-colours = Two colours
level-kodable-09-stairs = Stairs
level-kodable-10-steps-and-stars = Steps and stars
level-kodable-11-pink-steps = Pink steps
level-kodable-12-winding-down = Winding down
level-kodable-13-four-bends = Four bends
level-kodable-14-stairs-bends-and-a-pink-door = Stairs, bends and a pink door
level-kodable-15-the-long-road = The long road
level-kodable-16-the-maze = The maze

## fifteen
level-fifteen-01-first-light = First light
level-fifteen-02-three-by-three = Three by three
level-fifteen-03-tangled-eight = Tangled eight
level-fifteen-04-eleven = Eleven
level-fifteen-05-four-by-four = Four by four
level-fifteen-06-shades = Shades
level-fifteen-07-dusk = Dusk
level-fifteen-08-twilight = Twilight
level-fifteen-09-long-shadows = Long shadows
level-fifteen-10-midnight = Midnight
level-fifteen-11-five-by-five = Five by five

## lights
level-lights-01-three-in-a-row = Three in a row
level-lights-02-two-apart = Two apart
level-lights-03-row-of-5 = A row of 5
level-lights-04-row-of-6 = A row of 6
level-lights-05-row-of-12 = A row of 12
level-lights-06-checkers = Checkers
level-lights-07-row-of-7 = A row of 7
level-lights-08-row-of-8 = A row of 8
level-lights-09-row-of-10 = A row of 10
level-lights-10-row-of-9 = A row of 9
## A level list's line of details: its parts (a size such as 4×5 is written in figures alone),
## one after another
level-summary-join = { $first }, { $then }
level-summary-balls = { $count ->
    [one] { $count } ball
   *[other] { $count } balls
}
level-summary-cubes = { $count ->
    [one] { $count } cube
   *[other] { $count } cubes
}
level-summary-map = { $cols }×{ $rows } map
level-summary-bonuses = { $count ->
    [one] { $count } bonus
   *[other] { $count } bonuses
}
level-summary-counted-step = counted in steps
level-summary-counted-slide = counted in slides
level-summary-counted-move = counted in moves
level-summary-lamps-on = { $on } of { $of } lamps on

## A level of one's own with no title
level-untitled = My level
## Under the level-code field, for text that is no code
level-code-not-a-code = a level code starts with "pb1."

# A level made by the generator, named by its seed.
level-random = Random level #{ $seed }
