# La serie del día: un nivel de cada rompecabezas por día, el mismo para todos los jugadores en esa fecha.

## En la pantalla de título
title-daily = Rompecabezas de hoy
title-daily-hover = Un nivel de cada rompecabezas, nuevo cada día, el mismo para todos

## La pantalla de la serie del día
daily-back = ← Título
daily-heading = Rompecabezas de hoy
daily-share-button = Compartir
daily-share-hover = Copia el resultado del día, sin revelar los niveles
daily-shared = Resultado del día copiado: pégalo donde quieras
daily-copied = Copiado
# $weekday: monday … sunday; $date: 2026-11-26; $difficulty: una palabra difficulty-…; $today:
# yes o no.
daily-day = { $weekday ->
    [monday] Lunes
    [tuesday] Martes
    [wednesday] Miércoles
    [thursday] Jueves
    [friday] Viernes
    [saturday] Sábado
   *[sunday] Domingo
}, { $date } · { $difficulty }{ $today ->
    [yes] {""} · hoy
   *[no] {""}
}
daily-making = Creando los rompecabezas de este día…
daily-not-made = No se pudieron crear los rompecabezas de este día.
daily-par = par { $par }
daily-play = Jugar
daily-go-on = Seguir

## Hasta dónde llegó cada nivel (el signo de delante es el mismo en todos los idiomas)
daily-not-yet = aún no
daily-in-progress = empezado
daily-with-help = resuelto con ayuda
daily-solved = resuelto
daily-at-par = resuelto en par

## La racha
daily-streak = { $days ->
    [one] Racha: { $days } día
   *[other] Racha: { $days } días
} · mejor { $best }
daily-streak-rule = Un día cuenta si resuelves sus cinco rompecabezas ese mismo día, según tu propio reloj. Puedes usar pistas, pero un nivel que termina el resolvedor no cuenta como tuyo. Tienes hasta medianoche para resolver los cinco de hoy y mantener la racha.
daily-next = Rompecabezas nuevos en { $hours } h { $minutes } min

## El calendario de los días pasados
# $month: de 1 a 12.
daily-month = { $month ->
    [1] Enero
    [2] Febrero
    [3] Marzo
    [4] Abril
    [5] Mayo
    [6] Junio
    [7] Julio
    [8] Agosto
    [9] Septiembre
    [10] Octubre
    [11] Noviembre
   *[12] Diciembre
} de { $year }
daily-month-before = El mes anterior
daily-month-after = El mes siguiente
# $day: 0 para el lunes hasta 6 para el domingo.
daily-weekday-short = { $day ->
    [0] Lu
    [1] Ma
    [2] Mi
    [3] Ju
    [4] Vi
    [5] Sá
   *[6] Do
}
daily-day-hover = { $date }: { $finished } de 5 terminados

## El resultado, tal como lo copia Compartir
# $signs: un signo por rompecabezas (★ en par, ✔ resuelto, ○ con ayuda, … empezado, – aún no);
# $link: un enlace a los rompecabezas del día, o la orden que los abre.
daily-share = puzzlebox { $date }: { $signs } · { $solved }/{ $of } · { $time }
    { $link }

hud-back-daily = ← Hoy
hud-back-daily-hover = Volver a los rompecabezas de hoy (Esc)
# A daily level's name, over its board.
daily-level-title = Rompecabezas del día, { $date }

## On the stats screen
stats-daily = { $days ->
        [one] { $days } día jugado
       *[other] { $days } días jugados
    } · { $complete } con los cinco resueltos el mismo día · ★ { $at_par } en par
