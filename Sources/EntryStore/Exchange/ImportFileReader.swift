import Foundation

/// Reads a file to import into memory, refusing anything but a readable regular file.
///
/// A folder, device, pipe or socket is refused before it is opened: seeking to the end of a
/// folder reports a nonsense size (2^63 on ext4), a pipe blocks until someone writes to it,
/// and a device may never end.
public enum ImportFileReader {
    /// The most bytes reserved up front from the size the file reports. The size may change
    /// between the check and the read, so it only sizes the first allocation; a larger file
    /// still reads, the buffer growing as it goes.
    static let maximumReservation = 64 << 20

    /// Throws `ImportError.unreadable` when the file at `url` is missing, not a regular file
    /// or not readable; the CLI calls it before opening the database, so that a mistyped path
    /// does not create an empty database as a side effect.
    public static func check(_ url: URL) throws(ImportError) {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw .unreadable(path: path, reason: code == ENOENT ? "no such file" : String(cString: strerror(code)))
        }
        if let refusal = NotARegularFile.reason(mode: info.st_mode) {
            throw .unreadable(path: path, reason: refusal)
        }
        guard access(path, R_OK) == 0 else {
            let code = errno
            throw .unreadable(path: path, reason: code == EACCES ? "permission denied" : String(cString: strerror(code)))
        }
    }

    /// The bytes of the file at `url`, read straight into one array (no intermediate `Data`).
    static func readBytes(at url: URL) throws(ImportError) -> [UInt8] {
        try check(url)
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Checked again on the open descriptor: the path may have been replaced since.
            var info = stat()
            guard fstat(handle.fileDescriptor, &info) == 0 else {
                let code = errno
                throw ImportError.unreadable(path: url.path, reason: String(cString: strerror(code)))
            }
            if let refusal = NotARegularFile.reason(mode: info.st_mode) {
                throw ImportError.unreadable(path: url.path, reason: refusal)
            }
            var bytes: [UInt8] = []
            if info.st_size > 0 {
                bytes.reserveCapacity(Int(min(Int64(info.st_size), Int64(maximumReservation))))
            }
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                bytes.append(contentsOf: chunk)
            }
            return bytes
        } catch let error as ImportError {
            throw error
        } catch {
            throw .unreadable(path: url.path, reason: reason(error))
        }
    }

    /// The system's reason for a failed read, without Foundation's generic wrapping.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
