# 内蔵ステージのタイトル（level-<パズル>-<ファイル名>）と、ステージ一覧の文字：ステージの中身をひと言で、タイトルのない自作ステージの名前。

## ステージ一覧の詳細行：各部分（4×5 のような大きさは数字だけ）を順に
level-summary-join = { $first }、{ $then }
level-summary-size = { $width }×{ $height }

## タイトルのない自作ステージ
level-untitled = マイステージ
## ステージコード欄の下、コードでないものが入力されたとき
level-code-not-a-code = ステージのコードは「pb1.」で始まります

# A level made by the generator, named by its seed.
level-random = ランダムステージ #{ $seed }
