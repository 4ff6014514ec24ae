# すべての画面の上に出るお知らせと、ゲームがプレイヤーに見せるエラー：日本語。

## すべての画面の上
notice-drop-to-play = ステージファイルをドロップしてプレイ
notice-levels-full = あなたのステージには、パズルごとにランダムや共有のステージを { $most } 個まで残せます。このステージのために「{ $gone }」を削除しました
notice-getting-ready = 準備しています…

## プレイできないステージファイルやコード（$why：読み込み側の説明）
error-file-kind = { $file }：ファイル名からパズルを判別できません。ステージファイルの拡張子は { $endings } です
error-file-not-found = { $file }：ファイルを読み込めません：ファイルがありません（同じ名前の組み込みステージもありません）
error-file-denied = { $file }：ファイルを読み込めません：アクセス権がありません
error-file-unreadable = { $file }：ファイルを読み込めません：{ $why }
error-file-folder = { $file }：フォルダーです。ステージファイルではありません
error-file-not-regular = { $file }：通常のファイルではありません（デバイス、パイプ、ソケットのいずれか）。ステージファイルではありません
error-file-too-large = { $file }：ファイルが 1 MiB を超えていて、ステージとしては大きすぎます
error-file-not-utf8 = { $file }、{ $line } 行目 { $column } 文字目：UTF-8 のテキストではありません
error-file-at = { $file }、{ $line } 行目 { $column } 文字目：{ $why }
error-file-whole = { $file }：{ $why }
error-level-code = このステージコードは開けません：{ $why }

## 全部は読み込めなかったセーブデータ
error-save-unreadable = セーブデータを読み込めませんでした（{ $error }）。今回の進行状況は保存されません。
error-save-failing = 進行状況を保存できません（{ $error }）。ゲームは内容を保持したまま数秒ごとに保存を試し、終了時にももう一度試します。
notice-save-works-again = 進行状況がまた保存されるようになりました。
notice-save-gave-way = セーブが上限（64 MiB）に達しました：古いクリア記録 { $folded } 件を合計にまとめ、途中のステージ { $places } 件を古いものから忘れました。
error-save-no-storage = このブラウザーはページにローカルストレージを用意していません
error-save-storage-unreadable = ローカルストレージを読み込めませんでした
error-save-damaged = セーブデータを全部は読み込めませんでした：壊れています（{ $error }）。
error-save-lost = セーブデータを全部は読み込めませんでした：一部の記録が壊れています：{ $records }。
error-save-not-ours = セーブデータを全部は読み込めませんでした：このゲームが保存する形式ではありません。
error-save-list-separator = 、
error-save-lost-record = ステージ { $level } の記録
error-save-lost-place = ステージ { $level } の途中経過
error-save-lost-draft = { $puzzle }のエディターに残っていた未保存のステージ
error-save-lost-settings = 設定
error-save-lost-setting = 設定 { $setting }
error-save-lost-mine = { $number } 番目に保存したステージ
error-save-lost-daily = { $date } の「今日の5問」の記録
error-save-lost-finished = クリアしたステージの記録の { $number } 番目
error-save-lost-older = { $puzzle }の古いクリア記録のまとめ
error-save-lost-rating = { $puzzle }のレーティング
# $what：上のどれか1文。
error-save-kept-aside = { $what }残せた記録は { $count } 件です。元のファイルはそのまま { $copy } に保管しました。
error-save-kept-in-storage = { $what }残せた記録は { $count } 件です。元のデータはそのままブラウザーのストレージのキー { $key } に保管しました。
error-save-not-aside = { $what }残せた記録は { $count } 件です。コピーを保管できなかったため元のファイルには手を付けず、今回の進行状況は保存されません。
notice-paste-cut = 貼り付けたテキストは最初の { $most } 文字までに切り詰めました（元は { $chars } 文字）。これより長いテキストを受け付ける欄はありません。

## ファイルから進み具合を取り込む
import-refused = { $file }：{ $why }。何も取り込んでいません。
import-not-an-object = puzzlebox の進み具合ファイル（一つの JSON オブジェクト）ではありません
import-not-json = { $line } 行 { $column } 列：JSON ではありません（{ $said }）
import-not-progress = { $line } 行 { $column } 列：puzzlebox の進み具合ファイルではありません（{ $said }）
import-newer = 新しいゲームが書いたファイルです（進み具合の版 { $version }。このゲームが読めるのは { $most } まで）
import-not-in-force = 制御文字を含むステージ ID か、すべては有効にできないキー設定があります
import-claim-no-moves = ステージ { $level } が 0 手でクリアしたことになっていますが、ありえません
import-claim-no-time = ステージ { $level } が 0 ミリ秒でクリアしたことになっていますが、ありえません
import-claim-attempts = ステージ { $level } を { $count } 回始めたことになっていますが、人が遊べる { $most } 回を超えています
import-claim-par-unsolved = ステージ { $level } はパーに達したのにクリアしていないことになっています
import-claim-below-par = ステージ { $level } が { $best } 手でクリアしたことになっていますが、最短のパー { $par } より少ない手数です
import-claim-no-date = ステージ { $of } を { $day } に終えたことになっていますが、日付ではありません
import-too-large = { $file }：64 MiB より大きく、進み具合としては大きすぎます。何も取り込んでいません。
import-folder = { $file }：これはフォルダーで、進み具合のファイルではありません。何も取り込んでいません。
import-not-regular = { $file }：通常のファイルではありません（デバイス、パイプ、ソケット）。何も取り込んでいません。
import-unreadable = { $file }：ファイルを読み込めません（{ $error }）。何も取り込んでいません。
import-too-large-merged = { $file }：取り込むと、履歴をまとめ途中のステージを忘れても、進み具合がセーブの上限（64 MiB）を超えます。何も取り込んでいません。
import-not-saved = { $file }：ここでは進み具合を保存できません（保存についての警告を見てください）。何も取り込んでいません。
import-nothing-new = { $file } に新しいものはありません。すべてここにあります。
import-added = { $file } から取り込みました：{ $added }。
import-list-separator = 、
import-part-records = ステージの記録 { $count } 件を追加
import-part-improved = { $count } 件を更新
import-part-finished = クリアしたステージ { $count } 件
import-part-made = 作ったステージ { $count } 件
import-part-days = 今日のパズル { $count } 日分
import-part-ratings = レーティング { $count } 件
import-part-places = 途中のステージ { $count } 件
import-part-drafts = エディターに残したステージ { $count } 件
