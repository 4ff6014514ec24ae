use puzzles::kodable::{self, Program, Tools};
use puzzles::search::Budget;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).unwrap();
    let map = kodable::parse(&text).unwrap();
    if let Some(p) = args.get(2) {
        let p: Program = p.parse().unwrap();
        let t = kodable::run(&map, &p);
        for s in &t.steps {
            println!(
                "{} {:?} -> {} {:?} bonuses {:?}",
                s.action,
                s.origin,
                s.to(),
                s.stop,
                s.bonuses
            );
        }
        println!("{}", t.outcome);
    }
    for tools in [
        Tools::ALL,
        Tools {
            function: false,
            ..Tools::ALL
        },
        Tools {
            loops: false,
            ..Tools::ALL
        },
        Tools {
            conds: false,
            ..Tools::ALL
        },
    ] {
        let s = kodable::solve(&map, map.start(), tools, Budget::UNLIMITED);
        println!(
            "{tools:?}: {:?} size {:?} bonuses {}/{} optimal {} nodes {} {:.4}s",
            s.program.as_ref().map(|p| p.to_string()),
            s.size(),
            s.bonuses,
            s.bonuses_total,
            s.optimal,
            s.nodes,
            s.seconds
        );
        if let Some(p) = &s.program {
            assert!(kodable::run(&map, p).is_won());
        }
    }
}
