import Foundation

/// Runs a command-line tool to its end: exit status and everything it printed (both streams).
/// Without ENTRYDESK_SHARE_DIR, so that an `entrydesk` finds its resources the way it would
/// for a person.
func runTool(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "ENTRYDESK_SHARE_DIR")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The `entrydesk` binary built beside this test bundle.
var builtAppBinary: String {
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }?
        .deletingLastPathComponent().appendingPathComponent("entrydesk").path ?? checkout.appendingPathComponent(".build/debug/entrydesk").path
}
