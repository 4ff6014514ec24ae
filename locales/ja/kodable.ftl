# Every word of this puzzle (kodable): its name, rules, levels, hints, editor,
# errors and board in words. Shared screens say what every puzzle says.

## Its name, bars and panels
puzzle-kodable = コロコロプログラム
puzzle-kodable-blurb = 小さなプログラムを書いて、ボールをゴールまで転がそう。
levels-map-size = 大きさ
chapter-kodable-roll = ころがす
chapter-kodable-roll-teaches = 矢印：ボールは何かにぶつかるまでころがります。
chapter-kodable-colours = 色
chapter-kodable-colours-teaches = 「もしマスがピンクなら」：ボールは色のマスで曲がります。
chapter-kodable-loops = ループ
chapter-kodable-loops-teaches = ループは2つのブロックを何度もくり返します。
chapter-kodable-function = 自分のブロック
chapter-kodable-function-teaches = F：一度書いて何度も使える3つのブロック。
chapter-kodable-together = ぜんぶ使おう
chapter-kodable-together-teaches = 知っているブロックをぜんぶ、もっと大きなマップで。
chapter-kodable-challenges = チャレンジ
chapter-kodable-challenges-teaches = むずかしいマップの2つのコツ：ループの中の色ブロックは毎回マスの色を見ます。↓ ↑ のループでボールは行って戻ります。
win-edit-program = プログラムを直す
kodable-loop-cut-short = ループが一度も繰り返されなかったので、2ブロックと数えます
kodable-detail = { $puzzle } · { $cols }×{ $rows } マップ
kodable-action = 動作 { $at } / { $of }：{ $what }
kodable-start-line = ブロックでプログラムを組んで、「実行」を押そう。ボールは何かにぶつかるまで転がります。
kodable-cannot-up = 上へは動けません
kodable-cannot-down = 下へは動けません
kodable-cannot-left = 左へは動けません
kodable-cannot-right = 右へは動けません
kodable-blocked-line = { $cannot }：道がふさがっています。プログラムを直して、もう一度実行しよう。
kodable-bubble-ended = プログラムはここで終わりました
kodable-bubble-no-function = 関数が空です
kodable-par-hover = 最良のプログラムのブロック数（取れるボーナスをすべて取る）
kodable-blocks = ブロック { $size }
kodable-blocks-limit = ブロック { $size }（最大 { $limit }）
kodable-blocks-limit-short = ブロック { $size } / { $limit }
kodable-blocks-limit-hover = プログラムのブロック数と、このマップで使える上限
kodable-run-counts = 今回の実行は { $size } ブロックと数えます：{ $why }。
kodable-bonuses-hover = この実行で取ったボーナスと、マップ上のすべてのボーナス
kodable-run = 実行
kodable-go-on = 続ける
kodable-step = ステップ
kodable-reset = リセット
kodable-speed-hover = 速度：ボールの転がる速さ（- と =）
kodable-solvable = クリアできる？
kodable-new-map = 新しいマップ
kodable-blocks-heading = ブロック
kodable-program-heading = プログラム
kodable-function-heading = 関数
kodable-text-heading = テキスト
kodable-how-heading = しくみ
kodable-keys-heading = キー
kodable-how-arrow = 矢印はボールを、草か端で止まるまで転がします。すぐ目の前が草の向きへの矢印はエラーになり、プログラムはそこで止まります。
kodable-how-cond = 「ピンクのマスなら下へ」は、ボールがピンクのマスにいるときだけ動かします。その直前の転がりは、最初のピンクのマスで止まります。
kodable-how-loop = ループは中の2つのブロックをくり返します。×3 なら3回です。
kodable-how-function = F は自分だけのブロック：関数に3つのブロックを一度入れれば、F のたびにそれが動きます。
kodable-how-bonus = 星：ゴールに着けば1つ。とちゅうの ★ もぜんぶ取れば2つ。それを最短のブロック数以内でできれば3つ。
kodable-way-up = 上
kodable-way-down = 下
kodable-way-left = 左
kodable-way-right = 右
kodable-colour-pink = ピンク
kodable-colour-orange = オレンジ
kodable-colour-yellow = 黄色
# The letter on a colour's tiles and blocks: one character, the three told apart.
kodable-letter-pink = ピ
kodable-letter-orange = オ
kodable-letter-yellow = 黄
kodable-palette-roll = 何かに止められるまで{ $way }へ転がす（キー { $key }）
kodable-palette-loop = ループ：中の2つのブロックをくり返す（キー L、数字で回数）
kodable-palette-function = F：自分の関数の3つのブロックを動かす（キー F）
kodable-palette-cond = { $colour }のマスなら{ $way }へ：その前の転がりは最初の{ $colour }のマスで止まります（キー C、次に { $key }）。
kodable-if-on = もしマスが
kodable-roll = なら：
kodable-cond-armed = もし{ $colour }のマスなら：進む向きの矢印キーを押してください（C：次の色、Esc：やめる）
kodable-colour-hover = { $colour }のマスのためのブロック
kodable-function-calls = { $calls ->
    [0] まだ呼ばれていません：F ブロックを加えよう
   *[other] { $calls } 回呼ばれています
}
kodable-slot-hover = クリックで次のブロックをここへ。右クリックで空にします
kodable-text-hint = プログラムを入力（T）。レベルファイルと同じ書き方で、どの言語でも英語の単語を使います（Right = →、Loop = くり返し、Function = 関数、p o y = ピンク オレンジ 黄色）。例：Right Loop{"{"}2{"}"}{"{"}Down,Right{"}"} Function with Up Right Down
kodable-text-in-blocks = ブロックで：{ $program }
kodable-text-use = このテキストを使う
kodable-text-use-hover = テキストをプログラムに読み込む（Enter）
kodable-text-forget = やめる
kodable-text-forget-hover = プログラムの表示に戻す（Esc）
kodable-text-error = { $column } 文字目：{ $message }。
kodable-hint-keep-then = { $keep } ブロックを残して、
kodable-hint-add = 追加：
kodable-hint-start-with = 最初からやり直して
kodable-hint-and-function = と関数
kodable-hint-keep-only = 最初の { $keep } ブロックだけ残す
kodable-hint-do-it = そうする
kodable-program-empty = ブロックをクリックするかここへドラッグ、または矢印キーを押す
kodable-program-empty-touch = 上のブロックをタップするか、ここへドラッグ
kodable-undo-hover = 最後の編集を元に戻す（Z）
kodable-clear = 全部消す
kodable-clear-hover = すべてのブロックを取り除く（Shift+Backspace）
kodable-block-number = ブロック { $number }
kodable-move-left-hover = 左へ動かす（Ctrl+←）
kodable-move-right-hover = 右へ動かす（Ctrl+→）
kodable-remove-hover = 取り除く（Backspace）
kodable-repeat = ループの回数
kodable-fewer-hover = 回数を減らす（または 1–9）
kodable-more-hover = 回数を増やす（または 1–9）
kodable-loop-hover = ループ。ドラッグで移動、× か右クリックで削除
kodable-function-hover = 関数の3つのブロックを実行します。ドラッグで移動、× か右クリックで削除
kodable-block-hover = ドラッグで移動、× か右クリックで削除
kodable-times-hover = 実行回数：上半分をクリックで増やし、下半分で減らす、または 1–9
kodable-key-1 = ← ↑ ↓ →
kodable-key-1-does = 矢印を加える
kodable-key-2 = C のあと矢印
kodable-key-2-does = 条件を加える（もう一度 C：次の色）
kodable-key-3 = L / F
kodable-key-3-does = ループ / 関数の呼び出しを加える
kodable-key-4 = 2 … 9
kodable-key-4-does = 今のループの回数
kodable-key-5 = Shift + ← →
kodable-key-5-does = カーソルを動かす（ループや関数の中へ）
kodable-key-6 = Shift + ↓ / ↑
kodable-key-6-does = 関数へ / プログラムに戻る
kodable-key-7 = Ctrl + ← →
kodable-key-7-does = 今のブロックを動かす
kodable-key-8 = Backspace / Delete
kodable-key-8-does = ブロックを取り除く、またはマスを空にする
kodable-key-9 = T
kodable-key-9-does = プログラムをテキストで入力
kodable-key-10 = スペース / Enter
kodable-key-10-does = 実行・一時停止 / 1ステップ
kodable-key-11 = R / Esc
kodable-key-11-does = ボールをスタートへ戻す
kodable-key-12 = K H S N
kodable-key-12-does = 確認、ヒント（もう一度 H で追加）、解く、新しいマップ
kodable-key-13 = Z / Y
kodable-key-13-does = 編集を元に戻す / やり直す
kodable-key-14 = - / =
kodable-key-14-does = 遅く / 速く
kodable-new-block = NEW
kodable-coach-arrows = 矢印をクリックしてプログラムに入れ、実行を押そう。ボールは何かにぶつかるまで転がります。
kodable-coach-conds = 新しいブロック！「ピンクのマスなら下へ」：ボールはピンクのマスで止まって、そこで曲がります。
kodable-coach-loops = 新しいブロック！ループは2つのブロックをくり返します。矢印を2つ入れて、回数を決めよう。
kodable-coach-function = 新しいブロック！F は自分だけのブロック：関数の3つのマスを一度うめれば、F を何回でも使えます。

