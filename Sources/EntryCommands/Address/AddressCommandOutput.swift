import Foundation

/// Collects the output lines of `validate` and `format` and writes them in large chunks (one
/// write per 64 KiB rather than per line).
struct AddressCommandOutput {
    private var buffer: [UInt8] = []
    private let handle: FileHandle

    init(handle: FileHandle = .standardOutput) {
        self.handle = handle
        buffer.reserveCapacity(1 << 17)
    }

    mutating func writeLine(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
