import Foundation

/// One call to the server made on a thread of its own while the pass does the desk's half of
/// the work: a pull writes one page while the next is read and prepared, a push reads its next
/// batch while the server takes this one (two cores, the server's work and the desk's overlap).
/// The server is used by one thread at a time: the pass waits for the call before it touches
/// the server again, and before it returns, even when its own half failed.
final class BackgroundServerCall<Value: Sendable>: @unchecked Sendable {
    // Sendable: `result` is written once by the calling thread before `done` is signalled and
    // read only after waiting for it; `server` is used by that thread alone until then.
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    /// Starts `call` with `server`.
    init(with server: any SyncServer, _ call: @escaping @Sendable (any SyncServer) throws -> Value) {
        let server = UncheckedServer(server)
        Thread { [self] in
            BackgroundPriority.lowerThisThread()
            result = Result { try call(server.value) }
            done.signal()
        }.start()
    }

    /// What the call returned, once it has (or what stopped it).
    func wait() -> Result<Value, any Error> {
        done.wait()
        return result!
    }
}

/// Hands the server to the calling thread (see `BackgroundServerCall`).
private struct UncheckedServer: @unchecked Sendable {
    let value: any SyncServer
    init(_ value: any SyncServer) { self.value = value }
}