## How to play
kodable-rule-1 = ボールをゴールまで転がすプログラムを書こう。
kodable-rule-2 = 矢印はボールを何かにぶつかるまで転がします。新しいブロックは1つずつ、それぞれのレベルといっしょに登場します：「ピンクのマスなら下へ」、2つのブロックをくり返すループ、そして3つのブロックでできた自分だけのブロック F。
kodable-rule-3 = 星は3つ：ゴールに着く、途中の ★ をぜんぶ取る、ブロックを最短の数までにする。
kodable-control-1 = ブロックをクリックまたはドラッグ
kodable-control-1-does = プログラムに加える（または入力する）
kodable-control-2 = スペース
kodable-control-2-does = プログラムを実行、または一時停止
kodable-control-3 = Enter
kodable-control-3-does = 1ステップずつ実行
kodable-help = ブロックでプログラムを組み、「実行」を押す
kodable-touch-1 = ブロックをタップまたはドラッグ
kodable-touch-1-does = プログラムに加える
kodable-touch-2 = 実行、ステップ
kodable-touch-2-does = プログラムを実行、または1ステップずつ
kodable-touch-help = ブロックでプログラムを組み、「実行」をタップ

## The first level's guide
guide-kodable-1 = ブロックの中の矢印をクリックしてプログラムに入れよう。ボールはその向きに転がります。
guide-kodable-1-touch = ブロックの中の矢印をタップしてプログラムに入れよう。ボールはその向きに転がります。
guide-kodable-2 = 「実行」（スペース）を押して、ボールが何かにぶつかるまで転がるのを見よう。曲がる必要があれば矢印を足そう。
guide-kodable-2-touch = 「実行」をタップして、ボールが何かにぶつかるまで転がるのを見よう。曲がる必要があれば矢印を足そう。

