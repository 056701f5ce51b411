import Foundation
import TeamServer

/// The team's entry form as a machine keeps it: one file in its data folder
/// (`$XDG_DATA_HOME/entrydesk/team-form.json`), replaced whole when a sync brings another
/// version (written beside it, then renamed over it), so that a start never reads half a form
/// and a machine offline keeps the last one it got. The window reads it only at start: a form
/// received while it runs is keyed from the next start.
///
/// The form's meaning is EntryForm's, which this module does not know: `readVersion` reads a
/// form file's text and returns its version, or throws when this build cannot use it (a
/// newer build's form), which is then not kept, and not asked for again until another is set.
public final class TeamFormFile: @unchecked Sendable {
    // Sendable: `held` and `refused` are only touched under `lock`; the file is written by
    // whichever pass holds it.
    public let url: URL
    private let readVersion: @Sendable (String) throws -> String
    private let lock = NSLock()
    /// The held version, read from the file at first use (on the sync thread, not at start).
    private var held: String??
    private var refused: String?

    /// What keeping a form the server sent did.
    public enum Outcome: Sendable, Equatable {
        /// Written: the version kept from now on.
        case kept(version: String)
        /// Not usable here (`reason`, from `readVersion`): the file held stays as it was.
        case refused(version: String, reason: String)
    }

    /// The form file at `url`; nothing is read until a pass asks for the version held.
    public init(url: URL, readVersion: @escaping @Sendable (String) throws -> String) {
        self.url = url
        self.readVersion = readVersion
    }

    /// The version of the form kept in the file; nil when there is none (or it cannot be read).
    public var heldVersion: String? { lock.withLock { heldLocked() } }

    /// The version to tell the server this machine has: the form it holds, or one it could
    /// not use (asking for that again would only bring it again).
    var versionToSkip: String? { lock.withLock { refused ?? heldLocked() } }

    private func heldLocked() -> String? {
        if let held { return held }
        var version: String?
        if let data = FileManager.default.contents(atPath: url.path), let text = String(validating: data, as: UTF8.self) {
            version = try? readVersion(text)
        }
        held = .some(version)
        return version
    }

    /// Keeps `form` in the file if this build can use it, atomically.
    func keep(_ form: TeamForm) throws -> Outcome {
        let version: String
        do {
            version = try readVersion(form.text)
        } catch {
            lock.withLock { refused = form.version }
            return .refused(version: form.version, reason: "\(error)")
        }
        try write(form.text)
        lock.withLock {
            held = .some(version)
            refused = nil
        }
        return .kept(version: version)
    }

    /// Writes `text` to a file of its own in the same folder, flushed to the disk, then renames
    /// it over the form: a reader sees the old form or the new, whole, never part of one.
    private func write(_ text: String) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw TeamFormFileError("cannot write \(temporary.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(text.utf8))
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw TeamFormFileError("cannot write \(temporary.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw TeamFormFileError("cannot replace \(url.path): \(reason)")
        }
    }
}

/// The team's form could not be kept on this machine (its data folder cannot be written).
public struct TeamFormFileError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
