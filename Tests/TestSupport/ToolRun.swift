import Foundation

/// Runs a program to its end, in `environment`, with `input` on its standard input: its exit
/// status and what it printed on each stream (captured in files, so nothing is cut short).
/// The one process runner of these tests: `runTool` and `AppProcess.command` both use it.
public func runToCompletion(
    _ executable: URL, _ arguments: [String], environment: [String: String],
    input: String? = nil, in directory: URL? = nil
) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    if let directory { process.currentDirectoryURL = directory }
    let out = CapturedOutput(), err = CapturedOutput(), inPipe = Pipe()
    process.standardOutput = out.handle
    process.standardError = err.handle
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    process.waitUntilExit()
    return (process.terminationStatus, out.text(), err.text())
}

/// Runs a command-line tool to its end: exit status and everything it printed (both streams).
/// Without ENTRYDESK_SHARE_DIR, so that an `entrydesk` finds its resources the way it would
/// for a person; `changes` sets (or, with nil, removes) further environment variables.
public func runTool(
    _ executable: String, _ arguments: [String], in directory: URL? = nil,
    environment changes: [String: String?] = [:]
) throws -> (status: Int32, output: String) {
    let run = try runToCompletion(URL(fileURLWithPath: executable), arguments, environment: toolEnvironment(changes), in: directory)
    return (run.status, run.output + run.errors)
}

/// This process's environment without ENTRYDESK_SHARE_DIR, with `changes` set (or, with nil,
/// removed): where `runTool` runs a tool.
public func toolEnvironment(_ changes: [String: String?]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "ENTRYDESK_SHARE_DIR")
    for (name, value) in changes { environment[name] = value }
    return environment
}

/// The `entrydesk` binary built beside this test bundle.
public var builtAppBinary: String {
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
