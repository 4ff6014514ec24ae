# So spielt man jedes Rätsel: die Regeln, die Steuerung (Tasten oder Gesten, und was sie tun)
# und eine Zeile für vor dem ersten Zug.

## Die Tasten eines Levels, wie die Anleitungen sie aufzählen
keys-shared = Z rückgängig · Y wiederholen · R neu starten · H Tipp · S der Löser spielt · N neues Level · X teilen · Esc zurück
keys-program = Z Änderung rückgängig · Y wiederholen · R Kugel zurück · H Tipp · S das beste Programm · K lösbar? · N neue Karte · X teilen · Esc zurück
keys-listening = A sagt das Letzte noch einmal · B liest das ganze Brett vor · I Züge und Par · W wo der Cursor ist (für einen Bildschirmleser)
