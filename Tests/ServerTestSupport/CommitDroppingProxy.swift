import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A loopback TCP proxy to the test server that loses the reply to a commit: it forwards the
/// client's COMMIT (simple or extended protocol) to the server, then closes the client's side
/// at once, and drops the server's answer once it comes (the commit is done by then). The client
/// sees its connection break with no way to know whether the commit happened: the case a retry
/// must not turn into a duplicate.
public final class CommitDroppingProxy: @unchecked Sendable {
    // Sendable: `dropped` is only touched under `lock`; the sockets are owned by their threads
    // once handed over, and the listener is only closed by `stop()`.
    private let listener: Int32
    private let upstreamPort: Int
    private let lock = NSLock()
    private var dropped = 0
    public let port: Int

    /// Listens on a free loopback port and forwards each connection to `upstreamPort`.
    public init(upstreamPort: Int) throws {
        let listener = try LoopbackSocket.listen()
        self.listener = listener.descriptor
        port = listener.port
        self.upstreamPort = upstreamPort
        Thread { [self] in acceptLoop() }.start()
    }

    /// How many commit replies it has dropped.
    public var droppedCommits: Int {
        lock.lock()
        defer { lock.unlock() }
        return dropped
    }

    /// Stops accepting connections.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            guard let server = try? LoopbackSocket.connect(port: upstreamPort) else {
                close(client)
                continue
            }
            let link = ProxyLink(client: client, server: server)
            Thread { [self] in link.forwardClientMessages(whenDropping: countDropped) }.start()
            Thread { link.forwardServerBytes() }.start()
        }
    }

    private func countDropped() {
        lock.lock()
        dropped += 1
        lock.unlock()
    }
}

/// One proxied connection: client-to-server messages read one by one (to spot the COMMIT),
/// server-to-client bytes copied as they come until the commit has been sent.
final class ProxyLink: @unchecked Sendable {
    // Sendable: `commitSent` and `finishedThreads` are only touched under `lock`; each direction
    // has one thread; the sockets are closed once, by the second thread to finish (until then
    // shutdown() wakes a thread blocked on one, and no descriptor number can be reused).
    private let client: Int32
    private let server: Int32
    private let lock = NSLock()
    private var commitSent = false
    private var finishedThreads = 0

    init(client: Int32, server: Int32) {
        self.client = client
        self.server = server
    }

    /// Forwards until the connection ends. When it ends by dropping a commit's reply,
    /// `whenDropping` runs before the commit is sent, so before either thread closes the
    /// client's side: a test that saw its connection break already finds the drop counted.
    func forwardClientMessages(whenDropping: () -> Void) {
        let dropped = forwardUntilCommit(whenDropping: whenDropping)
        shutdown(client, Int32(SHUT_RDWR))
        // After a commit the server connection stays open for its reply (see forwardServerBytes).
        if !dropped { shutdown(server, Int32(SHUT_RDWR)) }
        finish()
    }

    private func forwardUntilCommit(whenDropping: () -> Void) -> Bool {
        var reader = LoopbackSocket.Reader(descriptor: client)
        // Before the startup message: SSL and GSS encryption requests, answered with one byte.
        while true {
            guard let header = reader.read(8), LoopbackSocket.send(header, to: server) else { return false }
            let length = Int(Self.int32(header, at: 0)), code = Self.int32(header, at: 4)
            if code == 80_877_103 || code == 80_877_104 { continue }
            guard let rest = reader.read(length - 8), LoopbackSocket.send(rest, to: server) else { return false }
            break
        }
        var commitPending = false
        while let header = reader.read(5) {
            let type = header[0], length = Int(Self.int32(header, at: 1))
            guard let body = reader.read(length - 4) else { return false }
            if type == UInt8(ascii: "Q") || type == UInt8(ascii: "P") {
                // Q: the query; P: the statement's name, then the query, each NUL-terminated.
                let fields = body.split(separator: 0, omittingEmptySubsequences: false)
                let query = type == UInt8(ascii: "Q") ? fields.first : fields.dropFirst().first
                let text = String(decoding: query ?? [], as: UTF8.self).trimmingCharacters(in: .whitespaces).uppercased()
                commitPending = text.hasPrefix("COMMIT") || text.hasPrefix("END")
            }
            // The commit runs at Sync (extended protocol) or at once (simple query); the flag is
            // set before sending, so that no byte of the reply can reach the client.
            let dropsReply = commitPending && (type == UInt8(ascii: "S") || type == UInt8(ascii: "Q"))
            if dropsReply {
                whenDropping()
                lock.lock()
                commitSent = true
                lock.unlock()
            }
            guard LoopbackSocket.send(header + body, to: server) else { return false }
            if dropsReply { return true }
        }
        return false
    }

    /// Copies the server's bytes to the client; once the commit is sent, waits for the reply
    /// (so the commit is done) and drops it.
    func forwardServerBytes() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(server, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            lock.lock()
            let dropping = commitSent
            lock.unlock()
            if dropping { break }
            guard LoopbackSocket.send(Array(buffer[0..<count]), to: client) else { break }
        }
        shutdown(client, Int32(SHUT_RDWR))
        shutdown(server, Int32(SHUT_RDWR))
        finish()
    }

    private func finish() {
        lock.lock()
        finishedThreads += 1
        let last = finishedThreads == 2
        lock.unlock()
        if last {
            close(client)
            close(server)
        }
    }

    private static func int32(_ bytes: [UInt8], at offset: Int) -> Int32 {
        Int32(
            bitPattern: UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
                | UInt32(bytes[offset + 3]))
    }
}
