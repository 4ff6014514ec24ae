//! Roll-the-ball coding: the built-in levels, and properties of the parsers, the solver, the
//! hints and the generator on random input.

use proptest::prelude::*;
use puzzles::grid::{Cell, Dir};
use puzzles::kodable::{
    self, Action, Block, Colour, MAX_LOOP, Map, Params, Program, Tile, Toolbox,
};
use puzzles::search::Budget;

fn levels() -> Vec<(String, Map)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../levels/kodable");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "kodable"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let map = kodable::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, map)
        })
        .collect()
}

fn best(map: &Map, tools: Toolbox) -> kodable::Solution {
    kodable::solve(map, map.start(), tools, Budget::UNLIMITED)
}

/// (bonuses, fewer blocks is better): how the solver ranks programs.
fn rank(s: &kodable::Solution) -> (usize, std::cmp::Reverse<usize>) {
    (s.bonuses, std::cmp::Reverse(s.size().unwrap_or(usize::MAX)))
}

#[test]
fn built_in_levels_are_solved_at_par_with_their_toolbox() {
    let all = levels();
    assert!(all.len() >= 10);
    for (name, map) in &all {
        assert!(map.meta().title().is_some(), "{name} has no title");
        let s = best(map, map.toolbox());
        let program = s
            .program
            .as_ref()
            .unwrap_or_else(|| panic!("{name} is not solvable"));
        assert!(s.optimal, "{name}");
        assert_eq!(
            s.bonuses, s.bonuses_total,
            "{name}: every bonus can be taken"
        );
        assert!(program.uses_only(map.toolbox()), "{name}: {program}");
        let trace = kodable::run(map, program);
        assert!(trace.is_won(), "{name}: {program}");
        assert_eq!(trace.size(program), program.size());
        assert_eq!(
            map.meta().par(),
            Some(program.size() as u32),
            "{name}: {program}"
        );
    }
}

/// The ideas, in the order the path of levels brings them.
const IDEAS: [&str; 3] = ["conds", "loops", "function"];

/// The toolbox without one of its blocks.
fn without(tools: Toolbox, idea: &str) -> Toolbox {
    match idea {
        "conds" => Toolbox {
            conds: false,
            ..tools
        },
        "loops" => Toolbox {
            loops: false,
            ..tools
        },
        _ => Toolbox {
            function: false,
            ..tools
        },
    }
}

/// Whether the best program gets worse when the solver may not use `idea`.
fn needs(map: &Map, idea: &str) -> bool {
    let tools = map.toolbox();
    rank(&best(map, without(tools, idea))) < rank(&best(map, tools))
}

/// The levels are a path of chapters, one idea each: arrows alone, then conds, loops and the
/// function, one at a time, then levels that mix them. A chapter begins (`; chapter:`) where
/// the toolbox gains its idea; each of its levels needs that idea (without it, the best
/// program is longer, takes fewer bonuses, or there is none) and offers none that comes later;
/// and the last chapter's levels need every idea. Within a chapter, par never goes down.
#[test]
fn each_chapter_brings_one_idea_its_levels_need() {
    let mut before = Toolbox::ARROWS;
    let mut chapter = String::new();
    let mut last_par = 0;
    for (name, map) in levels() {
        let tools = map.toolbox();
        let new = tools.new_since(before);
        let ideas_new: Vec<&str> = IDEAS
            .into_iter()
            .filter(|i| without(new, i) != new)
            .collect();
        assert!(
            ideas_new.len() <= 1
                && tools.new_since(before) == new
                && before.new_since(tools) == Toolbox::ARROWS,
            "{name}: one idea at a time, none taken away ({tools:?} after {before:?})"
        );
        if let Some(named) = map.meta().get("chapter") {
            chapter = named.trim().to_string();
            last_par = 0;
        } else {
            assert!(
                ideas_new.is_empty(),
                "{name} brings an idea without a chapter"
            );
        }
        if let Some(idea) = ideas_new.first() {
            assert!(
                map.meta().get("chapter").is_some(),
                "{name} brings {idea}: a chapter begins"
            );
        }
        let par = map.meta().par().unwrap();
        assert!(
            par >= last_par,
            "{name}: par {par} after {last_par} in chapter {chapter}"
        );
        last_par = par;
        let needed: Vec<&str> = IDEAS
            .into_iter()
            .filter(|idea| without(tools, idea) != tools && needs(&map, idea))
            .collect();
        match chapter.as_str() {
            "roll" => assert_eq!(tools, Toolbox::ARROWS, "{name}"),
            // The challenges mix every idea too, with the tricks their coach line teaches.
            "together" | "challenges" => {
                assert_eq!(needed, IDEAS.to_vec(), "{name} needs every idea")
            }
            "colours" => assert!(needed.contains(&"conds"), "{name} needs no cond"),
            idea => assert!(
                needed.contains(&idea),
                "{name} does not need {idea}: {needed:?}"
            ),
        }
        before = tools;
    }
    assert_eq!(
        chapter, "challenges",
        "the path ends with levels that mix every idea"
    );
}

