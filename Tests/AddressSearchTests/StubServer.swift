import Foundation
import TestSupport
#if canImport(FoundationNetworking)
    import FoundationNetworking  // Data(contentsOf:) of an http URL: the test reads the stub's log
#endif

/// Runs Tests/Drivers/address_provider_stub.py on 127.0.0.1 for the whole test process; it exits when
/// our end of its stdin closes.
final class StubServer: Sendable {
    static let shared: StubServer? = try? StubServer()

    let port: Int
    private let process: Process
    private let input: Pipe

    private init() throws {
        process = Process()
        process.executableURL = TestPython.executable
        process.arguments = [TestPython.checkout.appendingPathComponent("Tests/Drivers/address_provider_stub.py").path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    /// The base URL of one behaviour ("ok", "e500", "e429", "bad", "shape", "slow", "e401").
    func url(_ mode: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(mode)")!
    }

    /// The requests the stub received, oldest first.
    func log() throws -> [[String: Any]] {
        let data = try Data(contentsOf: url("_log"))
        return (try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) ?? []
    }

    /// The query parameters (first value each) of the latest request to `path`.
    func lastQuery(path: String) throws -> [String: String] {
        guard let entry = try log().last(where: { ($0["path"] as? String) == path }),
            let query = entry["query"] as? [String: [String]]
        else { return [:] }
        return query.compactMapValues(\.first)
    }

    func lastReferer(path: String) throws -> String? {
        try log().last(where: { ($0["path"] as? String) == path })?["referer"] as? String
    }
}
