import Foundation

/// A fresh folder under the system's temporary directory, removed by `cleanUp()`: the one way
/// tests make a place for databases, configuration, exports and sandboxed homes.
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// Makes the folder, named `prefix` and a UUID (the prefix tells whose it is if left behind).
    public init(_ prefix: String = "entrydesk-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    /// A path inside the folder (nothing is created).
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `text` to `name` inside the folder, making the folders on its way.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        let file = file(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    public func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
