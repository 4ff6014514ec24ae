## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = スキップ
guide-done = できたね！ あとは自分で。困ったら「ヒント」（H）で次の一手が出ます。
guide-done-touch = できたね！ あとは自分で。困ったら「ヒント」で次の一手が出ます。
rules-show-me = もう一度見せて
