## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Überspringen
guide-done = Du hast es raus! Der Rest gehört dir: „Tipp“ (H) zeigt den nächsten Zug, wenn du nicht weiterkommst.
guide-done-touch = Du hast es raus! Der Rest gehört dir: Tipp zeigt den nächsten Zug, wenn du nicht weiterkommst.
rules-show-me = Noch einmal zeigen
