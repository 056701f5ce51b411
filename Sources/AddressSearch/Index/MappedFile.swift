import CMappedGuard
import Foundation

/// A read-only memory map of a whole file; pages load on first touch, so opening is O(1).
///
/// The file may change under the mapping (an index rebuilt in place, a copy cut short): the
/// mapping is guarded, so a read past a new end of file gets zeros instead of SIGBUS
/// (`takeDamage`), and `changedOnDisk` tells a file replaced, rewritten or cut since it was
/// mapped, before it is read.
final class MappedFile: @unchecked Sendable {
    // @unchecked Sendable, and safe to share between threads: every stored property is a `let`
    // set in init; the mapping is PROT_READ and never written after init (the guard may put a
    // page of zeros over part of it from its signal handler, in one mmap call, and its
    // damage mark is a C11 atomic that `takeDamage` reads and clears); `changedOnDisk` only
    // calls stat(2). The mapping is unmapped only in deinit, when no other reference can
    // exist. The compiler cannot see any of this through the raw pointer, hence unchecked.
    let base: UnsafeRawPointer
    let count: Int
    private let path: String
    private let identity: FileIdentity
    private let guardSlot: Int32

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
        self.path = path
        identity = FileIdentity(info)
        guardSlot = entrydesk_mapguard_add(mapped, size)
    }

    /// Whether the file at the path is no longer the one mapped, as it was: replaced (another
    /// inode), rewritten (another modification time) or of another size; or gone.
    var changedOnDisk: Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return true }
        return FileIdentity(info) != identity
    }

    /// Whether a read of the mapping met a part the file no longer has since the last call.
    func takeDamage() -> Bool { entrydesk_mapguard_take_damage(guardSlot) != 0 }

    deinit {
        entrydesk_mapguard_remove(guardSlot)
        munmap(UnsafeMutableRawPointer(mutating: base), count)
    }
}

/// What tells one state of a file from another without reading it.
private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
