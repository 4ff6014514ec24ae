# Die Titel der mitgelieferten Level (level-<Rätsel>-<Dateiname>) und die Wörter der Levellisten: was ein Level enthält, in wenigen Worten, und der Name eines eigenen Levels ohne Titel.

## Die Detailzeile einer Levelliste: ihre Teile (eine Größe wie 4×5 steht nur in Ziffern), einer nach dem anderen
level-summary-join = { $first }, { $then }
level-summary-size = { $width }×{ $height }

## Ein eigenes Level ohne Titel
level-untitled = Mein Level
## Unter dem Feld für Level-Codes, wenn das Eingegebene kein Code ist
level-code-not-a-code = ein Levelcode beginnt mit „pb1.“

# A level made by the generator, named by its seed.
level-random = Zufallslevel Nr. { $seed }