#[test]
fn following_hints_gives_an_optimal_program() {
    for (name, map) in levels() {
        let tools = map.toolbox();
        let best = best(&map, tools);
        let mut prefix = Program::default();
        while let Some(h) =
            kodable::hint_after(&map, map.start(), &prefix, tools, Budget::UNLIMITED)
        {
            prefix.blocks.push(h.block);
            if h.function.is_some() {
                prefix.function = h.function;
            }
            assert!(prefix.blocks.len() <= 40, "{name}: hints do not end");
        }
        let trace = kodable::run(&map, &prefix);
        assert!(trace.is_won(), "{name}: {prefix}");
        assert_eq!(
            trace.size(&prefix),
            best.size().unwrap(),
            "{name}: {prefix}"
        );
        assert_eq!(trace.end.bonuses(), best.bonuses, "{name}");
    }
}

// ---------------------------------------------------------------------------------------------
// Random input.

fn tile() -> impl Strategy<Value = Tile> {
    prop_oneof![
        3 => Just(Tile::Grass),
        6 => Just(Tile::Path),
        1 => Just(Tile::Bonus),
        1 => Just(Tile::Colour(Colour::Pink)),
        1 => Just(Tile::Colour(Colour::Orange)),
        1 => Just(Tile::Colour(Colour::Yellow)),
    ]
}

prop_compose! {
    fn small_map()(rows in 1usize..=5, cols in 2usize..=6)
        (tiles in prop::collection::vec(tile(), rows * cols), ball in 0..rows * cols,
         target in 0..rows * cols - 1, rows in Just(rows), cols in Just(cols)) -> Map {
        let mut tiles = tiles;
        // The target goes anywhere but under the ball.
        let target = if target >= ball { target + 1 } else { target };
        tiles[ball] = Tile::Path;
        tiles[target] = Tile::Target;
        let ball = Cell::new((ball % cols) as i32, (ball / cols) as i32);
        Map::new(rows, cols, tiles, ball).unwrap()
    }
}

fn action() -> impl Strategy<Value = Action> {
    (0..16usize).prop_map(|i| Action::ALL[i])
}

fn block() -> impl Strategy<Value = Block> {
    prop_oneof![
        (0..4usize).prop_map(|d| Block::Roll(Dir::ALL[d])),
        (0..3usize, 0..4usize).prop_map(|(c, d)| Block::Cond(Colour::ALL[c], Dir::ALL[d])),
        (1..=MAX_LOOP, action(), action()).prop_map(|(n, a, b)| Block::Loop(n, a, b)),
        Just(Block::Function),
    ]
}

