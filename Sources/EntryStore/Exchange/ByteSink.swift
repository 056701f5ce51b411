import Foundation

/// Buffered writing of UTF-8 bytes to a file handle: exports stream through a 64 KiB buffer
/// instead of building the whole file in memory.
final class ByteSink {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    /// A sink writing to `handle` (which stays owned by the caller).
    init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(capacity + 4096)
    }

    /// Appends the UTF-8 bytes of `text`.
    func write(_ text: String) throws {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Appends one byte.
    func write(byte: UInt8) throws {
        buffer.append(byte)
        if buffer.count >= capacity { try flush() }
    }

    /// Writes out what is buffered.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
