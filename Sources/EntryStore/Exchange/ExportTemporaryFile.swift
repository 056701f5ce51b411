import Foundation

/// The hidden file an export is written to before it is renamed over its destination:
/// `.NAME.PID.UUID.tmp` beside it. An export killed before the rename leaves one, holding
/// personal data: the next export to the same destination removes those whose process is
/// gone (and those of older versions, named `.NAME.UUID.tmp`, which no live export uses).
enum ExportTemporaryFile {
    /// A new temporary file's URL for `destination`, named for this process.
    static func url(for destination: URL) -> URL {
        destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp")
    }

    /// Removes the temporary files that killed exports to `destination` left; returns them.
    @discardableResult
    static func removeLeftovers(for destination: URL) -> [URL] {
        let folder = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [URL] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            let writer: pid_t?
            switch middle.count {
            case 2 where UUID(uuidString: String(middle[1])) != nil: writer = pid_t(middle[0])
            case 1 where UUID(uuidString: String(middle[0])) != nil: writer = nil
            default: continue  // not one of ours
            }
            if let writer, writer == getpid() || isAlive(writer) { continue }
            let url = folder.appendingPathComponent(name)
            if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(url) }
        }
        return removed
    }

    private static func isAlive(_ pid: pid_t) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}
