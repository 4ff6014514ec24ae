# 各パズル自身の言葉：ヒントが示す手、手が受け付けられない理由、パズル独自のパネルの文字。

## ショット
shot-move = { $dir ->
    [up] { $row }行{ $col }列の玉を上へ弾く
    [down] { $row }行{ $col }列の玉を下へ弾く
    [left] { $row }行{ $col }列の玉を左へ弾く
   *[right] { $row }行{ $col }列の玉を右へ弾く
}
shot-picked-help = 玉を選択中：矢印キーで弾く · Enter か Esc で選択をやめる（もう一度 Esc で前の画面へ）
shot-refused-no-ball-here = そこに玉はありません：まずカーソルを玉に合わせてください
shot-refused-no-ball = そこに弾ける玉はありません
shot-refused-edge = 玉を盤の外へ弾くことはできません
shot-refused-next-to = すぐ隣の玉に向かって弾くことはできません
shot-refused-nothing-ahead = 玉を盤の外へ弾くことはできません：前に止める玉がありません

## 箱入り娘
klotski-move = { $shape ->
    [red] { $row }行{ $col }列の赤いブロックを{ $to_row }行{ $to_col }列へ動かす
    [small] { $row }行{ $col }列の小さいブロックを{ $to_row }行{ $to_col }列へ動かす
    [tall] { $row }行{ $col }列の縦長のブロックを{ $to_row }行{ $to_col }列へ動かす
    [wide] { $row }行{ $col }列の横長のブロックを{ $to_row }行{ $to_col }列へ動かす
   *[other] { $row }行{ $col }列の{ $width }×{ $height }のブロックを{ $to_row }行{ $to_col }列へ動かす
}
klotski-picked-help = ブロックを持っています：矢印キーで動かす · Enter か Esc で置く（もう一度 Esc で前の画面へ）
klotski-refused-blocked = そのブロックはそこへ行けません：道がふさがっています
klotski-refused-edge = そのブロックはその向きへ動けません：もう端にあります

## 15パズル
fifteen-move = { $dir ->
    [up] タイル { $tile } を上へ滑らせる
    [down] タイル { $tile } を下へ滑らせる
    [left] タイル { $tile } を左へ滑らせる
   *[right] タイル { $tile } を右へ滑らせる
}
fifteen-refused-hole = そこは空きマスです：空きマスと同じ行か列のタイルをクリックしてください
fifteen-refused-out-of-line = 滑らせられるのは、空きマスと同じ行か列のタイルだけです
fifteen-numbers-switch = 数字（T）
fifteen-preparing = ソルバーを準備しています… { $percent }%
fifteen-thinking = 考え中…

## スネークキューブ
snake-twist = { $quarters ->
    [0] 折り返し
    [1] 4分の1回転
    [2] ジグザグ
   *[3] 4分の3回転
}
snake-move = { $quarters ->
    [0] 角 { $n } を折り返す
    [1] 角 { $n } を4分の1回転させる
    [2] 角 { $n } をジグザグにする
   *[3] 角 { $n } を4分の3回転させる
}
snake-move-straighten = 角 { $n } をまっすぐにする
snake-move-by = { $move }：{ $keys }
snake-my-chain = わたしのスネーク
snake-letter-hover = { $number } 文字目
snake-chain-bad-letter = 鎖に使えるのは F（まっすぐ）と T（曲がる）だけです。{ $found } は使えません
snake-chain-no-letters = 鎖に文字がありません：F（まっすぐ）と T（曲がる）で書いてください
snake-chain-length = 鎖は { $letters } 文字ですが、立方体に折りたためる鎖は 7、26、63、124 文字のどれかです
snake-chain-long-run = キューブ { $first } から { $last } までが { $cubes } 個一直線に並び、{ $side }×{ $side }×{ $side } の立方体の一辺より長くなっています

## ボール転がしプログラミング
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

