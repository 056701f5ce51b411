import Foundation

/// A child process's standard output or error, captured in a temporary file.
///
/// A file rather than a pipe: reading a pipe on a handler queue can still be catching up when
/// the process has exited, so a test could read half of what the child printed; a file holds
/// everything the moment the child is gone, and a chatty child never blocks on a full pipe.
public final class CapturedOutput {
    /// The file handle to give the child (`Process.standardOutput` / `standardError`).
    public let handle: FileHandle
    private let url: URL

    /// A new, empty capture.
    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-output-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        // The file exists: it was just created, so opening it cannot fail short of a full disk.
        handle = (try? FileHandle(forWritingTo: url)) ?? FileHandle.nullDevice
    }

    /// Everything written so far.
    public func text() -> String {
        String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
    }

    deinit {
        try? handle.close()
        try? FileManager.default.removeItem(at: url)
    }
}
