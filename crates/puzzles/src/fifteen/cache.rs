//! Keeping built pattern databases between runs, so that a machine builds them once.
//!
//! The program that hosts the solver says where to keep them (a folder on the desktop) with
//! [`keep_databases_in`]; the core only turns databases into bytes and back. What comes back is
//! never trusted: a file of another format version, another grouping of the tiles, the wrong
//! length or a checksum that does not match is refused, and the databases are built afresh.

use super::tables::{Database, Group, partition, table_len};
use std::sync::OnceLock;

/// Bump when the layout of the bytes, or the way the tables are computed, changes.
const FORMAT: u32 = 2;
const MAGIC: &[u8; 28] = b"puzzlebox pattern databases\n";

/// Somewhere to keep bytes under a name between runs.
pub trait Cache: Send + Sync + 'static {
    /// The bytes kept under `name`, if there are any.
    fn load(&self, name: &str) -> Option<Vec<u8>>;
    /// Keeps `bytes` under `name`, whole or not at all.
    fn save(&self, name: &str, bytes: &[u8]);
}

/// Where databases are kept between runs. (Process-wide as the databases are: set once, as the
/// program starts, for every search on every thread.)
static CACHE: OnceLock<Box<dyn Cache>> = OnceLock::new();

/// Keeps every database built from now on in `cache`, and looks there before building one.
/// Only the first call counts.
pub fn keep_databases_in(cache: Box<dyn Cache>) {
    let _already_set = CACHE.set(cache);
}

/// The name the databases of a board size are kept under.
pub fn cache_name(width: usize, height: usize) -> String {
    format!("fifteen-{width}x{height}-v{FORMAT}.pdb")
}

/// The databases kept for a board size, if there are any and they are sound.
pub(super) fn take_from_cache(width: usize, height: usize) -> Option<Database> {
    let bytes = CACHE.get()?.load(&cache_name(width, height))?;
    Database::from_bytes(width, height, &bytes).ok()
}

/// Keeps a board size's databases in the cache, if there is one.
pub(super) fn put_in_cache(db: &Database) {
    if let Some(cache) = CACHE.get() {
        cache.save(&cache_name(db.width, db.height), &db.to_bytes());
    }
}

impl Database {
    /// The databases as bytes: a header, each group's tiles and table, and a checksum of it all.
    pub fn to_bytes(&self) -> Vec<u8> {
        let db = self;
        let tables: usize = db.groups.iter().map(|g| g.table.len()).sum();
        let mut out = Vec::with_capacity(64 + tables);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT.to_le_bytes());
        out.extend_from_slice(&[db.width as u8, db.height as u8, db.groups.len() as u8]);
        for g in &db.groups {
            out.push(g.tiles.len() as u8);
            out.extend_from_slice(&g.tiles);
            out.extend_from_slice(&g.table);
        }
        sealed(out)
    }

    /// Reads back what [`Database::to_bytes`] wrote for a board `width` × `height`, or says why it cannot.
    pub fn from_bytes(width: usize, height: usize, bytes: &[u8]) -> Result<Database, String> {
        let (body, sum) = bytes
            .split_last_chunk::<8>()
            .ok_or("too short to hold databases")?;
        if checksum(body) != u64::from_le_bytes(*sum) {
            return Err("the checksum does not match".into());
        }
        let mut r = Reader { bytes: body, at: 0 };
        if r.take(MAGIC.len())? != MAGIC {
            return Err("not a pattern database file".into());
        }
        let format = u32::from_le_bytes(r.take(4)?.try_into().expect("four bytes"));
        if format != FORMAT {
            return Err(format!("format {format}, expected {FORMAT}"));
        }
        if r.take(2)? != [width as u8, height as u8] {
            return Err(format!("not the databases of a {width}×{height} board"));
        }
        let expected = partition(width, height);
        if r.take(1)?[0] as usize != expected.len() {
            return Err("the tiles are grouped differently".into());
        }
        let mut groups = Vec::with_capacity(expected.len());
        for tiles in expected {
            let k = r.take(1)?[0] as usize;
            if r.take(k)? != tiles.as_slice() {
                return Err("the tiles are grouped differently".into());
            }
            let table = r.take(table_len(width * height, k))?.to_vec();
            groups.push(Group { tiles, table });
        }
        if r.at != body.len() {
            return Err("bytes left over after the tables".into());
        }
        let db = Database::from_groups(width, height, groups);
        db.soundness()
            .map_err(|why| format!("the tables are not sound: {why}"))?;
        Ok(db)
    }
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let groups: Vec<&[u8]> = self.groups.iter().map(|g| g.tiles.as_slice()).collect();
        write!(
            f,
            "Database({}×{}, groups {groups:?})",
            self.width, self.height
        )
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or("cut short")?;
        let part = &self.bytes[self.at..end];
        self.at = end;
        Ok(part)
    }
}

/// The body of a database file followed by its checksum, as [`Database::to_bytes`] ends it
/// (and as a forged file would end: the checksum finds damage, not forgery, which
/// [`Database::from_bytes`] meets with checks of what the tables say).
pub fn sealed(mut body: Vec<u8>) -> Vec<u8> {
    let sum = checksum(&body);
    body.extend_from_slice(&sum.to_le_bytes());
    body
}

/// A 64-bit checksum, eight bytes at a time (FNV-style multiply and xor, with a final mix).
fn checksum(bytes: &[u8]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ bytes.len() as u64;
    let mut words = bytes.chunks_exact(8);
    for w in &mut words {
        h = (h ^ u64::from_le_bytes(w.try_into().expect("eight bytes"))).wrapping_mul(PRIME);
        h ^= h >> 29;
    }
    for &b in words.remainder() {
        h = (h ^ b as u64).wrapping_mul(PRIME);
    }
    h ^ (h >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Database {
        Database::build(3, 3)
    }

    #[test]
    fn databases_come_back_as_they_went() {
        let db = small();
        let back = Database::from_bytes(3, 3, &db.to_bytes()).unwrap();
        assert_eq!(back.groups.len(), db.groups.len());
        for (a, b) in back.groups.iter().zip(&db.groups) {
            assert_eq!(a.tiles, b.tiles);
            assert!(a.table == b.table);
        }
    }

    #[test]
    fn damaged_or_foreign_bytes_are_refused() {
        let bytes = small().to_bytes();
        let mut flipped = bytes.clone();
        flipped[200] ^= 1;
        assert!(
            Database::from_bytes(3, 3, &flipped)
                .unwrap_err()
                .contains("checksum")
        );
        assert!(Database::from_bytes(3, 3, &bytes[..bytes.len() - 1]).is_err());
        assert!(Database::from_bytes(3, 3, &bytes[..5]).is_err());
        assert!(Database::from_bytes(3, 3, b"").is_err());
        assert!(
            Database::from_bytes(4, 3, &bytes)
                .unwrap_err()
                .contains("4×3")
        );
        assert!(Database::from_bytes(3, 4, &bytes).is_err());
        // Another format version, checksummed properly, is still refused.
        let mut other = bytes[..bytes.len() - 8].to_vec();
        other[MAGIC.len()] = 99;
        let other = sealed(other);
        assert!(
            Database::from_bytes(3, 3, &other)
                .unwrap_err()
                .contains("format 99")
        );
    }
}
