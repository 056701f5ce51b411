import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Blocking TCP sockets on 127.0.0.1, for the test servers and proxies.
enum LoopbackSocket {
    /// A socket listening on a free loopback port.
    static func listen() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestClusterError("socket() failed: errno \(errno)") }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, Glibc.listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw TestClusterError("cannot listen on loopback: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A socket connected to `port` on loopback.
    static func connect(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw TestClusterError("socket() failed: errno \(errno)") }
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw TestClusterError("cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
        return descriptor
    }

    /// Sends all of `bytes` (without SIGPIPE); false when the peer is gone.
    static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    /// Reads exact byte counts from a socket, buffering what arrives beyond them.
    struct Reader {
        let descriptor: Int32
        private var buffered: [UInt8] = []

        init(descriptor: Int32) { self.descriptor = descriptor }

        /// The next `count` bytes, or nil when the connection ends first.
        mutating func read(_ count: Int) -> [UInt8]? {
            guard count >= 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while buffered.count < count {
                let received = recv(descriptor, &chunk, chunk.count, 0)
                guard received > 0 else { return nil }
                buffered += chunk[0..<received]
            }
            let bytes = Array(buffered[0..<count])
            buffered.removeFirst(count)
            return bytes
        }
    }
}
