# 内蔵ステージのタイトル（level-<パズル>-<ファイル名>）と、ステージ一覧の文字：ステージの中身をひと言で、タイトルのない自作ステージの名前。

## shot
level-shot-01-the-example = お手本
level-shot-02-hash-marks = 井桁
level-shot-03-five-alive = 五玉そろい踏み
level-shot-04-corner-pocket = コーナーポケット
level-shot-05-crossfire = 十字砲火
level-shot-06-ricochet = 跳ね返り
level-shot-07-domino-run = ドミノ倒し
level-shot-08-scatter = ばらばら
level-shot-09-long-shot = ロングショット
level-shot-10-chain-reaction = 連鎖反応
level-shot-11-full-house = 満員御礼
level-shot-12-fourteen = 十四個

## snake
level-snake-01-eight-cubes = 8つのキューブ
level-snake-02-four-corners-to-go = あと4つの角
level-snake-03-half-folded = 折りかけ
level-snake-04-four-ways = 四方向
level-snake-05-the-classic = 定番
level-snake-06-one-way-only = 道はひとつ
level-snake-07-loose-coils = ゆるいとぐろ
level-snake-08-twenty-seven = 二十七
level-snake-09-half-a-wooden-snake = 半分の木のヘビ
level-snake-10-straight-lines = まっすぐな線
level-snake-11-long-runs = 長い直線
level-snake-12-tight-corners = きつい角
level-snake-13-twisty = くねくね
level-snake-14-the-wooden-snake = 木のヘビ
level-snake-15-five-by-five = 5×5
level-snake-16-long-chain = 百二十五

## klotski
level-klotski-01-side-step = サイドステップ
level-klotski-02-shuffle = 行ったり来たり
level-klotski-03-crossroads = 交差点
level-klotski-04-wide-load = 幅広の荷物
level-klotski-05-traffic = 車の流れ
level-klotski-06-rush-hour = ラッシュアワー
level-klotski-07-gridlock = 大渋滞
level-klotski-08-the-original = 元祖
level-klotski-09-labyrinth = 迷宮
level-klotski-10-long-way-round = 遠回り
level-klotski-11-the-marathon = マラソン
level-klotski-12-only-18-steps = たった18手
level-klotski-13-violet = スミレ
level-klotski-14-daisy = ヒナギク
level-klotski-15-pansy = パンジー
level-klotski-16-poppy = ヒナゲシ
level-klotski-17-snowdrop = スノードロップ
level-klotski-18-red-donkey = 華容道
level-klotski-19-trail = 小道
level-klotski-20-ambush = 待ち伏せ

## kodable
level-kodable-01-first-roll = はじめてのコロコロ
level-kodable-02-round-the-corner = 角を曲がって
level-kodable-03-there-and-back = 行って戻って
level-kodable-04-a-star-on-the-way = 途中に星ひとつ
level-kodable-05-zigzag = ジグザグ
level-kodable-06-stop-on-pink = ピンクで止まれ
level-kodable-07-a-yellow-turn = 黄色で曲がれ
level-kodable-08-two-colours = 2つの色
level-kodable-09-stairs = 階段
level-kodable-10-steps-and-stars = 階段と星
level-kodable-11-pink-steps = ピンクの段
level-kodable-12-winding-down = くねくね下り
level-kodable-13-four-bends = 4つの曲がり角
level-kodable-14-stairs-bends-and-a-pink-door = 階段と曲がり角とピンクの扉
level-kodable-15-the-long-road = 長い道のり
level-kodable-16-the-maze = 迷路

## fifteen
level-fifteen-01-first-light = 夜明け
level-fifteen-02-three-by-three = 3×3
level-fifteen-03-tangled-eight = もつれた8枚
level-fifteen-04-eleven = 11枚
level-fifteen-05-four-by-four = 4×4
level-fifteen-06-shades = 濃淡
level-fifteen-07-dusk = 夕暮れ
level-fifteen-08-twilight = たそがれ
level-fifteen-09-long-shadows = 長い影
level-fifteen-10-midnight = 真夜中
level-fifteen-11-five-by-five = 5×5

## lights
level-lights-01-three-in-a-row = 3つ並び
level-lights-02-two-apart = 離れた2組
level-lights-03-row-of-5 = 5つ並び
level-lights-04-row-of-6 = 6つ並び
level-lights-05-row-of-12 = 12個並び
level-lights-06-checkers = 市松模様
level-lights-07-row-of-7 = 7つ並び
level-lights-08-row-of-8 = 8つ並び
level-lights-09-row-of-10 = 10個並び
level-lights-10-row-of-9 = 9つ並び

## ステージ一覧の詳細行：各部分（4×5 のような大きさは数字だけ）を順に
level-summary-join = { $first }、{ $then }
level-summary-balls = 玉 { $count } 個
level-summary-cubes = キューブ { $count } 個
level-summary-map = { $cols }×{ $rows } マップ
level-summary-bonuses = ボーナス { $count } 個
level-summary-counted-step = 手数はマス単位
level-summary-counted-slide = 手数はスライド単位
level-summary-counted-move = 手数は移動単位
level-summary-lamps-on = ランプ { $of } 個中 { $on } 個が点灯

## タイトルのない自作ステージ
level-untitled = マイステージ
## ステージコード欄の下、コードでないものが入力されたとき
level-code-not-a-code = ステージのコードは「pb1.」で始まります

# A level made by the generator, named by its seed.
level-random = ランダムステージ #{ $seed }