## ボール転がし：プログラムがまだ動かない理由、編集が受け付けられない理由
kodable-fill-loop = ブロック { $block } のループには、中にブロックが2つ必要です：空いたマスを埋めてください。
kodable-fill-function = プログラムが関数を呼んでいますが、関数に空いたマスがあります：3つとも埋めてください。
kodable-empty-program = プログラムが空です：パレットからブロックを加えるか、矢印キーを押してください。
kodable-over-limit = このマップで使えるのは { $limit } ブロックまでですが、プログラムは { $size } ブロックあります：ループや関数を使えば少ないブロックで多くのことができます。
kodable-loop-holds = ループに入るのは矢印か条件だけです。ループや関数は入りません。
kodable-function-holds = 関数に入るのは矢印か条件だけです。ループや関数は入りません。
kodable-most-blocks = プログラムに入るのは { $most } ブロックまでです。

## ボール転がしのヒント：$block はプログラムの書き方でのブロック（Right、Loop{"{"}2{"}"}{"{"}Down,Right{"}"}…）
kodable-hint-wins = このプログラムでもうクリアできます。「実行」を押そう。
kodable-hint-block-and-function = { $block }（関数：{ $body }）
kodable-hint-add-next = ヒント：次に { $block } を加えよう。この始まり方での最良のプログラムは { $size } ブロックです。
kodable-hint-start-again = ヒント：この始まり方ではどのプログラムもクリアできません。{ $block } からやり直そう。
kodable-hint-keep-first = ヒント：最初の { $keep } ブロックはそのまま。ブロック { $wrong } が間違っています。そこを { $block } にしよう。
kodable-hint-remove-rest = ヒント：最初の { $keep } ブロックだけでもうクリアできます。残りが邪魔をしています。
kodable-hint-other = ヒント：{ $edit }。

## ボール転がしの実行を1動作ずつ：$action はプログラムの書き方
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
kodable-no-function = プログラムが関数を呼んでいますが、関数が空です。

## ボール転がし：文の中で書くループと条件（向きは矢印）
kodable-say-cond = 「{ $colour }のマスなら{ $way }へ」
kodable-say-loop = 「{ $times }回くり返す：{ $body }」
kodable-say-function = F（自分のブロック）

## Refusals the rules name (crates/puzzles: IllegalMove::named), not said above
klotski-refused-no-block = そこに左上の角があるブロックはありません
klotski-refused-one-cell = 手数がマス単位のときは、ブロックは1マスずつ動きます
klotski-refused-straight = 手数がスライド単位のときは、ブロックはまっすぐにしか動けません
klotski-refused-too-far = そのブロックはそこまで滑れません：途中に何かがあります
fifteen-refused-not-next-to-hole = タイル { $tile } は空きマスの隣にありません
snake-refused-straight = { $cube } 番目のキューブはまっすぐです：曲がれるのは角のキューブだけです
snake-refused-same-twist = その角はすでにその向きです

## 読み上げる盤
shot-board-line = 横{ $width }縦{ $height }の盤に玉が残り{ $balls }個
shot-board-row = { $columns }列に玉
klotski-board-line = 赤いブロックは{ $at }、ゴールは{ $goal }
klotski-board-block = { $shape ->
    [red] 赤いブロック
    [small] 小さいブロック
    [tall] 縦長のブロック
    [wide] 横長のブロック
   *[other] { $width }×{ $height }のブロック
}：{ $at }
klotski-board-empty = 空き：{ $cells }
fifteen-board-line = { $width }×{ $height }、{ $out ->
    [0] すべてのタイルが正しい位置
   *[other] 正しい位置にないタイル { $out } 枚
}
fifteen-board-gap = 空き
fifteen-cursor-gap = 空きは { $at }
snake-board-overlapping = { $cubes } 個のキューブが重なっています
snake-board-outside = { $cubes } 個のキューブが箱の外
snake-board-corner = 角 { $n }（キューブ { $cube }）：{ $how }
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
shot-cursor-ball = { $at }：玉
shot-cursor-empty = { $at }：空き
shot-cursor-picked = { $at }：玉を選択中。矢印で弾く
klotski-cursor-picked = 選択中：{ $block }。矢印で動かす
kodable-cursor-end = プログラムの最後
kodable-cursor-before = ブロック { $block } の前
kodable-cursor-loop = ループ { $block } の { $slot } 番目
kodable-cursor-function = 関数の { $slot } 番目
