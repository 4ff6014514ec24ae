# Hinweise über jedem Bildschirm und Fehler, die das Spiel dem Spieler zeigt, auf Deutsch.

## Über jedem Bildschirm
notice-drop-to-play = Leveldatei hier ablegen, um das Level zu spielen
notice-levels-full = „Deine Levels“ behält pro Rätsel { $most } zufällige oder geteilte Levels: { $gone } hat diesem Platz gemacht
notice-getting-ready = Wird vorbereitet…

## Eine Leveldatei oder ein Levelcode, der sich nicht spielen lässt ($why: die Worte des Lesers)
error-file-kind = { $file }: Rätsel am Dateinamen nicht erkennbar; Leveldateien enden auf { $endings }
error-file-not-found = { $file }: Datei nicht lesbar: Sie existiert nicht (und es gibt kein eingebautes Level dieses Namens)
error-file-denied = { $file }: Datei nicht lesbar: Zugriff verweigert
error-file-unreadable = { $file }: Datei nicht lesbar: { $why }
error-file-folder = { $file }: ist ein Ordner, keine Leveldatei
error-file-not-regular = { $file }: ist keine normale Datei (sondern ein Gerät, eine Pipe oder ein Socket), also keine Leveldatei
error-file-too-large = { $file }: Die Datei ist größer als 1 MiB, zu groß für ein Level
error-file-not-utf8 = { $file }, Zeile { $line }, Spalte { $column }: Die Datei ist kein UTF-8-Text
error-file-at = { $file }, Zeile { $line }, Spalte { $column }: { $why }
error-file-whole = { $file }: { $why }
error-level-code = Dieser Levelcode lässt sich nicht öffnen: { $why }

## Ein Spielstand, der sich nicht ganz lesen ließ
error-save-unreadable = Der Spielstand ließ sich nicht lesen ({ $error }); in dieser Sitzung wird nichts gespeichert.
error-save-failing = Dein Fortschritt kann nicht gespeichert werden ({ $error }). Das Spiel behält ihn, versucht es alle paar Sekunden wieder und noch einmal beim Schließen.
notice-save-works-again = Dein Fortschritt wird wieder gespeichert.
notice-save-gave-way = Der Spielstand hat seine Höchstgröße (64 MiB) erreicht: { $folded } ältere beendete Levels wurden in ihre Summen gefasst und { $places } halb gespielte Levels vergessen, die ältesten zuerst.
error-save-no-storage = dieser Browser gibt der Seite keinen lokalen Speicher
error-save-storage-unreadable = der lokale Speicher ließ sich nicht lesen
error-save-damaged = Der Spielstand ließ sich nicht ganz lesen: Er ist beschädigt ({ $error }).
error-save-lost = Der Spielstand ließ sich nicht ganz lesen: Einige Einträge sind beschädigt: { $records }.
error-save-not-ours = Der Spielstand ließ sich nicht ganz lesen: Er hat nicht das Format, das dieses Spiel schreibt.
error-save-list-separator = {", "}
error-save-lost-record = der Eintrag von Level { $level }
error-save-lost-place = wo Level { $level } stand
error-save-lost-draft = das ungespeicherte Level im Editor von { $puzzle }
error-save-lost-settings = die Einstellungen
error-save-lost-setting = die Einstellung { $setting }
error-save-lost-mine = gespeichertes Level Nr. { $number }
error-save-lost-daily = die Aufzeichnung der Tagesauswahl vom { $date }
error-save-lost-finished = Eintrag Nr. { $number } der gelösten Level
error-save-lost-older = die Zusammenfassung der älteren gelösten Level in { $puzzle }
error-save-lost-rating = die Wertung in { $puzzle }
# $what: einer der Sätze oben.
error-save-kept-aside = { $what } { $count ->
    [one] { $count } Eintrag blieb erhalten
   *[other] { $count } Einträge blieben erhalten
   }; die Datei liegt unverändert in { $copy }.
