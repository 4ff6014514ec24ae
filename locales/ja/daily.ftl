# 今日の5問：毎日、パズルごとに1ステージ。同じ日付なら、どのプレイヤーにも同じステージです。

## タイトル画面
title-daily = 今日の5問
title-daily-hover = パズルごとに1ステージ。毎日新しくなり、みんな同じステージを遊びます

## 今日の5問の画面
daily-back = ← タイトル
daily-heading = 今日の5問
daily-share-button = 共有
daily-share-hover = ステージの中身は見せずに、その日の結果をコピー
daily-shared = その日の結果をコピーしました。好きなところに貼り付けてください。
daily-copied = コピーしました
# $weekday：monday … sunday。$date：2026-11-26。$difficulty：difficulty-… の言葉。$today：
# yes か no。
daily-day = { $date }（{ $weekday ->
    [monday] 月曜日
    [tuesday] 火曜日
    [wednesday] 水曜日
    [thursday] 木曜日
    [friday] 金曜日
    [saturday] 土曜日
   *[sunday] 日曜日
}）· { $difficulty }{ $today ->
    [yes] {""} · 今日
   *[no] {""}
}
daily-making = この日のステージを作っています…
daily-not-made = この日のステージを作れませんでした。
daily-par = 最短 { $par }
daily-play = プレイ
daily-go-on = 続ける

## 各ステージの進み具合（前に付く印はどの言語でも同じ）
daily-not-yet = まだ
daily-in-progress = プレイ中
daily-with-help = 助けを借りてクリア
daily-solved = クリア
daily-at-par = 最短達成

## 連続記録
daily-streak = { $days ->
    [one] 連続記録：{ $days } 日
   *[other] 連続記録：{ $days } 日
} · ベスト { $best } 日
daily-streak-rule = その日の5問を、その日のうちに（あなたの時計で）全部クリアすると、1日と数えます。ヒントは使ってもかまいませんが、ソルバーが解いたステージはあなたのクリアになりません。今日の5問は夜12時まで間に合うので、それまで連続記録は途切れません。
daily-next = 新しい5問まであと { $hours } 時間 { $minutes } 分

## これまでの日のカレンダー
# $month：1〜12。
daily-month = { $year }年{ $month ->
    [1] 1月
    [2] 2月
    [3] 3月
    [4] 4月
    [5] 5月
    [6] 6月
    [7] 7月
    [8] 8月
    [9] 9月
    [10] 10月
    [11] 11月
   *[12] 12月
}
daily-month-before = 前の月
daily-month-after = 次の月
# $day：月曜日が 0、日曜日が 6。
daily-weekday-short = { $day ->
    [0] 月
    [1] 火
    [2] 水
    [3] 木
    [4] 金
    [5] 土
   *[6] 日
}
daily-day-hover = { $date }：5問中 { $finished } 問クリア

## 「共有」でコピーされる結果
# $signs：パズルごとの印（★ 最短達成、✔ クリア、○ 助けを借りてクリア、… プレイ中、– まだ）。
# $link：その日のステージへのリンク、またはそれを開くコマンド。
daily-share = puzzlebox { $date }: { $signs } · { $solved }/{ $of } · { $time }
    { $link }

hud-back-daily = ← 今日の5問
hud-back-daily-hover = 今日の5問に戻る（Esc）
# A daily level's name, over its board.
daily-level-title = { $date } の問題

## On the stats screen
stats-daily = { $days } 日プレイ · 5問すべてをその日にクリア { $complete } 日 · ★ 最短達成 { $at_par }
