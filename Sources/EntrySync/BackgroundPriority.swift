import Foundation

/// The lowest scheduling priority for the calling thread (nice 19): with two cores, the
/// window's main thread, the sync threads and the local PostgreSQL or SQLite work compete, and
/// a frame waiting for a sync thread is a keystroke waiting. Linux sets nice per thread, by its
/// thread id, which Swift's Glibc does not export (gettid): /proc/thread-self names it.
enum BackgroundPriority {
    static func lowerThisThread() {
        guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"),
            let tid = link.split(separator: "/").last.flatMap({ id_t($0) })
        else { return }
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), tid, 19)
    }
}
