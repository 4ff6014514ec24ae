# Every word of this puzzle (lights): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-lights = Luces
puzzle-lights-blurb = Apaga una fila de lámparas.

## How to play
lights-rule-1 = Apaga todas las lámparas.
lights-rule-2 = Al pulsar una lámpara, cambian ella y las de al lado: las encendidas se apagan y las apagadas se encienden.
lights-control-1 = Clic en una lámpara
lights-control-1-does = púlsala
lights-help = Haz clic en una lámpara para cambiarla a ella y a sus vecinas
lights-touch-1 = Toca una lámpara
lights-touch-1-does = púlsala
lights-touch-help = Toca una lámpara para cambiarla a ella y a sus vecinas
lights-move = pulsa la lámpara { $lamp }
lights-one-row = Las lámparas van en una sola fila.
lights-board-line = { $on } de { $of } lámparas encendidas
lights-board-lamp = { $on ->
    [true] encendida
   *[other] apagada
}

## The first level's guide
guide-lights-1 = Tu primer movimiento: { $hint }. Haz clic en esa lámpara: ella y las de al lado cambian.
guide-lights-1-touch = Tu primer movimiento: { $hint }. Toca esa lámpara: ella y las de al lado cambian.

## Its levels and chapters
level-lights-01-three-in-a-row = Tres en fila
level-lights-02-two-apart = Dos parejas separadas
level-lights-03-row-of-5 = Una fila de 5
level-lights-04-row-of-6 = Una fila de 6
level-lights-05-row-of-12 = Una fila de 12
level-lights-06-checkers = Damero
level-lights-07-row-of-7 = Una fila de 7
level-lights-08-row-of-8 = Una fila de 8
level-lights-09-row-of-10 = Una fila de 10
level-lights-10-row-of-9 = Una fila de 9

## The level editor
editor-unsolvable-lights = No tiene solución: ninguna combinación de pulsaciones apaga todas las lámparas.

## What cannot be read
lights-not-a-lamp = { $found } no es una lámpara: dibuja con «*» una lámpara encendida y con «.» una apagada
lights-too-many = una fila tiene como mucho { $most } lámparas

## A level list's line of details
lights-summary-lamps-on = { $on } de { $of } lámparas encendidas