## Its levels and chapters
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

## Moves, refusals and hints in words
kodable-columns-hover = 新しいマップの列数
kodable-rows-hover = 新しいマップの行数
kodable-checking = マップを調べています…
kodable-making-map = 新しいマップを作っています…
kodable-check-failed = マップを調べられませんでした。もう一度試してください。
kodable-new-map-failed = 新しいマップを作れませんでした。もう一度試してください。
kodable-solvable-line = クリアできます：ボールをゴールまで転がすプログラムがあります。
kodable-solvable-bonuses = クリアできます：ボールをゴールまで転がすプログラムがあり、ボーナスは { $total } 個中 { $most } 個まで取れます。
kodable-not-solvable = クリアできません：ボールをゴールまで転がすプログラムはありません。
kodable-too-large = マップが大きすぎて、ソルバーの上限内では調べきれません。
kodable-nothing-to-undo = 元に戻す編集はありません。
kodable-nothing-to-redo = やり直す編集はありません。
kodable-solver-program = ソルバーのプログラム：{ $size } ブロック、ボーナス { $total } 個中 { $bonuses } 個。実行を見てみよう。Z でブロックを1つずつ戻せます。
kodable-fill-loop = ブロック { $block } のループには、中にブロックが2つ必要です：空いたマスを埋めてください。
kodable-fill-function = プログラムが関数を呼んでいますが、関数に空いたマスがあります：3つとも埋めてください。
kodable-empty-program = プログラムが空です：パレットからブロックを加えるか、矢印キーを押してください。
kodable-over-limit = このマップで使えるのは { $limit } ブロックまでですが、プログラムは { $size } ブロックあります：ループや関数を使えば少ないブロックで多くのことができます。
kodable-loop-holds = ループに入るのは矢印か条件だけです。ループや関数は入りません。
kodable-function-holds = 関数に入るのは矢印か条件だけです。ループや関数は入りません。
kodable-most-blocks = プログラムに入るのは { $most } ブロックまでです。
kodable-hint-wins = このプログラムでもうクリアできます。「実行」を押そう。
kodable-hint-block-and-function = { $block }（関数：{ $body }）
kodable-hint-add-next = ヒント：次に { $block } を加えよう。この始まり方での最良のプログラムは { $size } ブロックです。
kodable-hint-start-again = ヒント：この始まり方ではどのプログラムもクリアできません。{ $block } からやり直そう。
kodable-hint-keep-first = ヒント：最初の { $keep } ブロックはそのまま。ブロック { $wrong } が間違っています。そこを { $block } にしよう。
kodable-hint-remove-rest = ヒント：最初の { $keep } ブロックだけでもうクリアできます。残りが邪魔をしています。
kodable-hint-other = ヒント：{ $edit }。
kodable-step-block = ブロック { $block }
kodable-step-loop = ブロック { $block }、{ $round } 周目、{ $slot } 番目
kodable-step-function = ブロック { $block }、関数の { $slot } 番目
kodable-step-words = { $action }（{ $part }）：{ $stop ->
    [wall] { $cells } マス転がって止まった
    [target] { $cells } マス転がってゴールに着いた
    [colour] { $cells } マス転がり、次の条件のため{ $colour }のマスで止まった
    [not-on] { $colour }のマスにいない：何も起きない
    [blocked] { $dir ->
        [up] 上へは動けない
        [down] 下へは動けない
        [left] 左へは動けない
       *[right] 右へは動けない
    }
   *[nothing] 何も起きない
 }{ $bonuses ->
    [0] {""}
   *[other] 、ボーナスを { $bonuses } 個取った
}
kodable-won = ボールが { $size } ブロックでゴールに着きました{ $cut ->
    [yes] （{ kodable-loop-cut-short }）
   *[no] {""}
 }。
