//! Programs: actions, the blocks a player lines up, the three-action function, and the
//! game's notation for them (`Right Up Loop{2}{Right,Down} Function Cond{p}{Right}`).

use super::map::{Colour, Toolbox};
use crate::error::ParseError;
use crate::grid::Dir;
use std::fmt;

/// The most times a loop may run.
pub const MAX_LOOP: u8 = 99;

/// One action of the flattened program: what the ball is told to do next.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Action {
    /// Roll in a direction (`Up`, `Down`, `Left`, `Right`).
    Roll(Dir),
    /// Roll in a direction only when the ball stands on a tile of this colour (`Cond{p}{Right}`).
    Cond(Colour, Dir),
}

impl Action {
    /// The 16 actions: the four rolls, then the twelve conds.
    pub const ALL: [Action; 16] = {
        let mut all = [Action::Roll(Dir::Up); 16];
        let mut i = 0;
        while i < 4 {
            all[i] = Action::Roll(Dir::ALL[i]);
            let mut c = 0;
            while c < 3 {
                all[4 + c * 4 + i] = Action::Cond(Colour::ALL[c], Dir::ALL[i]);
                c += 1;
            }
            i += 1;
        }
        all
    };

    /// The direction it rolls in (for a cond, when its colour matches).
    pub fn dir(self) -> Dir {
        match self {
            Action::Roll(d) | Action::Cond(_, d) => d,
        }
    }

    /// The colour a cond tests.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Action::Roll(_) => None,
            Action::Cond(c, _) => Some(c),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(d) => f.write_str(dir_word(*d)),
            Action::Cond(c, d) => write!(f, "Cond{{{}}}{{{}}}", c.letter(), dir_word(*d)),
        }
    }
}

/// One block of the program as the player lines it up.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Block {
    /// `Up`, `Down`, `Left`, `Right`.
    Roll(Dir),
    /// `Cond{c}{D}`: roll D only when standing on colour c.
    Cond(Colour, Dir),
    /// `Loop{n}{A,B}`: the two actions A then B, n times over.
    Loop(u8, Action, Action),
    /// `Function`: the three actions of the function body.
    Function,
}

impl Block {
    /// How many blocks it counts for in a program's size (the function body is counted apart).
    /// A loop that runs once is only its two actions in a box, so it counts two.
    pub fn size(self) -> usize {
        match self {
            Block::Loop(1, _, _) => 2,
            _ => 1,
        }
    }
}

impl From<Action> for Block {
    fn from(a: Action) -> Block {
        match a {
            Action::Roll(d) => Block::Roll(d),
            Action::Cond(c, d) => Block::Cond(c, d),
        }
    }
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Block::Roll(d) => Action::Roll(*d).fmt(f),
            Block::Cond(c, d) => Action::Cond(*c, *d).fmt(f),
            Block::Loop(n, a, b) => write!(f, "Loop{{{n}}}{{{a},{b}}}"),
            Block::Function => f.write_str("Function"),
        }
    }
}

/// A whole program: the blocks in order, and the function body if there is one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Program {
    /// The top-level blocks, run in order.
    pub blocks: Vec<Block>,
    /// The three actions `Function` stands for.
    pub function: Option<[Action; 3]>,
}

impl Program {
    /// The colours its conds test (in blocks, loops and the function), each once, in the
    /// order they first come.
    pub fn colours(&self) -> Vec<Colour> {
        let of_action = |a: &Action| match a {
            Action::Cond(c, _) => Some(*c),
            Action::Roll(_) => None,
        };
        let mut tested: Vec<Colour> = Vec::new();
        let mut note = |c: Option<Colour>| {
            if let Some(c) = c.filter(|c| !tested.contains(c)) {
                tested.push(c);
            }
        };
        for block in &self.blocks {
            match block {
                Block::Cond(c, _) => note(Some(*c)),
                Block::Loop(_, a, b) => {
                    note(of_action(a));
                    note(of_action(b));
                }
                Block::Roll(_) | Block::Function => {}
            }
        }
        for a in self.function.iter().flatten() {
            note(of_action(a));
        }
        tested
    }

    /// Whether the program uses only these tools.
    pub fn uses_only(&self, tools: Toolbox) -> bool {
        let action = |a: &Action| tools.conds || !matches!(a, Action::Cond(..));
        let block = |b: &Block| match b {
            Block::Roll(_) => true,
            Block::Cond(..) => tools.conds,
            Block::Loop(_, x, y) => tools.loops && action(x) && action(y),
            Block::Function => tools.function,
        };
        self.blocks.iter().all(block) && self.function.as_ref().is_none_or(|f| f.iter().all(action))
    }

