## The first level's guide (play/guide.rs); $hint is the hint's words

guide-skip = Skip
guide-done = You've got it! The rest is yours: Hint (H) shows the next move whenever you are stuck.
guide-done-touch = You've got it! The rest is yours: Hint shows the next move whenever you are stuck.
rules-show-me = Show me again
