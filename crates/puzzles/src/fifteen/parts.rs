//! A board size's tables built in parts, each by a helper of its own (in a browser, one Web
//! Worker per core), then put together. Part `p` of `n` holds the tables of the groups whose
//! place in the partition is `p` modulo `n`, one after another.

use super::cache::put_in_cache;
use super::kept::keep;
use super::tables::{AnyBuilder, Database, Group, partition, table_len};
use std::sync::{Arc, Mutex};

/// The tables of one part, built a slice at a time.
pub struct PartBuilder {
    cells: usize,
    sizes: Vec<usize>,
    builders: Vec<AnyBuilder>,
}

impl PartBuilder {
    /// Starts building part `part` of `parts` of a board size's tables.
    pub fn new(width: usize, height: usize, part: usize, parts: usize) -> PartBuilder {
        let mine: Vec<Vec<u8>> = partition(width, height)
            .into_iter()
            .skip(part)
            .step_by(parts.max(1))
            .collect();
        PartBuilder {
            cells: width * height,
            sizes: mine.iter().map(Vec::len).collect(),
            builders: mine
                .iter()
                .map(|tiles| AnyBuilder::new(width, height, tiles))
                .collect(),
        }
    }

    /// Does about `budget` states of work; the part's tables, one after another, once built.
    pub fn step(&mut self, budget: usize) -> Option<Vec<u8>> {
        let mut left = budget;
        for b in self.builders.iter_mut().filter(|b| !b.is_done()) {
            let before = b.done();
            if !b.step(left) {
                return None;
            }
            left = left.saturating_sub((b.done() - before) as usize);
        }
        Some(
            std::mem::take(&mut self.builders)
                .into_iter()
                .flat_map(AnyBuilder::finish)
                .collect(),
        )
    }

    /// How far the part has got, from 0 to 1 (an estimate).
    pub fn progress(&self) -> f32 {
        let expected: f64 = self
            .sizes
            .iter()
            .map(|&k| expected_states(self.cells, k))
            .sum();
        let done: f64 = self.builders.iter().map(|b| b.done() as f64).sum();
        (done / expected.max(1.0)).min(0.99) as f32
    }
}

/// Puts the parts of a board size's tables together (each as [`PartBuilder::step`] gave it, in
/// order) and keeps the databases for [`super::cached_database`] to find, and in the cache.
pub fn accept_parts(width: usize, height: usize, parts: &[Vec<u8>]) -> Result<(), String> {
    // Parts come from workers: what they built is checked like what a cache file holds.
    accept_sound(from_parts(width, height, parts)?)
}

/// Keeps databases that came from elsewhere (workers, the server), once they are found sound.
fn accept_sound(db: Database) -> Result<(), String> {
    db.soundness()
        .map_err(|why| format!("the tables are not sound: {why}"))?;
    put_in_cache(&db);
    keep(Arc::new(db));
    Ok(())
}

/// Takes a board size's tables shipped whole (what [`Database::to_bytes`] wrote, fetched from
/// where the game is served), checked like a cache file and for soundness, and keeps them for
/// [`super::cached_database`] to find, and in the cache.
pub fn accept_shipped(width: usize, height: usize, bytes: &[u8]) -> Result<(), String> {
    accept_sound(Database::from_bytes(width, height, bytes)?)
}

/// The databases of a board size from its parts.
pub(super) fn from_parts(
    width: usize,
    height: usize,
    parts: &[Vec<u8>],
) -> Result<Database, String> {
    if parts.is_empty() {
        return Err("no parts".into());
    }
    let mut at = vec![0usize; parts.len()];
    let mut groups = Vec::new();
    for (i, tiles) in partition(width, height).into_iter().enumerate() {
        let p = i % parts.len();
        let len = table_len(width * height, tiles.len());
        let table = parts[p]
            .get(at[p]..at[p] + len)
            .ok_or_else(|| format!("part {p} is cut short"))?
            .to_vec();
        at[p] += len;
        groups.push(Group { tiles, table });
    }
    if at.iter().zip(parts).any(|(&used, part)| used != part.len()) {
        return Err("a part is longer than its tables".into());
    }
    Ok(Database::from_groups(width, height, groups))
}

