//! Files on the desktop written so that a reader never sees half of one, and whether the game
//! that left a temporary file behind is still running.

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
