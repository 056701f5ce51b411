import Foundation

/// Refuses an export file that would destroy data when the export is renamed over it: the
/// store's own database or one of its companion files, any other SQLite database, and
/// anything that is not a regular file.
enum ExportTarget {
    /// The files SQLite keeps beside a database, by the suffix of their names.
    static let companionSuffixes = ["", "-wal", "-shm", "-journal"]

    /// Throws `ExportError.refusedTarget` when writing the export to `url` would replace the
    /// database of `store`, one of its companions, an SQLite database or a non-regular file.
    static func check(_ url: URL, store: EntryStore) throws(ExportError) {
        let path = url.path
        let target = resolvedPath(path)
        let database = resolvedPath(store.path)
        var info = stat()
        let exists = stat(path, &info) == 0
        for suffix in companionSuffixes {
            let companion = database + suffix
            var companionInfo = stat()
            // Same resolved path, or (when both exist) the same file under another name: a hard
            // link, a bind mount, a path through another symbolic link.
            let sameFile =
                exists && stat(companion, &companionInfo) == 0
                && companionInfo.st_dev == info.st_dev && companionInfo.st_ino == info.st_ino
            if target == companion || sameFile {
                let what = suffix.isEmpty ? "the entry database being exported" : "the entry database's \(suffix) file"
                throw .refusedTarget(path: path, reason: "it is \(what)")
            }
        }
        guard exists else { return }
        if let reason = NotARegularFile.reason(mode: info.st_mode) { throw .refusedTarget(path: path, reason: reason) }
        let magic = DatabaseFileInspector.sqliteMagic
        guard let handle = FileHandle(forReadingAtPath: path) else {
            // Unread, it might be a database: replacing it is not worth that risk.
            throw .refusedTarget(path: path, reason: "it cannot be read to check that it is not a database")
        }
        defer { try? handle.close() }
        let start: [UInt8]
        do {
            start = [UInt8](try handle.read(upToCount: magic.count) ?? Data())
        } catch {
            throw .refusedTarget(path: path, reason: "it cannot be read to check that it is not a database")
        }
        if start == magic {
            throw .refusedTarget(path: path, reason: "it is an SQLite database (it starts with the SQLite header)")
        }
    }

    /// `path` with every symbolic link and `..` resolved; for a file that does not exist yet,
    /// its folder resolved and its name appended.
    private static func resolvedPath(_ path: String) -> String {
        if let resolved = realPath(path) { return resolved }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard let resolvedFolder = realPath(folder) else { return url.standardizedFileURL.path }
        return URL(fileURLWithPath: resolvedFolder, isDirectory: true).appendingPathComponent(url.lastPathComponent).path
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