kodable-won-every-bonus = ボールがボーナスを全部取って、{ $size } ブロックでゴールに着きました{ $cut ->
    [yes] （{ kodable-loop-cut-short }）
   *[no] {""}
 }。
kodable-won-bonuses = ボールがボーナスを { $of } 個中 { $bonuses } 個取って、{ $size } ブロックでゴールに着きました{ $cut ->
    [yes] （{ kodable-loop-cut-short }）
   *[no] {""}
 }。
kodable-ended = ゴールの前でプログラムが終わりました（ボーナス { $total } 個中 { $taken } 個）。ブロックを加えて、もう一度実行しよう。
kodable-ended-cond-idle = ゴールの前でプログラムが終わりました。{ $colour }のブロックは一度もボールを曲げていません。そのすぐ前に、ボールが{ $colour }のマスまで転がる必要があります。
kodable-ended-short = ゴールの前でプログラムが終わりました。ブロックを加えるか、くり返しの回数をふやして、もう一度実行しよう。
kodable-idea-colour = ヒント: ボールは{ $colour }のマスで曲がる必要があります。「もしマスが」の横で{ $colour }を選んで、その色のブロックを入れましょう。(もう一度 H で場所がわかります。)
kodable-no-function = プログラムが関数を呼んでいますが、関数が空です。
kodable-say-cond = 「{ $colour }のマスなら{ $way }へ」
kodable-say-loop = 「{ $times }回くり返す：{ $body }」
kodable-say-function = F（自分のブロック）
kodable-board-program = { $blocks ->
    [0] プログラムは空です
   *[other] プログラム：{ $program }
}
kodable-board-function = 関数：{ $function }
kodable-board-map = ボールのスタートは{ $ball }、ゴールは{ $target }、{ $count ->
    [0] ボーナスなし
   *[other] ボーナスは{ $bonuses }
}
kodable-board-empty-slot = 空き
kodable-board-grass = 草
kodable-board-path = 道
kodable-board-bonus = ボーナス
kodable-board-target = ゴール
kodable-cursor-end = プログラムの最後
kodable-cursor-before = ブロック { $block } の前
kodable-cursor-loop = ループ { $block } の { $slot } 番目
kodable-cursor-function = 関数の { $slot } 番目

