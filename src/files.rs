//! Files on the desktop: read through one bounded reader that takes regular files only (a
//! pipe, a device or a folder where a file should be is refused at once, never waited on), and
//! written so that a reader never sees half of one, through a temporary file beside it.

/// Why a file was not read.
#[derive(Debug)]
pub enum NotRead {
    /// The system could not open or read it.
    Io(std::io::Error),
    /// It is a folder.
    Folder,
    /// It is a device, a pipe or a socket.
    NotRegular,
    /// It is larger than the most that is read (in bytes).
    TooLarge(u64),
}

impl std::fmt::Display for NotRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotRead::Io(e) => write!(f, "{e}"),
            NotRead::Folder => f.write_str("it is a folder"),
            NotRead::NotRegular => {
                f.write_str("it is not a regular file (a device, a pipe or a socket)")
            }
            NotRead::TooLarge(most) => write!(f, "it is larger than {most} bytes"),
        }
    }
}

/// The bytes of the regular file at `path`, of at most `most` bytes. The file is opened
/// without waiting (a pipe with no writer would block for ever), checked for what it is (a
/// link is followed: a link to a device is a device), then read with a bound: never more than
/// one byte past the limit, whatever its size claims.
pub fn read_regular(path: &std::path::Path, most: u64) -> Result<Vec<u8>, NotRead> {
    use std::io::Read;
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(NotRead::Io)?;
    let kind = file.metadata().map_err(NotRead::Io)?.file_type();
    if kind.is_dir() {
        return Err(NotRead::Folder);
    }
    if !kind.is_file() {
        return Err(NotRead::NotRegular);
    }
    let mut bytes = Vec::new();
    file.take(most + 1)
        .read_to_end(&mut bytes)
        .map_err(NotRead::Io)?;
    if bytes.len() as u64 > most {
        return Err(NotRead::TooLarge(most));
    }
    Ok(bytes)
}

/// How long a temporary file of [`write_atomically`] lasts while a game writes it: a few
/// milliseconds. One older than this was left by a game killed mid-write.
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// Removes the temporary files that [`write_atomically`] left in `dir` when a game was killed
/// mid-write (`.NAME.XXXXXX.tmp`, for a `NAME` that `of` accepts), once they are older than any
/// write takes ([`STALE_AFTER`]): one a running game is writing now is never touched.
pub fn remove_stale_temporaries(dir: &std::path::Path, of: impl Fn(&str) -> bool) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some((name, _random)) = file
            .to_str()
            .and_then(|f| f.strip_prefix('.'))
            .and_then(|f| f.strip_suffix(".tmp"))
            .and_then(|f| f.rsplit_once('.'))
        else {
            continue;
        };
        let age = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|modified| modified.elapsed().ok());
        if of(name) && age.is_some_and(|age| age > STALE_AFTER) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to `path` so that a reader never sees half a file: first to a temporary
/// file beside it (`.NAME.XXXXXX.tmp`, made by `tempfile`), synced, then renamed over it, and
/// the folder synced so that the rename itself survives a power cut. A write that fails leaves
/// nothing behind.
pub fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("level");
    let mut tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    sync_folder(dir)
}

/// Makes a folder's entries (a rename into it) durable.
#[cfg(unix)]
fn sync_folder(dir: &std::path::Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

/// Other systems make renames durable on their own, or cannot sync a folder.
#[cfg(not(unix))]
fn sync_folder(_: &std::path::Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_leaves_the_file_whole_and_no_temporary_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        write_atomically(&path, b"first").unwrap();
        write_atomically(&path, b"second").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "{names:?}");
        let into_a_missing_folder = write_atomically(&dir.path().join("no/such.json"), b"x");
        assert!(into_a_missing_folder.is_err());
    }

    #[test]
    fn only_an_old_temporary_is_stale() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join(".progress.json.a1b2c3.tmp");
        let new = dir.path().join(".progress.json.d4e5f6.tmp");
        let other = dir.path().join(".other.json.g7h8i9.tmp");
        for p in [&old, &new, &other] {
            std::fs::write(p, b"half").unwrap();
        }
        let long_ago = std::time::SystemTime::now() - STALE_AFTER * 2;
        let file = std::fs::File::options().write(true).open(&old).unwrap();
        file.set_modified(long_ago).unwrap();
        let file = std::fs::File::options().write(true).open(&other).unwrap();
        file.set_modified(long_ago).unwrap();
        remove_stale_temporaries(dir.path(), |name| name == "progress.json");
        assert!(!old.exists(), "killed mid-write long ago");
        assert!(new.exists(), "maybe being written now");
        assert!(other.exists(), "another file's");
    }
}