    /// Reads a program and, separately, its function body (`"Down Right Up"`). Every `Function`
    /// block needs a body. Errors name the line and column in the text they are about; an error
    /// in the function body says so in its message.
    pub fn parse(blocks: &str, function: Option<&str>) -> Result<Program, ParseError> {
        let parsed = parse_blocks(blocks)?;
        let function = match function {
            Some(text) => Some(parse_function(text).map_err(|e| {
                let message = format!("in the function: {}", e.message);
                // The place is the frame's: the sentence inside it is told without one.
                let framed = ParseError::named("program-in-function", message);
                let framed = ParseError { at: e.at, ..framed };
                framed.with("why", ParseError { at: None, ..e })
            })?),
            None => None,
        };
        if function.is_none()
            && let Some(at) = parsed.iter().find(|b| b.block == Block::Function)
        {
            return Err(ParseError::named(
                "program-no-function-body",
                "the program calls Function but no function body was given",
            )
            .placed(at.line, at.column));
        }
        Ok(Program {
            blocks: parsed.into_iter().map(|b| b.block).collect(),
            function,
        })
    }

    /// Whether some block calls the function.
    pub fn calls_function(&self) -> bool {
        self.blocks.contains(&Block::Function)
    }

    /// The program's size as the score counts it: one per block (two for a loop that runs
    /// once), plus three for the function's three slots when the program calls it (filled or
    /// not: the player had to fill them).
    pub fn size(&self) -> usize {
        self.blocks.iter().map(|b| b.size()).sum::<usize>()
            + if self.calls_function() { 3 } else { 0 }
    }

    /// The blocks in the game's notation, without the function body.
    pub fn blocks_text(&self) -> String {
        let words: Vec<String> = self.blocks.iter().map(Block::to_string).collect();
        words.join(" ")
    }

    /// The function body in the game's notation (`Down Right Up`), if there is one.
    pub fn function_text(&self) -> Option<String> {
        self.function.map(|f| format!("{} {} {}", f[0], f[1], f[2]))
    }

    /// Every action the program runs, in order, with where it comes from. Loops are unrolled and
    /// the function inlined; a call with no function body gives no actions (see `run`).
    pub fn actions(&self) -> impl Iterator<Item = (Action, Origin)> + '_ {
        self.blocks.iter().enumerate().flat_map(
            move |(i, block)| -> Box<dyn Iterator<Item = (Action, Origin)>> {
                match *block {
                    Block::Roll(d) => {
                        Box::new(std::iter::once((Action::Roll(d), Origin::whole(i))))
                    }
                    Block::Cond(c, d) => {
                        Box::new(std::iter::once((Action::Cond(c, d), Origin::whole(i))))
                    }
                    Block::Loop(n, a, b) => Box::new((0..n).flat_map(move |round| {
                        [
                            (a, Origin::new(i, Slot::Loop { round, index: 0 })),
                            (b, Origin::new(i, Slot::Loop { round, index: 1 })),
                        ]
                    })),
                    Block::Function => match self.function {
                        Some(body) => Box::new((0..3u8).map(move |index| {
                            (
                                body[index as usize],
                                Origin::new(i, Slot::Function { index }),
                            )
                        })),
                        None => Box::new(std::iter::empty()),
                    },
                }
            },
        )
    }
}

/// The program as a solution is written: `Right Function Up with Down Right Up`.
impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.blocks_text())?;
        if let Some(body) = self.function_text() {
            if !self.blocks.is_empty() {
                f.write_str(" ")?;
            }
            write!(f, "with {body}")?;
        }
        Ok(())
    }
}

/// Reads a program written as its `Display` shows it: the blocks, then optionally `with` and
/// the function body.
impl std::str::FromStr for Program {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Program, ParseError> {
        // `with` is not an action name, so its first whole-word match splits the text.
        let mut split = None;
        let bytes = text.as_bytes();
        for (i, _) in text.match_indices("with") {
            let before = i == 0 || bytes[i - 1].is_ascii_whitespace();
            let after = i + 4 == bytes.len() || bytes[i + 4].is_ascii_whitespace();
            if before && after {
                split = Some(i);
                break;
            }
        }
        match split {
            None => Program::parse(text, None),
            Some(i) => {
                let body = &text[i + 4..];
                let program = Program::parse(&text[..i], Some(body));
                // Columns in the body count from the start of the whole text.
                program.map_err(|mut e| {
                    if e.message.starts_with("in the function")
                        && let Some((line, column)) = e.at
                    {
                        let (l, c) = position_of(text, i + 4);
                        e.at = Some(if line == 1 {
                            (l, c + column - 1)
                        } else {
                            (l + line - 1, column)
                        });
                    }
                    e
                })
            }
        }
    }
}

