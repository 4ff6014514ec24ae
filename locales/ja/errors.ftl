# ステージファイル、ステージコード、入力したプログラムが読み込めない理由：日本語。各メッセージの id は、
# パズルの読み込み側がそのエラーに付けている名前です。文の終わりに「。」は付けません：ゲームが
# 枠の中に入れて表示します（「levels/x.shot、3 行目 5 文字目：…」）。
#
# 引数：
#   $found：ほかのものが来るはずの所にあったもの。下の found-… のメッセージの書き方です
#           （「x」、スペース、テキストの終わり）。文の中では「{ $found }になっています」の形で使います。
#   $line, $column：テキストの中の位置（1 から数える）。
#   $why：別のエラーの文。このメッセージがそれを囲みます。

## 見つかったもの
found-end = テキストの終わり
found-space = スペース
found-tab = タブ
found-control = 制御文字（U+{ $code }）
found-invisible = 見えない文字（U+{ $code }）
found-char = 「{ $char }」
found-char-code = 「{ $char }」（U+{ $code }）

# テキストのある位置でのエラー。
error-at-place = { $line } 行目 { $column } 文字目：{ $why }

## すべてのステージファイル
# $key：par、blocks、solutions、seed（「; key: value」の行）、または goal-column か goal-row（箱入り娘のゴール）。
file-number-too-large = { $key ->
    [goal-column] ゴールの列「{ $text }」が大きすぎます：最大は { $most } です
    [goal-row] ゴールの行「{ $text }」が大きすぎます：最大は { $most } です
   *[other] { $key } の「{ $text }」が大きすぎます：最大は { $most } です
}
file-number-expected = { $key ->
    [goal-column] ゴールの列には整数を書いてください：「{ $text }」は整数ではありません
    [goal-row] ゴールの行には整数を書いてください：「{ $text }」は整数ではありません
   *[other] { $key } には整数を書いてください：「{ $text }」は整数ではありません
}
file-key-twice = 「{ $key }」が2回書かれています（1回目は { $first } 行目）：1回だけにしてください
file-empty = ファイルが空です：ステージの図がありません
file-no-drawing = ステージには ; で始まる設定の行か空行しかありません：ステージの図がありません

## 15パズル
fifteen-row-width = 1つの行の数字は { $least }〜{ $most } 個です：この行には { $count } 個あります
fifteen-row-unequal = この行には数字が { $count } 個ありますが、1行目は { $first } 個です：どの行も同じ数にしてください
fifteen-height = 盤の行は { $least }〜{ $most } 行です：この盤は { $count } 行あります
fifteen-not-a-number = タイルの番号かスペースのはずが、{ $found }になっています
fifteen-tile-too-large = タイル { $tile } は大きすぎます：{ $width }×{ $height } の盤のタイルは 1〜{ $last } で、空きマスは 0 です
fifteen-twice = { $tile ->
    [0] 空きマス（0）が2回出てきます（1回目は { $line } 行目 { $column } 文字目）
   *[other] タイル { $tile } が2回出てきます（1回目は { $line } 行目 { $column } 文字目）
}

## 箱入り娘
klotski-not-a-cell = 空いたマスの「.」か、ブロックを表す英字か数字のはずが、{ $found }になっています
klotski-row-unequal = この行には { $count } マスありますが、1行目は { $first } マスです：どの行も同じ長さにしてください
klotski-too-many-cells = 盤は { $width }×{ $height } です：箱入り娘の盤は { $most } マスまでです
klotski-block-outside = ブロック「{ $block }」はすき間のない1つの長方形でなければなりませんが、このマスは { $line } 行目 { $column } 文字目から始まる長方形の外にあります
klotski-block-hole = ブロック「{ $block }」はすき間のない1つの長方形でなければなりませんが、その中のこのマスが{ $found }になっています
klotski-too-many-blocks = 盤にブロックが { $count } 個あります：ブロックは { $most } 個までです
klotski-no-goal = ステージにゴールの行がありません：図の上に「; goal: S 3,2」のような行を加えてください（ブロック、次にその左上のマスの 列,行）
klotski-unknown-metric = 「{ $metric }」という手数の数え方はありません：step、slide、move のどれかにしてください
klotski-goal-not-drawn = ゴールはブロック「{ $block }」を指していますが、「{ $block }」で描かれたブロックがありません
klotski-goal-outside = ゴールはブロック「{ $block }」を { $column },{ $row } に置きますが、そこでは { $width }×{ $height } の盤からはみ出します
klotski-goal-empty = ゴールが空です：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
klotski-goal-block = ゴールのブロックを表す英字か数字のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
klotski-goal-space = ブロックのあとはスペースのはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
# $key：goal-column か goal-row。
klotski-goal-number = { $key ->
    [goal-row] ゴールの行を表す数字のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
   *[other] ゴールの列を表す数字のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
}
klotski-goal-comma = 列と行の間は「,」のはずが、{ $found }になっています：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）
klotski-goal-extra = ゴールのあとに余計な{ $found }があります：ゴールは「S 3,2」のように書きます（ブロック、次に 列,行）

