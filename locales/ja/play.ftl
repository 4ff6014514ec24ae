# プレイ中の全パズル共通の言葉：ソルバーの作業、ヒントと答え、お知らせの行、クリアのパネル。

## くるくる回るマークの横：ソルバーがしていること
play-working-out-par = 最短手数を計算中…
play-looking-for-hint = ヒントを探しています…
play-solving = 解いています…
play-looking-back = さかのぼって調べています…

## お知らせの行に出るソルバーの答え
play-answer-unchecked = ソルバーの答えを確かめられませんでした。もう一度試してください。
play-answer-failed = ごめんなさい、ソルバーの答えはここでは使えませんでした。
play-already-solved = もう解けています！
play-hint-gave-up = ヒントなし：{ $positions } 局面を調べたところであきらめました。まだ解けるかもしれません。少し戻すと見つかるかもしれません。
play-solve-gave-up = ソルバーは { $positions } 局面を調べたところであきらめました。まだ解けるかもしれません。
play-look-back-gave-up = 答えなし：{ $positions } 局面を調べたところであきらめました。まだ解けるかもしれません。
play-still-winnable = この局面はまだ解けます。
play-back-to-winnable = { $moves } 手戻しました：ここからなら解けます。
play-start-unwinnable = 最初の局面からでも解けません。

## ヒント：次の一手と、あと何手か
play-hint-to-go = { $move }（あと { $moves } 手）
play-hint-to-go-longer = { $move }（あと { $moves } 手、{ $longer }）
play-not-the-fewest = 最短とは限らない

## ステージの共有
play-code-copied = { $moves ->
    [0] ステージのコードをコピーしました。貼り付けて共有できます
   *[other] これまでの { $moves } 手を含めてステージのコードをコピーしました。貼り付けて共有できます
}

## クリアのパネルの一行
play-win-at-par = { $count }：{ $verdict }
play-win-count = { $count }。
play-win-count-note = { $count }（{ $note }）

## 再生速度の単位
play-speed-suffix = /秒

## ボール転がしプログラミング
win-stars-hover = 星 { $stars } / 3：★ ゴールに着いた · ★ ボーナスをぜんぶ取った · ★ ブロックが最短の数まで

## 盤が見えない人に読み上げる言葉（スクリーンリーダー）
spoken-move = { $move }。{ $board }
spoken-undone = 取り消し：{ $move }。{ $board }
spoken-then = { $first }。{ $next }
spoken-list = { $first }、{ $next }
spoken-cell = { $row }行{ $col }列
spoken-row = { $row }行目：{ $cells }
spoken-board = 盤：{ $line }
spoken-count = { $moves } 手
spoken-count-par = { $moves } 手、最短 { $par }
spoken-no-cursor = カーソルはまだありません。矢印キーで表示されます

play-working-out-shortest = 最短の手順を計算中…

## 「くらべる」：クリアを最短の手順とくらべる
compare-heading = あなたの手順と最短の手順
compare-yours = あなた
compare-shortest = 最短
compare-best = 最良
compare-moves = あなたは { $yours } 手、最短は { $shortest } 手です。
compare-blocks = あなたのプログラムは { $yours } ブロック、最良は { $shortest } ブロックです。
compare-same = あなたの手順は一手ずつ最短と同じです。
compare-as-short = あなたの手順も最短です。別の道すじです。
compare-parted = { $at } 手目で二つの手順が分かれます。
compare-rejoined = あなたの { $yours } 手目で最短の手順（{ $its } 手目）にもどります。
compare-program-same = あなたのプログラムはブロックまで最良と同じです。
compare-program-as-short = あなたのプログラムも最短です。書き方がちがいます。
compare-took-less = あなたのプログラムはボーナスを { $of } こ中 { $yours } こ取りました。いちばんよいプログラムは { $best } こ取ります。星はまずボーナスで決まります。
compare-program-parted = { $at } ブロック目から二つのプログラムがちがいます。
compare-assisted = あなたの手順の一部はソルバーが指しました。
compare-all-by-the-solver = このステージはソルバーがひとりで解きました。並べて比べるあなたの手順はまだありません。自分でクリアしてから比べてみよう。
compare-at = { $total } 手中 { $step } 手目
compare-step-said = { $step } 手目：あなたは { $yours }、最短は { $shortest }
compare-at-start = 最初
compare-to-parting = 分かれる所へ
compare-where-parted = ≠ 二つが分かれる所
compare-gave-up = ソルバーは最短の手順を見つける前にあきらめました（{ $positions } 局面を調べました）。
compare-nothing = あなたの手順とくらべる最短の手順がありません。
compare-close = 閉じる
