import Foundation

/// Checks an existing file's SQLite header before SQLite opens it, so garbage and truncated
/// files are refused without SQLite ever writing to them (no journal mode switch, no -wal).
enum DatabaseFileInspector {
    /// What the header says about an existing file.
    enum Verdict: Equatable {
        /// No file, or an empty one: SQLite creates a fresh database there.
        case fresh
        /// A plausible SQLite database file, with what its header records.
        case sqlite(Header)
    }

    /// Fields of the 100-byte SQLite header that matter before opening.
    struct Header: Equatable {
        /// `PRAGMA user_version` (offset 60) as of the last checkpoint.
        let userVersion: Int
        /// `PRAGMA application_id` (offset 68) as of the last checkpoint.
        let applicationID: Int32
    }

    /// The 16 bytes every SQLite database file starts with.
    static let sqliteMagic = Array("SQLite format 3\0".utf8)

    /// Inspects the file at `path`; throws `notADatabase` or `corrupt` for a bad header.
    static func inspect(path: String) throws -> Verdict {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return .fresh }
        if isDirectory.boolValue {
            throw EntryStoreError.notADatabase(path: path, reason: "it is a folder")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw EntryStoreError.database(path: path, reason: "the file cannot be opened for reading (permissions?)")
        }
        defer { try? handle.close() }
        let size: UInt64
        let header: Data
        do {
            size = try handle.seekToEnd()
            try handle.seek(toOffset: 0)
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw EntryStoreError.database(path: path, reason: "the file cannot be read: \(error.localizedDescription)")
        }
        if size == 0 { return .fresh }
        let bytes = [UInt8](header)
        let magic = sqliteMagic
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw EntryStoreError.notADatabase(path: path, reason: "it does not start with the SQLite header")
        }
        guard bytes.count == 100 else {
            throw EntryStoreError.corrupt(path: path, reason: "the file is \(size) bytes, shorter than the 100-byte SQLite header")
        }
        let rawPageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            throw EntryStoreError.corrupt(path: path, reason: "the header's page size \(rawPageSize) is invalid")
        }
        let fields = Header(
            userVersion: Int(Int32(bitPattern: bigEndian32(bytes, 60))),
            applicationID: Int32(bitPattern: bigEndian32(bytes, 68)))
        // A checkpoint copies the WAL's pages into the file in page order, page 1 (with the new
        // page count) first: killed part-way, the file is shorter than its header says until
        // the next open copies the rest from the WAL, which stays until the copy is complete.
        // So the file's length is judged only when no WAL frames wait beside it.
        if Self.hasWALFrames(beside: path) {
            return .sqlite(fields)
        }
        guard size % UInt64(pageSize) == 0 else {
            throw EntryStoreError.corrupt(
                path: path, reason: "the file size \(size) is not a whole number of \(pageSize)-byte pages (truncated?)")
        }
        // The in-header page count is valid only when the change counter matches the
        // version-valid-for number (SQLite file format, section 1.3.7).
        let pageCount = UInt64(bigEndian32(bytes, 28))
        if pageCount > 0, bigEndian32(bytes, 24) == bigEndian32(bytes, 92), size < pageCount * UInt64(pageSize) {
            throw EntryStoreError.corrupt(
                path: path,
                reason: "the file is \(size) bytes but its header records \(pageCount) pages of \(pageSize) bytes (truncated)"
            )
        }
        return .sqlite(fields)
    }

    /// A WAL file holds a 32-byte header, then frames of a 24-byte header and a page each.
    private static let walHeaderSize: UInt64 = 32

    /// Whether the `-wal` file beside `path` holds at least one frame.
    private static func hasWALFrames(beside path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path + "-wal")
        let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        return size > walHeaderSize
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
