import Foundation

/// The `entrydesk` binary built beside the tests, run as a person would run it.
public enum ToolProcess {
    /// The `entrydesk` executable in the build folder of this test executable.
    public static var entrydesk: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("entrydesk")
    }

    /// This process's environment without the team server variables, with `changes` applied.
    public static func environment(_ changes: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") && $0.key != "ENTRYDESK_SERVER" }
        environment.merge(changes) { $1 }
        return environment
    }

    /// Starts `entrydesk arguments`; its output goes to the returned pipes.
    public static func start(
        _ arguments: [String], environment changes: [String: String] = [:]
    ) throws -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = entrydesk
        process.arguments = arguments
        process.environment = environment(changes)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    /// Runs `entrydesk arguments` to its end: exit status, standard output, standard error.
    public static func run(
        _ arguments: [String], environment changes: [String: String] = [:]
    ) throws -> (status: Int32, output: String, errors: String) {
        let (process, output, errors) = try start(arguments, environment: changes)
        // Both pipes are read to their end before waiting, so that neither can fill and block.
        let errorData = ThreadResults<Data>()
        errorData.run { errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = try errorData.waitFor(count: 1, timeout: 120)[0].get()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorText, as: UTF8.self))
    }
}
