import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port on loopback that accepts connections (the kernel completes the handshake) and
/// never answers: a server that hangs, for testing what waits on one.
public final class SilentListener {
    private let socket: Int32
    public let port: Int

    public init() throws {
        (socket, port) = try LoopbackSocket.listen()
    }

    deinit {
        close(socket)
    }
}