/// Roughly how many states a group's search takes from its queues: its placements, with a
/// little over one hole region and some repeats each.
fn expected_states(cells: usize, k: usize) -> f64 {
    let placements: f64 = (0..k).map(|i| (cells - 1 - i) as f64).product();
    placements * 2.2
}

/// Builds a board size's databases a slice at a time, for a program that must not stop
/// drawing (in a browser without workers): all of them as one part.
pub struct DatabaseBuilder {
    width: usize,
    height: usize,
    whole: PartBuilder,
}

impl DatabaseBuilder {
    /// Starts building the databases of a board size.
    pub fn new(width: usize, height: usize) -> DatabaseBuilder {
        DatabaseBuilder {
            width,
            height,
            whole: PartBuilder::new(width, height, 0, 1),
        }
    }

    /// Does about `budget` states of work; returns the databases once they are complete (and
    /// keeps them for [`database`] to find).
    pub fn step(&mut self, budget: usize) -> Option<Arc<Database>> {
        let tables = self.whole.step(budget)?;
        let db =
            from_parts(self.width, self.height, &[tables]).expect("one part holds every table");
        put_in_cache(&db);
        Some(keep(Arc::new(db)))
    }

    /// How far the work has got, from 0 to 1 (an estimate: the states each group will take).
    pub fn progress(&self) -> f32 {
        self.whole.progress()
    }
}

/// The databases being built a slice at a time, one builder per board size however many
/// searches wait for them (par and a hint, asked for at once, share the work rather than doing
/// it twice). Process-wide as the databases it adds to are: searches on any thread share it.
static BUILDING: Mutex<Vec<((usize, usize), DatabaseBuilder)>> = Mutex::new(Vec::new());

/// Builds about `states` states' worth of a board size's databases, shared with every other
/// search that waits for them; the databases once they are built (here, or by another search
/// that got there first).
pub fn build_a_slice(width: usize, height: usize, states: usize) -> Option<Arc<Database>> {
    if let Some(db) = super::kept::cached_database(width, height) {
        return Some(db);
    }
    let mut building = BUILDING.lock().unwrap_or_else(|e| e.into_inner());
    let at = match building
        .iter()
        .position(|(size, _)| *size == (width, height))
    {
        Some(at) => at,
        None => {
            building.push(((width, height), DatabaseBuilder::new(width, height)));
            building.len() - 1
        }
    };
    let db = building[at].1.step(states)?;
    building.remove(at);
    Some(db)
}

/// How far the databases of a board size have got, while they are built a slice at a time.
pub fn slices_built(width: usize, height: usize) -> Option<f32> {
    let building = BUILDING.lock().ok()?;
    building
        .iter()
        .find(|(size, _)| *size == (width, height))
        .map(|(_, b)| b.progress())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(width: usize, height: usize, part: usize, parts: usize) -> Vec<u8> {
        let mut b = PartBuilder::new(width, height, part, parts);
        loop {
            let progress = b.progress();
            assert!((0.0..1.0).contains(&progress));
            if let Some(tables) = b.step(500) {
                return tables;
            }
        }
    }

    #[test]
    fn parts_built_apart_make_the_same_databases() {
        let parts = [part(4, 2, 0, 2), part(4, 2, 1, 2)];
        assert!(
            accept_parts(4, 2, &parts[..1]).is_err(),
            "one part is missing"
        );
        let mut long = parts.clone();
        long[1].push(0);
        assert!(accept_parts(4, 2, &long).is_err());
        assert!(super::super::cached_database(4, 2).is_none());
        accept_parts(4, 2, &parts).unwrap();
        let kept = super::super::cached_database(4, 2).expect("kept");
        assert_eq!(kept.to_bytes(), Database::build(4, 2).to_bytes());
    }

    #[test]
    fn one_part_is_the_whole() {
        let whole = part(3, 3, 0, 1);
        let built = Database::build(3, 3);
        let tables: Vec<u8> = built.groups.iter().flat_map(|g| g.table.clone()).collect();
        assert_eq!(whole, tables);
    }
}