## ショット
shot-empty-row = 空の行があります：何もないマスは「.」で書いてください
shot-row-unequal = この行には { $count } マスありますが、1行目は { $first } マスです：どの行も同じ長さにしてください
shot-no-ball = 盤に玉がありません：ショットのステージには玉が1つ以上必要です
shot-mixed-balls = この盤は玉を「#」で書いているので、「o」は一緒に使えません
shot-not-a-cell = 玉の「o」か、何もないマスの「.」のはずが、{ $found }になっています
shot-too-many-cells = 盤は { $width }×{ $height } です：ショットの盤は { $most } マスまでです

## ライツアウト（おもちゃのパズル）
lights-not-a-lamp = { $found }はランプではありません：点いているランプは「*」、消えているランプは「.」で書いてください
lights-too-many = 1列に並べられるランプは { $most } 個までです

## スネークキューブ（鎖そのもののエラーはパズルの言葉のほうにあります）
snake-fold-not-a-twist = 角ごとに 0〜3 のひねりか「.」のはずが、{ $found }になっています
snake-fold-too-many = ひねりの数が、鎖の { $corners } 個の角より多くなっています

## ボール転がしプログラミング：マップ
kodable-too-many-rows = マップの行が { $most } 行を超えています
kodable-row-unequal = この行には { $count } マスありますが、1行目は { $first } マスです：どの行も同じ長さにしてください
kodable-no-ball = マップにボールがありません：スタートの場所に「@」を書いてください
kodable-no-target = マップにゴールがありません：ゴールを「t」で書いてください
kodable-second-ball = 2つ目のボール「@」があります（1つ目は { $line } 行目 { $column } 文字目）：マップのボールはちょうど1つです
kodable-second-target = 2つ目のゴール「t」があります（1つ目は { $line } 行目 { $column } 文字目）：マップのゴールはちょうど1つです
kodable-too-many-bonuses = ボーナスが { $most } 個を超えています：マップに置けるボーナスは { $most } 個までです
kodable-empty-row = マップの中に空の行があります：どの行にもマスが必要です
kodable-too-many-tiles = この行のマスが { $most } 個を超えています
kodable-tab = マスの間にタブがあります：マスはスペース1つで区切ります
kodable-missing-space = { $found }の前にスペースがありません：マスはスペース1つで区切ります
kodable-not-a-space = マスの間はスペースのはずが、{ $found }になっています
kodable-starts-with-space = 行はスペースではなく、マスから始めてください
kodable-two-blanks = マスはスペース1つで区切ります：空白が2つ続いています
kodable-unknown-tile = { $found }というマスはありません：*（草）、-（道）、@（ボール）、t（ゴール）、b（ボーナス）、p・o・y（色）のどれかを使ってください
kodable-no-blocks = プログラムには1ブロック以上が必要です：上限は 1 以上にしてください
kodable-toolbox-unknown = 「{ $word }」という道具箱のブロックはありません：arrows（矢印）、conds（色の条件）、loops（くり返し）、function（関数）のどれかにしてください
kodable-map-invalid = このマップは遊べません
kodable-program-line = プログラムの行：{ $why }

