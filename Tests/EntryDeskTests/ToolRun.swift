import Foundation

/// Runs a command-line tool to its end: exit status and everything it printed (both streams).
/// Without ENTRYDESK_SHARE_DIR, so that an `entrydesk` finds its resources the way it would
/// for a person; `changes` sets (or, with nil, removes) further environment variables.
func runTool(_ executable: String, _ arguments: [String], in directory: URL? = nil,
             environment changes: [String: String?] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "ENTRYDESK_SHARE_DIR")
    for (name, value) in changes { environment[name] = value }
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
    if let bundle = Bundle.allBundles.map(\.bundleURL).first(where: { $0.pathExtension == "xctest" }) {
        return bundle.deletingLastPathComponent().appendingPathComponent("entrydesk").path
    }
    // On Linux the tests are an executable, `EntryDeskPackageTests.xctest`, not a bundle: the
    // binary is beside it, in whatever build folder (--scratch-path) the tests were built in.
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    if executable.pathExtension == "xctest" {
        return executable.deletingLastPathComponent().appendingPathComponent("entrydesk").path
    }
    return checkout.appendingPathComponent(".build/debug/entrydesk").path
}
