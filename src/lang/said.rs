//! The core's named errors and refusals ([`puzzles::Named`]) in the player's language.

use super::Words;
use fluent_templates::fluent_bundle::FluentValue;
use puzzles::{Arg, Named, ParseError};

impl Words {
    /// What `named` says; `english` (the core's own sentence) when the language files have no
    /// message of that name.
    pub fn say(self, named: &Named, english: &str) -> String {
        self.try_say(named).unwrap_or_else(|| english.to_string())
    }

    /// What `named` says, if the language files have its message.
    fn try_say(self, named: &Named) -> Option<String> {
        let args: Vec<(&str, FluentValue<'static>)> = named
            .args
            .iter()
            .map(|(name, arg)| (*name, self.value_of(arg)))
            .collect();
        self.try_message(named.name, &args)
    }

    /// What a reading error says, without its place.
    pub fn why(self, e: &ParseError) -> String {
        self.say(&e.named, &e.message)
    }

    /// What a reading error says, after its line and column when it names one.
    pub fn error(self, e: &ParseError) -> String {
        match e.at {
            Some((line, column)) => crate::tr!(
                self,
                "error-at-place",
                line = line,
                column = column,
                why = self.why(e)
            ),
            None => self.why(e),
        }
    }

    fn value_of(self, arg: &Arg) -> FluentValue<'static> {
        match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Found(c) => FluentValue::from(self.found(*c)),
            Arg::Cause(e) => FluentValue::from(self.error(e)),
            Arg::Puzzle(extension) => {
                FluentValue::from(match puzzles::Kind::from_name(extension) {
                    Some(kind) => self.puzzle_name(kind),
                    None => extension.to_string(),
                })
            }
        }
    }

    /// A character found where another was expected, as an error names it: quoted, or by its
    /// code when it does not show, or the end of the text.
    pub fn found(self, c: Option<char>) -> String {
        let code = |c: char| format!("{:04X}", c as u32);
        match c {
            None => crate::tr!(self, "found-end"),
            Some(' ') => crate::tr!(self, "found-space"),
            Some('\t') => crate::tr!(self, "found-tab"),
            Some(c) if c.is_control() => crate::tr!(self, "found-control", code = code(c)),
            Some(c) if puzzles::level_file::is_invisible(c) => {
                crate::tr!(self, "found-invisible", code = code(c))
            }
            Some(c) if c.is_ascii() => crate::tr!(self, "found-char", char = c.to_string()),
            Some(c) => crate::tr!(
                self,
                "found-char-code",
                char = c.to_string(),
                code = code(c)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzles::Kind;
    use puzzles::kodable::{Program, ProgramDraft};
    use puzzles::level_code::Shared;

    /// Errors whose English in the game is not the command line's sentence: the command line
    /// says more (a JSON reader's own message, a refusal's sentence in lower case), or the
    /// game words the case its own way (the snake chain's editor lines).
    const WORDED_OTHERWISE: [&str; 9] = [
        "code-data-unread",
        "code-move-unread",
        "code-move-refused",
        "kodable-map-invalid",
        "move-refused",
        "snake-chain-bad-letter",
        "snake-chain-no-letters",
        "snake-chain-length",
        "snake-chain-long-run",
    ];

    /// Texts that each fail to read, one or more per error a reader names.
    fn bad_levels() -> Vec<(Kind, String)> {
        let mut all = Vec::new();
        for (kind, texts) in [
            (Kind::Shot, bad_shot_levels()),
            (Kind::Fifteen, bad_fifteen_levels()),
            (Kind::Klotski, bad_klotski_levels()),
            (Kind::Kodable, bad_kodable_levels()),
            (Kind::Snake, bad_snake_levels()),
        ] {
            all.extend(texts.into_iter().map(|text| (kind, text)));
        }
        all
    }

    fn bad_shot_levels() -> Vec<String> {
        let wide_shot = format!("{}\n", "o".repeat(129));
        [
            "",
            "; title: x\n; title: y\no.\n",
            "; par: 12x\no.\n",
            "; par: 99999999\no.\n",
            "; title: only\n",
            "o.\n\no.\n",
            "o..\no.\n",
            "...\n...\n",
            "# #\no.\n",
            "o.x\n",
            "o.\u{200b}\n",
            "o.é\n",
            "o.\u{7}\n",
            &wide_shot,
        ]
        .map(str::to_string)
        .to_vec()
    }

    fn bad_fifteen_levels() -> Vec<String> {
        [
            "1 2 3 4 5 6 7 8 9\n",
            "1 2\n3\n",
            "1 2\n",
            "1 2\n3 x\n",
            "1 2\n3 9\n",
            "1 2\n3 1\n",
            "0 2\n3 0\n",
        ]
        .map(str::to_string)
        .to_vec()
    }

    fn bad_klotski_levels() -> Vec<String> {
        let too_many_blocks: String = ('a'..='z').chain('A'..='Z').chain('0'..='9').collect();
        [
            "; goal: S 1,1\nS.\nS#\n",
            "; goal: S 1,1\nS.\nS\n",
            &format!("; goal: S 1,1\n{}", "S........\n".repeat(8)),
            "; goal: S 1,1\nSS\n.S\n",
            "; goal: S 1,1\nSSS\nSaS\n",
            &format!("; goal: a 1,1\n{too_many_blocks}\n"),
            "S.\n..\n",
            "; goal: S 1,1\n; metric: hop\nS.\n..\n",
            "; goal: X 1,1\nS.\n..\n",
            "; goal: S 2,0\nS.\n..\n",
            "; goal:\nS.\n..\n",
            "; goal: ! 1,1\nS.\n..\n",
            "; goal: S1,1\nS.\n..\n",
            "; goal: S x,1\nS.\n..\n",
            "; goal: S 1,\nS.\n..\n",
            "; goal: S 1;1\nS.\n..\n",
            "; goal: S 1,1x\nS.\n..\n",
            "; goal: S 1,99\nS.\n..\n",
        ]
        .map(str::to_string)
        .to_vec()
    }

    fn bad_kodable_levels() -> Vec<String> {
        let tall_kodable: String = (0..65).map(|_| "@ t\n").collect();
        let many_bonuses = format!("@ t {}\n", vec!["b"; 17].join(" "));
        let long_row = format!("@ t {}\n", vec!["-"; 63].join(" "));
        [
            &tall_kodable,
            "@ t -\n- -\n",
            "- t\n",
            "@ -\n",
            "@ @ t\n",
            "@ t t\n",
            &many_bonuses,
            "@ t\n\n- -\n",
            &long_row,
            "@\tt\n",
            "@ -t\n",
            "@ t,-\n",
            " @ t\n",
            "@ t  -\n",
            "@ t x\n",
            "; blocks: 0\n@ t\n",
            "; toolbox: arrows, jumps\n@ t\n",
            "; program: Up Righ\n@ t\n",
        ]
        .map(str::to_string)
        .to_vec()
    }

    fn bad_snake_levels() -> Vec<String> {
        [
            "FFTX\n",
            "; title: none\n \n",
            "FTT\n",
            "FFFFFFF\n",
            "; fold: 0x\nFTTTTTT\n",
            "; fold: 000000000\nFTTTTTT\n",
        ]
        .map(str::to_string)
        .to_vec()
    }

    fn bad_programs() -> Vec<ParseError> {
        let programs = [
            ("Up,Down", None),
            ("Loop{2{Right,Down}", None),
            ("Cond{p}Right}", None),
            ("Up 7", None),
            ("Loop{}{Right,Down}", None),
            ("Loop{0}{Right,Down}", None),
            ("Loop{120}{Right,Down}", None),
            ("Loop{2}{Right}", None),
            ("Loop{2}{Right,Down,Up}", None),
            ("Jump", None),
            ("Cond{}{Right}", None),
            ("Cond{x}{Right}", None),
            ("Cond{p}{}", None),
            ("Cond{p}{Ri}", None),
            ("Loop{2}{Loop{2}{Up,Down},Up}", None),
            ("Loop{2}{Function,Up}", None),
            ("Up Function", None),
            ("Function", Some("Function Up Down")),
            ("Function", Some("Loop{2}{Up,Down} Up Down")),
            ("Function", Some("Up Down Left Right")),
            ("Function", Some("Up Down")),
            ("Function", Some("Up Righ Down")),
        ];
        let mut errors: Vec<ParseError> = programs
            .iter()
            .map(|(blocks, function)| Program::parse(blocks, *function).unwrap_err())
            .collect();
        errors.push(ProgramDraft::default().set_text("Up ? Down").unwrap_err());
        errors
    }

    fn bad_codes() -> Vec<ParseError> {
        let level = puzzles::AnyLevel::parse(Kind::Shot, "oo.\n").unwrap();
        let good = Shared::level(level.clone()).to_code();
        let with_moves = Shared {
            level,
            moves: vec![serde_json::json!({"row": 0, "col": 0, "dir": "Up"})],
        }
        .to_code();
        let damaged = format!("{}A", &good[..good.len() - 1]);
        let newer = good.replacen("pb1.", "pb9.", 1);
        [
            String::new(),
            "pb1.abc!".to_string(),
            "pb1.A".to_string(),
            "pb1.AAAA".to_string(),
            damaged,
            newer,
            "x".repeat(100_001),
            with_moves,
        ]
        .iter()
        .map(|code| Shared::from_code(code).unwrap_err())
        .collect()
    }

    /// In English, the game's words for every error are the command line's sentence: so the
    /// right things are named, under the names the messages use.
    #[test]
    fn in_english_each_error_says_what_the_command_line_says() {
        let mut errors = Vec::new();
        let mut problems = Vec::new();
        for (kind, text) in bad_levels() {
            match puzzles::AnyLevel::parse(kind, &text) {
                Ok(_) => problems.push(format!("{kind}: {text:?} reads")),
                Err(e) => errors.push(e),
            }
        }
        errors.extend(bad_programs());
        errors.extend(bad_codes());
        let mut told = std::collections::BTreeSet::new();
        for e in &errors {
            told.insert(e.named.name);
            for (_, arg) in &e.named.args {
                if let Arg::Cause(inner) = arg {
                    told.insert(inner.named.name);
                }
            }
            let words = Words::ENGLISH.error(e);
            let expected = e.to_string();
            if Words::ENGLISH.try_say(&e.named).is_none() {
                problems.push(format!(
                    "{}: no message formats with {:?}",
                    e.named.name, e.named.args
                ));
            } else if WORDED_OTHERWISE.contains(&e.named.name) {
                if words.contains(e.named.name) {
                    problems.push(format!("{e:?} has no words"));
                }
            } else if words != expected {
                problems.push(format!("{}: {words:?}, not {expected:?}", e.named.name));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
        assert!(told.len() >= 85, "{} errors told: {told:?}", told.len());
    }

    #[test]
    fn what_was_found_is_named_as_the_command_line_names_it() {
        for c in [
            None,
            Some(' '),
            Some('\t'),
            Some('\u{7}'),
            Some('\u{200b}'),
            Some('x'),
            Some('é'),
        ] {
            let english = c.map_or(
                "the end of the text".to_string(),
                puzzles::level_file::show_char,
            );
            assert_eq!(Words::ENGLISH.found(c), english);
        }
    }
}