prop_compose! {
    fn program()(blocks in prop::collection::vec(block(), 0..8), body in (action(), action(), action()),
                 keep_body in any::<bool>()) -> Program {
        let calls = blocks.contains(&Block::Function);
        let function = (calls || keep_body).then_some([body.0, body.1, body.2]);
        Program { blocks, function }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn solved_programs_win_with_the_bonuses_reported(map in small_map()) {
        let s = best(&map, Toolbox::ALL);
        prop_assert!(s.optimal && s.complete);
        prop_assert_eq!(s.is_solvable(), kodable::check(&map, map.start(), Budget::UNLIMITED) == Some(true));
        if let Some(p) = &s.program {
            let t = kodable::run(&map, p);
            prop_assert!(t.is_won(), "{} on\n{}", p, map.drawing());
            prop_assert_eq!(t.end.bonuses(), s.bonuses);
            prop_assert_eq!(t.size(p), p.size());
            prop_assert_eq!(kodable::most_bonuses(&map, map.start(), Budget::UNLIMITED), Some(s.bonuses));
        }
    }

    #[test]
    fn the_hint_starts_an_optimal_program(map in small_map()) {
        let s = best(&map, Toolbox::ALL);
        if let Some(h) = kodable::hint(&map, map.start(), Toolbox::ALL, Budget::UNLIMITED) {
            let prefix = Program { blocks: vec![h.block], function: h.function };
            let rest = kodable::solve_after(&map, map.start(), &prefix, Toolbox::ALL, Budget::UNLIMITED);
            prop_assert_eq!(rank(&rest), rank(&s), "{} on\n{}", h.block, map.drawing());
            let whole = rest.program.unwrap();
            prop_assert_eq!(whole.blocks[0], h.block);
            prop_assert!(kodable::run(&map, &whole).is_won());
        } else {
            prop_assert!(s.program.is_none());
        }
    }

    #[test]
    fn hints_work_from_any_position(map in small_map(), at in 0usize..30, taken in any::<u16>()) {
        let cell = Cell::new((at % map.cols()) as i32, (at / map.cols() % map.rows()) as i32);
        prop_assume!(map.is_open(cell));
        let from = kodable::Position { ball: cell, taken };
        let s = kodable::solve(&map, from, Toolbox::ALL, Budget::UNLIMITED);
        if let Some(p) = &s.program {
            let t = kodable::run_from(&map, from, p);
            prop_assert!(t.is_won());
            prop_assert_eq!(t.end.bonuses(), s.bonuses);
        }
    }

    #[test]
    fn programs_print_and_read_back(p in program()) {
        let text = p.to_string();
        prop_assert_eq!(text.parse::<Program>().unwrap(), p.clone(), "{}", text);
        let again = Program::parse(&p.blocks_text(), p.function_text().as_deref()).unwrap();
        prop_assert_eq!(again, p);
    }

    #[test]
    fn maps_print_and_read_back(map in small_map()) {
        prop_assert_eq!(kodable::parse(&map.to_text()).unwrap(), map);
    }

    #[test]
    fn bad_tiles_are_found_where_they_are(map in small_map(), at in 0usize..100, bad in "[xX#.0-9BT]") {
        let mut rows: Vec<Vec<String>> = map
            .drawing()
            .lines()
            .map(|l| l.split(' ').map(str::to_string).collect())
            .collect();
        let (r, k) = (at / map.cols() % map.rows(), at % map.cols());
        rows[r][k] = bad;
        let text: Vec<String> = rows.iter().map(|r| r.join(" ")).collect();
        let e = kodable::parse(&text.join("\n")).unwrap_err();
        prop_assert_eq!(e.at, Some((r + 1, 2 * k + 1)), "{}", e);
    }

    #[test]
    fn bad_separators_and_short_rows_are_found(map in small_map(), at in 0usize..100, tab in any::<bool>()) {
        let lines: Vec<String> = map.drawing().lines().map(str::to_string).collect();
        let r = at % lines.len();
        let k = at / lines.len() % (map.cols() - 1);
        let mut broken = lines.clone();
        let column = 2 * k + 2;
        // Between tile k and tile k + 1: a tab instead of the space, or a second space.
        broken[r] = if tab {
            format!("{}\t{}", &lines[r][..column - 1], &lines[r][column..])
        } else {
            format!("{} {}", &lines[r][..column - 1], &lines[r][column - 1..])
        };
        let e = kodable::parse(&broken.join("\n")).unwrap_err();
        prop_assert_eq!(e.at, Some((r + 1, if tab { column } else { column + 1 })), "{}", e);
        if lines.len() > 1 {
            let mut short = lines.clone();
            let last = short.len() - 1;
            let len = short[last].len();
            short[last].truncate(len - 2);
            let e = kodable::parse(&short.join("\n")).unwrap_err();
            prop_assert_eq!(e.at, Some((last + 1, 2 * map.cols() - 2)), "{}", e);
        }
    }

    #[test]
    fn any_text_is_read_without_panicking(text in any::<String>(), near in "[@tbpoy*\\- \\n\\t;:]{0,60}") {
        let _ = kodable::parse(&text);
        let _ = kodable::parse(&near);
        let _ = text.parse::<Program>();
        let _ = kodable::parse_function(&text);
    }

    #[test]
    fn program_like_text_is_read_without_panicking(text in "[A-Za-z{},0-9 \\n]{0,40}", words in prop::collection::vec("Up|Down|Left|Right|Cond|Loop|Function|with|\\{|\\}|,|p|o|y|0|2|100|Righ| ", 0..12)) {
        let _ = text.parse::<Program>();
        let joined = words.concat();
        if let Err(e) = joined.parse::<Program>() {
            let (line, column) = e.at.unwrap_or((1, 1));
            prop_assert!(line >= 1 && column >= 1 && column <= joined.chars().count() + 1, "{:?} for {}", e, joined);
        }
        let _ = kodable::parse_function(&joined);
    }

    #[test]
    fn generated_maps_are_solvable(seed in any::<u64>(), rows in 1usize..=14, cols in 2usize..=14) {
        let p = Params { rows, cols, bonuses: 3 };
        let map = kodable::generate(seed, p).unwrap();
        prop_assert_eq!((map.rows(), map.cols()), (rows, cols));
        prop_assert_eq!(kodable::check(&map, map.start(), Budget::UNLIMITED), Some(true));
        prop_assert_eq!(&kodable::generate(seed, p).unwrap(), &map);
        prop_assert_eq!(map.ball().col, 0);
        prop_assert_eq!(map.target().col as usize, cols - 1);
    }
}
