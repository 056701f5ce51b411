import EntryStore
import Foundation

/// The next page of a pull, read from the server and prepared for writing
/// (`PreparedPulledPage`) on a thread of its own while the current page is written to the
/// local database: the server's and the desk's work overlap (two cores, two halves of a pull). The server is used by one thread at a time: the pass waits for the fetch
/// before it touches the server again, and before it returns, even when applying failed.
final class PageFetch: @unchecked Sendable {
    // Sendable: `result` is written once by the fetching thread before `done` is signalled and
    // read only after waiting for it; `server` is used by that thread alone until then.
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<(SyncPage, PreparedPulledPage), any Error>?

    /// Starts reading the page after `cursor`.
    init(from server: any SyncServer, after cursor: String, limit: Int) {
        let server = UncheckedServer(server)
        Thread { [self] in
            BackgroundPriority.lowerThisThread()
            result = Result {
                let page = try server.value.pull(after: cursor, limit: limit)
                return (page, PreparedPulledPage(page.entries))
            }
            done.signal()
        }.start()
    }

    /// The page, once read (or what stopped it).
    func wait() -> Result<(SyncPage, PreparedPulledPage), any Error> {
        done.wait()
        return result!
    }
}

/// Hands the server to the fetching thread (see `PageFetch`).
private struct UncheckedServer: @unchecked Sendable {
    let value: any SyncServer
    init(_ value: any SyncServer) { self.value = value }
}
