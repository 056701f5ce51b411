import Foundation

/// A read-only memory map of a whole file; pages load on first touch, so opening is O(1).
final class MappedFile: @unchecked Sendable {
    // Sendable: the mapping is PROT_READ and never written or remapped after init; it is
    // unmapped only in deinit, when no other reference can exist.
    let base: UnsafeRawPointer
    let count: Int

    init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw LocalIndexError.io(path: path, detail: "cannot open the index (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw LocalIndexError.io(path: path, detail: "cannot stat the index (\(String(cString: strerror(errno))))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw LocalIndexError.io(path: path, detail: "not a regular file")
        }
        let size = Int(info.st_size)
        guard size >= IndexFileLayout.headerSize else {
            throw LocalIndexError.truncated(path: path, detail: "\(size) bytes, shorter than the \(IndexFileLayout.headerSize)-byte header")
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            throw LocalIndexError.io(path: path, detail: "cannot map the index into memory (\(String(cString: strerror(errno))))")
        }
        base = UnsafeRawPointer(mapped)
        count = size
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: base), count)
    }
}
