import Foundation

/// The database holds personal data: its file, the -wal and -shm files SQLite makes beside it
/// (SQLite gives them the main file's mode) and its own folder are for their owner only.
enum PrivateFiles {
    /// Creates a missing database file empty with mode 0600 (SQLite would create it 0644, less
    /// the umask), and takes group and other access off an existing one, its -wal and -shm
    /// files, and `folder` when it is the app's own ("entrydesk"). Returns what was tightened,
    /// for a notice; a file that cannot be changed (someone else's) is left as it is.
    static func secure(databasePath path: String, folder: URL) -> [String] {
        let created = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if created >= 0 { close(created) }
        var tightened: [String] = []
        for file in [path, path + "-wal", path + "-shm"] where restrict(file, to: 0o600) {
            tightened.append(file)
        }
        if folder.lastPathComponent == "entrydesk", restrict(folder.path, to: 0o700) {
            tightened.append(folder.path)
        }
        return tightened
    }

    /// Takes group and other permissions off `path` (`mode` once changed); whether it did.
    private static func restrict(_ path: String, to mode: mode_t) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & 0o077 != 0, info.st_uid == getuid() else { return false }
        return chmod(path, mode) == 0
    }
}
