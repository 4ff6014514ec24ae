# The built-in levels' titles (level-<puzzle>-<file name>) and the words of the level lists:
# what a level holds, in a few words, and the name of a level of one's own with none.

## A level list's line of details: its parts (a size such as 4×5 is written in figures alone),
## one after another
level-summary-join = { $first }, { $then }
level-summary-size = { $width }×{ $height }

## A level of one's own with no title
level-untitled = My level
## Under the level-code field, for text that is no code
level-code-not-a-code = a level code starts with "pb1."

# A level made by the generator, named by its seed.
level-random = Random level #{ $seed }