## ボール転がしプログラミング：入力したプログラム（Up、Loop、Cond… はプログラムの書き方の言葉）
# $between：blocks か actions。
program-no-space = { $between ->
    [actions] 動作の間はスペースのはずが、{ $found }になっています
   *[other] ブロックの間はスペースのはずが、{ $found }になっています
}
# $block：loop か cond。$expected：来るはずの文字。
program-expected = { $block ->
    [loop] 「{ $expected }」のはずが、{ $found }になっています（ループは Loop{"{"}2{"}"}{"{"}Right,Down{"}"} のように書きます）
   *[other] 「{ $expected }」のはずが、{ $found }になっています（条件は Cond{"{"}p{"}"}{"{"}Right{"}"} のように書きます）
}
program-no-action = 動作（Up、Down、Left、Right、Cond、Loop、Function）のはずが、{ $found }になっています
program-loop-count = ループの回数（1〜{ $most } の数）のはずが、{ $found }になっています
program-loop-zero = ループは 0 回ではなく、1 回以上にしてください
program-loop-too-many = ループは { $most } 回までです：{ $count } 回にはできません
program-loop-one = ループには動作がちょうど2つ入ります：このループには1つしかありません
program-loop-more = ループには動作がちょうど2つ入ります：このループには3つ以上あります
program-unknown-action = 「{ $word }」という動作はありません
program-no-colour = 色のはずが、{ $found }になっています：色は p（ピンク）、o（オレンジ）、y（黄色）のどれかです
program-unknown-colour = 「{ $word }」という色はありません：p（ピンク）、o（オレンジ）、y（黄色）のどれかを使ってください
program-no-direction = 向きのはずが、{ $found }になっています：向きは Up、Down、Left、Right のどれかです
program-unknown-direction = 「{ $word }」という向きはありません：Up、Down、Left、Right のどれかを使ってください
program-loop-in-loop = ループに入るのは2つの矢印か条件です：ループの中にループは入りません
program-function-in-loop = ループに入るのは2つの矢印か条件です：Function は入りません
program-in-function = 関数の中：{ $why }
program-no-function-body = プログラムが Function を呼んでいますが、関数の中身がありません
program-function-calls-itself = 関数は自分自身を呼べません
program-function-loop = 関数に入るのは3つの矢印か条件です：ループは入りません
program-function-too-long = 関数には動作がちょうど3つ必要です：この関数には3つより多くあります
program-function-length = 関数には動作がちょうど3つ必要です：この関数には { $count } 個あります
program-empty-slot = 「?」は空いたマスです：そこに矢印か条件を書いてください

## ステージコード
code-damaged = コードが壊れています（チェックが合いません）：全部コピーできていますか？
code-no-unpack = コードのデータを展開できません（または 1 MiB を超えています）
code-data-unread = コードのデータを読み込めません
# $kind：ステージのパズル（ファイルの拡張子と同じ：shot、snake、klotski、kodable、fifteen、lights）。
code-level-unread = コードの中の{ $kind ->
    [shot] ショット
    [snake] スネークキューブ
    [klotski] 箱入り娘
    [kodable] コロコロプログラム
    [fifteen] 15パズル
    [lights] ライツアウト
   *[other] { $kind }
}のステージを読み込めません：{ $why }
code-too-many-moves = コードに { $count } 手が入っています：コードや途中までのステージに入れられるのは { $most } 手までです
code-move-unread = コードの { $number } 手目は、このパズルの手ではありません
code-too-long = コードが { $most } 文字を超えています
code-not-a-code = ステージコードは「{ $start }」で始まります
code-newer = コードはバージョン { $version } で、この puzzlebox が読めるもの（{ $read }）より新しいです
code-bad-character = コードの { $number } 文字目（{ $found }）は、コードに使えない文字です
code-cut = コードが途中で切れているか、1文字多すぎます
code-too-short = コードが短すぎます：これではステージが入りません
code-move-refused = コードの { $number } 手目は無効な手です：{ $why }
# プレイ中にはまず出会わない理由で受け付けられない手。
move-refused = そこではこの手はできません

## 日付（今日の5問）
date-format = 日付は YYYY-MM-DD（例：2026-11-26）の形のはずが、「{ $text }」になっています
date-no-such-day = { $text } という日はありません
