import Foundation

/// The first executable of a name on PATH, as a shell finds it: Debian's /usr/bin, or the
/// folder an installation or a test puts first.
func programOnPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
