//! Files on the desktop: read through one bounded reader that takes regular files only (a
//! pipe, a device or a folder where a file should be is refused at once, never waited on), and
//! written so that a reader never sees half of one; and whether the game that left a temporary
//! file behind is still running.

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

/// Removes the temporary files that [`write_atomically`] left in `dir` when a game was killed
/// mid-write (`.NAME.PID.tmp`, for a `NAME` that `of` accepts), unless the game that wrote one
/// still runs.
pub fn remove_stale_temporaries(dir: &std::path::Path, of: impl Fn(&str) -> bool) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some((name, pid)) = file
            .to_str()
            .and_then(|f| f.strip_prefix('.'))
            .and_then(|f| f.strip_suffix(".tmp"))
            .and_then(|f| f.rsplit_once('.'))
        else {
            continue;
        };
        let Ok(pid) = pid.parse::<u32>() else {
            continue;
        };
        if of(name) && pid != std::process::id() && !is_running(pid) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Writes `bytes` to `path` so that a reader never sees half a file: first to a temporary
/// file beside it, synced, then renamed over it, and the folder synced so that the rename
/// itself survives a power cut.
pub fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("level");
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)?;
        sync_folder(dir)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
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

/// Whether a process with this id is running (a temporary file of a running game is not
/// stale).
#[cfg(unix)]
pub fn is_running(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
    let alive = unsafe { libc::kill(pid, 0) } == 0;
    alive || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// Where it cannot be told whether a process runs, it is taken to be running.
#[cfg(not(unix))]
pub fn is_running(_pid: u32) -> bool {
    true
}