## The solver's lines and hints
play-program-already-wins = このプログラムでもうクリアできます。「実行」を押そう。
play-hint-fill-loop = ブロック { $block } のループには、中にブロックが2つ必要です。空いたマスを埋めてから、ヒントを使ってください。
play-hint-fill-function = プログラムが関数を呼んでいますが、関数に空いたマスがあります。3つとも埋めてから、ヒントを使ってください。
play-no-program-wins = このマップでは、どんなプログラムでもボールをゴールまで転がせません。

## The level editor
editor-unsolvable-kodable = 解けません：ボールをゴールまで転がせるプログラムがありません。
# ボール転がしの判定が、最良のプログラムについて付け加えること。
editor-note-every-bonus = ボーナスをすべて取る
editor-note-bonuses = ボーナスを { $of } 個中 { $taken } 個取る
editor-kodable-paint = 塗る
editor-kodable-path = 道
editor-kodable-grass = 草
editor-kodable-ball = ボール
editor-kodable-target = ゴール
editor-kodable-bonus = ボーナス
editor-kodable-pink = ピンク
editor-kodable-orange = オレンジ
editor-kodable-yellow = 黄色
editor-kodable-paint-hover = マップ上をクリックまたはドラッグして、このマスで塗る
editor-kodable-limit = ブロック数の上限
editor-kodable-limit-hover = プログラムに使えるブロックの最大数（0：制限なし）

## What cannot be read
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
program-function-in-loop = ループに入るのは2つの矢印か条件です：Function は入りません
program-in-function = 関数の中：{ $why }
program-no-function-body = プログラムが Function を呼んでいますが、関数の中身がありません
program-function-calls-itself = 関数は自分自身を呼べません
program-function-loop = 関数に入るのは3つの矢印か条件です：ループは入りません
program-function-too-long = 関数には動作がちょうど3つ必要です：この関数には3つより多くあります
program-function-length = 関数には動作がちょうど3つ必要です：この関数には { $count } 個あります
program-empty-slot = 「?」は空いたマスです：そこに矢印か条件を書いてください

## A level list's line of details
kodable-summary-map = { $cols }×{ $rows } マップ
kodable-summary-bonuses = ボーナス { $count } 個

## An edit of the program, as a screen reader says it
kodable-edit-added = 追加：{ $block }
kodable-edit-added-loop = ループを追加
kodable-edit-added-function = 関数を追加
kodable-edit-removed = ブロックを削除
kodable-edit-emptied = 枠を空にしました
kodable-edit-moved = ブロックを移動
kodable-edit-times = ループ { $block } は { $times } 回くり返す
kodable-edit-cleared = プログラムを消去
kodable-edit-typed = プログラムを入力
kodable-edit-hinted = ヒントのブロックを追加
kodable-edit-kept = 最初の { $keep } ブロックを残しました
