# Los avisos sobre todas las pantallas y los errores que el juego muestra al jugador, en español.

## Sobre todas las pantallas
notice-drop-to-play = Suelta un archivo de nivel para jugarlo
notice-levels-full = Tus niveles guardan { $most } niveles aleatorios o compartidos por rompecabezas: { $gone } ha dejado su sitio a este
notice-getting-ready = Preparando…

## Un archivo o código de nivel que no se puede jugar ($why: lo que dice el lector)
error-file-kind = { $file }: el nombre no dice de qué rompecabezas es; los archivos de nivel terminan en { $endings }
error-file-not-found = { $file }: no se puede leer el archivo: no existe (ni hay un nivel incluido con ese nombre)
error-file-denied = { $file }: no se puede leer el archivo: permiso denegado
error-file-unreadable = { $file }: no se puede leer el archivo: { $why }
error-file-folder = { $file }: es una carpeta, no un archivo de nivel
error-file-not-regular = { $file }: no es un archivo normal (es un dispositivo, una tubería o un socket), no un archivo de nivel
error-file-too-large = { $file }: el archivo pasa de 1 MiB, demasiado grande para un nivel
error-file-not-utf8 = { $file }, línea { $line }, columna { $column }: el archivo no es texto UTF-8
error-file-at = { $file }, línea { $line }, columna { $column }: { $why }
error-file-whole = { $file }: { $why }
error-level-code = No se puede abrir este código de nivel: { $why }

## Un progreso guardado que no se pudo leer entero
error-save-unreadable = No se pudo leer el progreso guardado ({ $error }); en esta sesión no se guardará el progreso.
error-save-failing = No se puede guardar tu progreso ({ $error }). El juego lo conserva, lo vuelve a intentar cada pocos segundos y una vez más al cerrarse.
notice-save-works-again = Tu progreso vuelve a guardarse.
notice-save-gave-way = La partida guardada llegó al máximo que puede ocupar (64 MiB): { $folded } niveles terminados más antiguos pasaron a sus totales y se olvidaron { $places } niveles a medias, los más antiguos primero.
error-save-no-storage = este navegador no da almacenamiento local a la página
error-save-storage-unreadable = no se pudo leer el almacenamiento local
error-save-damaged = El progreso guardado no se pudo leer entero: está dañado ({ $error }).
error-save-lost = El progreso guardado no se pudo leer entero: hay registros dañados: { $records }.
error-save-not-ours = El progreso guardado no se pudo leer entero: no tiene el formato que escribe este juego.
error-save-list-separator = {", "}
error-save-lost-record = el registro del nivel { $level }
error-save-lost-place = dónde se dejó el nivel { $level }
error-save-lost-draft = el nivel sin guardar del editor de { $puzzle }
error-save-lost-settings = los ajustes
error-save-lost-setting = el ajuste { $setting }
error-save-lost-mine = el nivel guardado número { $number }
error-save-lost-daily = el registro de la serie del día { $date }
error-save-lost-finished = la entrada número { $number } de los niveles terminados
error-save-lost-older = el resumen de los niveles terminados más antiguos de { $puzzle }
error-save-lost-rating = la puntuación en { $puzzle }
# $what: una de las frases de arriba.
error-save-kept-aside = { $what } { $count ->
    [one] Se pudo conservar { $count } registro
   *[other] Se pudieron conservar { $count } registros
   }; el archivo se guardó tal cual en { $copy }.
error-save-kept-in-storage = { $what } { $count ->
    [one] Se pudo conservar { $count } registro
   *[other] Se pudieron conservar { $count } registros
   }; la partida guardada se conservó tal cual en el almacenamiento del navegador, con la clave { $key }.
error-save-not-aside = { $what } { $count ->
    [one] Se pudo conservar { $count } registro
   *[other] Se pudieron conservar { $count } registros
   }; no se pudo hacer una copia aparte, así que queda intacto y en esta sesión no se guardará el progreso.
notice-paste-cut = El texto pegado se ha cortado a sus primeros { $most } caracteres (tenía { $chars }): ningún campo admite más.

## Progreso traído de un archivo
import-refused = { $file }: { $why }; no se importó nada.
import-not-an-object = no es un archivo de progreso de puzzlebox, que es un único objeto JSON
import-not-json = línea { $line }, columna { $column }: no es JSON ({ $said })
import-not-progress = línea { $line }, columna { $column }: no es un archivo de progreso de puzzlebox ({ $said })
import-newer = lo escribió un juego más nuevo (versión de progreso { $version }; este juego lee hasta la { $most })
import-not-in-force = contiene un identificador de nivel con caracteres de control, o teclas que no pueden valer todas
import-claim-no-moves = el nivel { $level } figura ganado en 0 movimientos, lo que no puede ser
import-claim-no-time = el nivel { $level } figura ganado en 0 ms, lo que no puede ser
import-claim-attempts = el nivel { $level } se empezó { $count } veces, más que las { $most } que puede un jugador
import-claim-par-unsolved = el nivel { $level } tiene el par alcanzado pero no está resuelto
import-claim-below-par = el nivel { $level } figura ganado en { $best } movimientos, menos que su par de { $par }, el mínimo posible
import-claim-no-date = el nivel { $of } se terminó el { $day }, que no es una fecha
import-too-large = { $file }: el archivo pasa de 64 MiB, demasiado para un progreso; no se importó nada.
import-folder = { $file }: es una carpeta, no un archivo de progreso; no se importó nada.
import-not-regular = { $file }: no es un archivo normal (un dispositivo, una tubería o un socket); no se importó nada.
import-unreadable = { $file }: el archivo no se puede leer ({ $error }); no se importó nada.
import-too-large-merged = { $file }: con él el progreso pasaría del máximo de una partida guardada (64 MiB), aun con el historial resumido y sin niveles a medias; no se importó nada.
import-not-saved = { $file }: el progreso no se puede guardar aquí (mira el aviso sobre la partida guardada); no se importó nada.
import-nothing-new = { $file } no trae nada nuevo: todo ya está aquí.
import-added = Importado de { $file }: { $added }.
import-list-separator = ,{" "}
import-part-records = { $count ->
    [one] 1 registro de nivel añadido
   *[other] { $count } registros de nivel añadidos
}
import-part-improved = { $count } mejorados
import-part-finished = { $count ->
    [one] 1 nivel terminado
   *[other] { $count } niveles terminados
}
import-part-made = { $count ->
    [one] 1 nivel creado
   *[other] { $count } niveles creados
}
import-part-days = { $count ->
    [one] 1 día de retos
   *[other] { $count } días de retos
}
import-part-ratings = { $count ->
    [one] 1 puntuación
   *[other] { $count } puntuaciones
}
import-part-places = { $count ->
    [one] 1 nivel a medias
   *[other] { $count } niveles a medias
}
import-part-drafts = { $count ->
    [one] 1 nivel dejado en el editor
   *[other] { $count } niveles dejados en el editor
}