/// The 1-based line and column of byte offset `at` in `text`.
fn position_of(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line, column)
}

/// Where an action of the flattened program comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Origin {
    /// Index of the top-level block, from 0.
    pub block: usize,
    /// Which part of that block.
    pub slot: Slot,
}

impl Origin {
    fn new(block: usize, slot: Slot) -> Origin {
        Origin { block, slot }
    }

    fn whole(block: usize) -> Origin {
        Origin::new(block, Slot::Whole)
    }
}

/// Which part of a block an action is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// The block itself (an arrow or a cond).
    Whole,
    /// Round `round` (from 0) of a loop, its first (`index` 0) or second action.
    Loop {
        /// The round, from 0.
        round: u8,
        /// 0 for the first action of the pair, 1 for the second.
        index: u8,
    },
    /// Action `index` (0, 1 or 2) of the function body.
    Function {
        /// 0, 1 or 2.
        index: u8,
    },
}

/// A block with where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed<T> {
    /// What was read.
    pub block: T,
    /// Its line, from 1.
    pub line: usize,
    /// Its column, from 1.
    pub column: usize,
}

/// Reads the blocks of a program separated by blanks (an empty text is the empty program).
pub fn parse_blocks(text: &str) -> Result<Vec<Placed<Block>>, ParseError> {
    let mut p = Parser::new(text);
    let mut out = Vec::new();
    loop {
        p.skip_blanks();
        if p.at_end() {
            return Ok(out);
        }
        let (line, column) = p.position();
        let block = p.block()?;
        out.push(Placed {
            block,
            line,
            column,
        });
        p.expect_gap("blocks")?;
    }
}

/// Reads a function body: exactly three actions (arrows or conds) separated by blanks.
pub fn parse_function(text: &str) -> Result<[Action; 3], ParseError> {
    let mut p = Parser::new(text);
    let mut actions = Vec::new();
    loop {
        p.skip_blanks();
        if p.at_end() {
            break;
        }
        let (line, column) = p.position();
        let block = p.block()?;
        let action = match block {
            Block::Roll(d) => Action::Roll(d),
            Block::Cond(c, d) => Action::Cond(c, d),
            Block::Function => {
                return Err(ParseError::named(
                    "program-function-calls-itself",
                    "the function cannot call itself",
                )
                .placed(line, column));
            }
            Block::Loop(..) => {
                return Err(ParseError::named(
                    "program-function-loop",
                    "the function holds three arrows or conds, not a loop",
                )
                .placed(line, column));
            }
        };
        if actions.len() == 3 {
            return Err(ParseError::named(
                "program-function-too-long",
                "the function needs exactly 3 actions, found more",
            )
            .placed(line, column));
        }
        actions.push(action);
        p.expect_gap("actions")?;
    }
    match actions[..] {
        [a, b, c] => Ok([a, b, c]),
        _ => {
            let (line, column) = p.position();
            Err(ParseError::named(
                "program-function-length",
                format!(
                    "the function needs exactly 3 actions, found {}",
                    actions.len()
                ),
            )
            .placed(line, column)
            .with("count", actions.len()))
        }
    }
}

/// The word for a direction in programs.
fn dir_word(d: Dir) -> &'static str {
    match d {
        Dir::Up => "Up",
        Dir::Down => "Down",
        Dir::Left => "Left",
        Dir::Right => "Right",
    }
}

