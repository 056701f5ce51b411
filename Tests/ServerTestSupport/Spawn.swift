import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to its end with posix_spawn and waitpid. Foundation's Process can miss the
/// exit of a script whose grandchild lives on (pg_ctl's server): waitUntilExit then never
/// returns, the script left a zombie.
enum Spawn {
    /// The program's exit status (128 + N when signal N ended it).
    static func run(_ path: String, _ arguments: [String]) throws -> Int32 {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
        guard spawned == 0 else { throw TestClusterError("cannot run \(path): errno \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw TestClusterError("waiting for \(path) failed: errno \(errno)") }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