error-save-kept-in-storage = { $what } { $count ->
    [one] { $count } Eintrag blieb erhalten
   *[other] { $count } Einträge blieben erhalten
   }; der Spielstand liegt unverändert im Browserspeicher unter dem Schlüssel { $key }.
error-save-not-aside = { $what } { $count ->
    [one] { $count } Eintrag blieb erhalten
   *[other] { $count } Einträge blieben erhalten
   }; er ließ sich nicht beiseitekopieren, bleibt daher unberührt, und in dieser Sitzung wird nichts gespeichert.
notice-paste-cut = Der eingefügte Text wurde auf seine ersten { $most } Zeichen gekürzt (er hatte { $chars }): Kein Feld nimmt mehr auf.

## Fortschritt aus einer Datei
import-refused = { $file }: { $why }; es wurde nichts importiert.
import-not-an-object = es ist keine puzzlebox-Fortschrittsdatei, die ein einziges JSON-Objekt ist
import-not-json = Zeile { $line }, Spalte { $column }: es ist kein JSON ({ $said })
import-not-progress = Zeile { $line }, Spalte { $column }: es ist keine puzzlebox-Fortschrittsdatei ({ $said })
import-newer = sie wurde von einem neueren Spiel geschrieben (Fortschrittsversion { $version }; dieses Spiel liest bis { $most })
import-not-in-force = sie enthält eine Level-ID mit Steuerzeichen oder Tastenbelegungen, die nicht alle gelten können
import-claim-no-moves = Level { $level } gilt als in 0 Zügen gelöst, was nicht sein kann
import-claim-no-time = Level { $level } gilt als in 0 ms gelöst, was nicht sein kann
import-claim-attempts = Level { $level } wurde { $count }-mal begonnen, öfter als die { $most } Mal, die ein Spieler schafft
import-claim-par-unsolved = Level { $level } hat sein Par erreicht, ist aber nicht gelöst
import-claim-below-par = Level { $level } gilt als in { $best } Zügen gelöst, weniger als sein Par von { $par }, das Minimum
import-claim-no-date = Level { $of } wurde am { $day } beendet, und das ist kein Datum
import-too-large = { $file }: die Datei ist größer als 64 MiB, zu groß für einen Fortschritt; es wurde nichts importiert.
import-folder = { $file }: das ist ein Ordner, keine Fortschrittsdatei; es wurde nichts importiert.
import-not-regular = { $file }: das ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); es wurde nichts importiert.
import-unreadable = { $file }: die Datei lässt sich nicht lesen ({ $error }); es wurde nichts importiert.
import-too-large-merged = { $file }: damit wäre der Fortschritt größer, als ein Spielstand sein darf (64 MiB), selbst mit zusammengefasstem Verlauf und ohne halb gespielte Levels; es wurde nichts importiert.
import-not-saved = { $file }: der Fortschritt kann hier nicht gespeichert werden (siehe die Warnung zum Spielstand); es wurde nichts importiert.
import-nothing-new = { $file } enthält nichts Neues: alles davon ist schon hier.
import-added = Aus { $file } importiert: { $added }.
import-list-separator = ,{" "}
import-part-records = { $count ->
    [one] 1 Level-Eintrag hinzugefügt
   *[other] { $count } Level-Einträge hinzugefügt
}
import-part-improved = { $count } verbessert
import-part-finished = { $count ->
    [one] 1 beendetes Level
   *[other] { $count } beendete Levels
}
import-part-made = { $count ->
    [one] 1 selbst gebautes Level
   *[other] { $count } selbst gebaute Levels
}
import-part-days = { $count ->
    [one] 1 Tagesrätsel-Tag
   *[other] { $count } Tagesrätsel-Tage
}
import-part-ratings = { $count ->
    [one] 1 Wertung
   *[other] { $count } Wertungen
}
import-part-places = { $count ->
    [one] 1 halb gespieltes Level
   *[other] { $count } halb gespielte Levels
}
import-part-drafts = { $count ->
    [one] 1 im Editor gelassenes Level
   *[other] { $count } im Editor gelassene Levels
}