/// A cursor over program text that knows its line and column.
struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn new(text: &str) -> Parser {
        Parser {
            chars: text.chars().collect(),
            at: 0,
        }
    }

    fn at_end(&self) -> bool {
        self.at >= self.chars.len()
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Line and column (from 1) of the cursor.
    fn position(&self) -> (usize, usize) {
        self.position_of(self.at)
    }

    /// Line and column (from 1) of the character at index `at`.
    fn position_of(&self, at: usize) -> (usize, usize) {
        let mut line = 1;
        let mut column = 1;
        for &c in &self.chars[..at.min(self.chars.len())] {
            if c == '\n' {
                line += 1;
                column = 1;
            } else {
                column += 1;
            }
        }
        (line, column)
    }

    /// The error named `name` at the cursor.
    fn error(&self, name: &'static str, message: impl Into<String>) -> ParseError {
        self.error_at(self.at, name, message)
    }

    /// The error named `name` at the character at index `at`.
    fn error_at(&self, at: usize, name: &'static str, message: impl Into<String>) -> ParseError {
        let (line, column) = self.position_of(at);
        ParseError::named(name, message).placed(line, column)
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// After a block: the end, or a blank before the next one.
    /// `between` is `blocks` or `actions`.
    fn expect_gap(&self, between: &'static str) -> Result<(), ParseError> {
        match self.peek() {
            None => Ok(()),
            Some(c) if c.is_whitespace() => Ok(()),
            Some(c) => Err(self
                .error(
                    "program-no-space",
                    format!(
                        "expected a space between {between}, found {}",
                        crate::level_file::show_char(c)
                    ),
                )
                .with("between", between)
                .with("found", c)),
        }
    }

    /// A run of letters (possibly empty).
    fn word(&mut self) -> (usize, String) {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_alphabetic()) {
            self.at += 1;
        }
        (start, self.chars[start..self.at].iter().collect())
    }

    /// `c` next, after optional blanks, or an error explaining how `block` (`loop` or `cond`)
    /// is written.
    fn expect(&mut self, c: char, block: &'static str) -> Result<(), ParseError> {
        self.skip_inner_blanks();
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            let example = match block {
                "loop" => "a loop is written Loop{2}{Right,Down}",
                _ => "a cond is written Cond{p}{Right}",
            };
            let message = format!("expected '{c}' ({example}), found {}", self.found());
            let e = self.error("program-expected", message).with("block", block);
            Err(e.with("expected", c.to_string()).with("found", self.peek()))
        }
    }

    /// What stands at the cursor, for an error message: a character, or the end of the text.
    fn found(&self) -> String {
        crate::level_file::show_or_end(self.peek())
    }

    /// Blanks are allowed inside braces (`Loop{2}{Right, Down}`), but not across lines.
    fn skip_inner_blanks(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.at += 1;
        }
    }

    fn block(&mut self) -> Result<Block, ParseError> {
        let (start, word) = self.word();
        if word.is_empty() {
            let message = format!(
                "expected an action (Up, Down, Left, Right, Cond, Loop or Function), found {}",
                self.found()
            );
            let e = self.error("program-no-action", message);
            return Err(e.with("found", self.peek()));
        }
        if let Some(d) = Dir::parse(&word).filter(|_| word.len() > 1) {
            return Ok(Block::Roll(d));
        }
        match word.to_ascii_lowercase().as_str() {
            "function" => Ok(Block::Function),
            "cond" => {
                let (c, d) = self.cond_body()?;
                Ok(Block::Cond(c, d))
            }
            "loop" => {
                const EXAMPLE: &str = "loop";
                self.expect('{', EXAMPLE)?;
                self.skip_inner_blanks();
                let num_start = self.at;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.at += 1;
                }
                let digits: String = self.chars[num_start..self.at].iter().collect();
                if digits.is_empty() {
                    let message = format!(
                        "expected how many times the loop runs, a number from 1 to {MAX_LOOP}, found {}",
                        self.found()
                    );
                    let e = self
                        .error("program-loop-count", message)
                        .with("most", MAX_LOOP as usize);
                    return Err(e.with("found", self.peek()));
                }
                let n: u32 = digits.parse().unwrap_or(u32::MAX);
                if n == 0 {
                    let message = "a loop must run at least once, not 0 times";
                    return Err(self.error_at(num_start, "program-loop-zero", message));
                }
                if n > MAX_LOOP as u32 {
                    let message = format!("a loop runs at most {MAX_LOOP} times, not {digits}");
                    let e = self.error_at(num_start, "program-loop-too-many", message);
                    return Err(e.with("most", MAX_LOOP as usize).with("count", digits));
                }
                self.expect('}', EXAMPLE)?;
                self.expect('{', EXAMPLE)?;
                let a = self.loop_action()?;
                self.skip_inner_blanks();
                if self.peek() == Some('}') {
                    let message = "a loop holds exactly two actions, found one";
                    return Err(self.error("program-loop-one", message));
                }
                self.expect(',', EXAMPLE)?;
                let b = self.loop_action()?;
                self.skip_inner_blanks();
                if self.peek() == Some(',') {
                    let message = "a loop holds exactly two actions, found more";
                    return Err(self.error("program-loop-more", message));
                }
                self.expect('}', EXAMPLE)?;
                Ok(Block::Loop(n as u8, a, b))
            }
            _ => {
                let e = self.error_at(
                    start,
                    "program-unknown-action",
                    format!("unknown action '{word}'"),
                );
                Err(e.with("word", word))
            }
        }
    }

    /// After `Cond`: `{c}{D}`.
    fn cond_body(&mut self) -> Result<(Colour, Dir), ParseError> {
        const EXAMPLE: &str = "cond";
        self.expect('{', EXAMPLE)?;
        self.skip_inner_blanks();
        let (start, word) = self.word();
        let colour = Colour::parse(&word).ok_or_else(|| {
            if word.is_empty() {
                let message = format!(
                    "expected a colour, p (pink), o (orange) or y (yellow), found {}",
                    self.found()
                );
                let e = self.error_at(start, "program-no-colour", message);
                e.with("found", self.peek())
            } else {
                let message =
                    format!("unknown colour '{word}': use p (pink), o (orange) or y (yellow)");
                let e = self.error_at(start, "program-unknown-colour", message);
                e.with("word", word.as_str())
            }
        })?;
        self.expect('}', EXAMPLE)?;
        self.expect('{', EXAMPLE)?;
        self.skip_inner_blanks();
        let (start, word) = self.word();
        let dir = Dir::parse(&word)
            .filter(|_| word.len() > 1)
            .ok_or_else(|| {
                if word.is_empty() {
                    let message = format!(
                        "expected a direction, Up, Down, Left or Right, found {}",
                        self.found()
                    );
                    let e = self.error_at(start, "program-no-direction", message);
                    e.with("found", self.peek())
                } else {
                    let message =
                        format!("unknown direction '{word}': use Up, Down, Left or Right");
                    let e = self.error_at(start, "program-unknown-direction", message);
                    e.with("word", word.as_str())
                }
            })?;
        self.expect('}', EXAMPLE)?;
        Ok((colour, dir))
    }

    /// One action inside a loop's braces: an arrow or a cond.
    fn loop_action(&mut self) -> Result<Action, ParseError> {
        self.skip_inner_blanks();
        let start = self.at;
        // A loop or call inside a loop is wrong from its first letter, whatever follows it:
        // the word is looked at before the block is read.
        let (_, word) = self.word();
        self.at = start;
        let word = word.to_ascii_lowercase();
        match word.as_str() {
            "loop" => {
                let message = "a loop holds two arrows or conds, not another loop";
                return Err(self.error_at(start, "program-loop-in-loop", message));
            }
            "function" => {
                let message = "a loop holds two arrows or conds, not Function";
                return Err(self.error_at(start, "program-function-in-loop", message));
            }
            _ => {}
        }
        match self.block()? {
            Block::Roll(d) => Ok(Action::Roll(d)),
            Block::Cond(c, d) => Ok(Action::Cond(c, d)),
            Block::Loop(..) | Block::Function => {
                unreachable!("the words loop and function are refused above")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> (Option<(usize, usize)>, String) {
        let e = Program::parse(text, Some("Down Right Up")).unwrap_err();
        (e.at, e.message)
    }

    #[test]
    fn the_seed_solution_reads_and_prints_back() {
        let text =
            "Right Up Right Down Left Function Right Function Cond{p}{Right} with Down Right Up";
        let p: Program = text.parse().unwrap();
        assert_eq!(p.blocks.len(), 9);
        assert_eq!(p.blocks[8], Block::Cond(Colour::Pink, Dir::Right));
        assert_eq!(
            p.function,
            Some([
                Action::Roll(Dir::Down),
                Action::Roll(Dir::Right),
                Action::Roll(Dir::Up)
            ])
        );
        assert_eq!(p.size(), 12);
        assert_eq!(p.to_string(), text);
    }

    #[test]
    fn loops_and_blanks_inside_braces() {
        let p = Program::parse("Loop{2}{Right, Cond{o}{Up}}  \n Down", None).unwrap();
        assert_eq!(
            p.blocks,
            vec![
                Block::Loop(
                    2,
                    Action::Roll(Dir::Right),
                    Action::Cond(Colour::Orange, Dir::Up)
                ),
                Block::Roll(Dir::Down)
            ]
        );
        assert_eq!(p.blocks_text(), "Loop{2}{Right,Cond{o}{Up}} Down");
        assert_eq!(Program::parse("Loop{1}{Up,Left}", None).unwrap().size(), 2);
    }

    #[test]
    fn errors_name_the_column() {
        assert_eq!(
            err("Righ"),
            (Some((1, 1)), "unknown action 'Righ'".to_string())
        );
        assert_eq!(err("Up Righ").0, Some((1, 4)));
        let (at, m) = err("Loop{2}");
        assert_eq!(at, Some((1, 8)));
        assert!(m.contains("expected '{'"), "{m}");
        let (at, m) = err("Cond{p}{Ri");
        assert_eq!(at, Some((1, 9)));
        assert!(m.contains("unknown direction 'Ri'"), "{m}");
        let (at, m) = err("Cond{x}{Right}");
        assert_eq!(at, Some((1, 6)));
        assert!(m.contains("unknown colour 'x'"), "{m}");
        let (at, m) = err("Up Loop{0}{Up,Down}");
        assert_eq!(at, Some((1, 9)));
        assert!(m.contains("at least once"), "{m}");
        let (at, m) = err("Loop{2}{Up}");
        assert_eq!(at, Some((1, 11)));
        assert!(m.contains("two actions"), "{m}");
        let (at, _) = err("Loop{2}{Up,Function}");
        assert_eq!(at, Some((1, 12)));
        let (at, m) = err("Up,Down");
        assert_eq!(at, Some((1, 3)));
        assert!(m.contains("space between blocks"), "{m}");
        let (at, m) = err("Cond{p}Right");
        assert_eq!(at, Some((1, 8)));
        assert!(m.contains("expected '{'"), "{m}");
    }

    #[test]
    fn an_unfinished_program_says_where_it_ends() {
        let (at, m) = err("Loop{2}{");
        assert_eq!(at, Some((1, 9)));
        assert!(m.contains("found the end of the text"), "{m}");
        let (at, m) = err("Cond{p}{");
        assert_eq!(at, Some((1, 9)));
        assert!(
            m.contains("expected a direction") && m.contains("the end of the text"),
            "{m}"
        );
        let (at, m) = err("Cond{");
        assert_eq!(at, Some((1, 6)));
        assert!(
            m.contains("expected a colour") && m.contains("the end of the text"),
            "{m}"
        );
        let (_, m) = err("Loop{");
        assert!(m.contains("the end of the text"), "{m}");
    }

    #[test]
    fn nested_loops_are_refused_where_they_start() {
        let (at, m) = err("Loop{2}{Loop{x}{Up,Down},Up}");
        assert_eq!(at, Some((1, 9)));
        assert!(m.contains("not another loop"), "{m}");
        let (at, _) = err("Up Loop{2}{Right, loop{2}{Up,Down}}");
        assert_eq!(at, Some((1, 19)));
    }

    #[test]
    fn function_errors() {
        let e = Program::parse("Function", None).unwrap_err();
        assert_eq!(e.at, Some((1, 1)));
        let e = Program::parse("Up", Some("Down Right")).unwrap_err();
        assert_eq!(e.at, Some((1, 11)));
        assert!(e.message.contains("found 2"), "{}", e.message);
        let e = Program::parse("Up", Some("Down Right Up Left")).unwrap_err();
        assert_eq!(e.at, Some((1, 15)));
        let e = Program::parse("Up", Some("Down Function Up")).unwrap_err();
        assert!(e.message.contains("itself"));
        let e: ParseError = "Up Function with Down Righ Up"
            .parse::<Program>()
            .unwrap_err();
        assert_eq!(e.at, Some((1, 23)));
    }

    #[test]
    fn flattening_unrolls_and_inlines() {
        let p: Program = "Loop{2}{Up,Right} Function with Down Down Left"
            .parse()
            .unwrap();
        let actions: Vec<Action> = p.actions().map(|(a, _)| a).collect();
        assert_eq!(actions.len(), 7);
        let origins: Vec<Origin> = p.actions().map(|(_, o)| o).collect();
        assert_eq!(origins[3].slot, Slot::Loop { round: 1, index: 1 });
        assert_eq!(
            origins[6],
            Origin {
                block: 1,
                slot: Slot::Function { index: 2 }
            }
        );
    }
}
