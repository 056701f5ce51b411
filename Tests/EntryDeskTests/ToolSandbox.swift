import Foundation

/// A fresh folder that stands in for the home folder of `entrydesk` subcommands run as a person
/// would run them (home, configuration, database inside it), removed by `cleanUp()`.
struct ToolSandbox {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-cli-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ text: String, to name: String) throws -> URL {
        let file = file(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Runs `entrydesk` with its home, configuration and data inside the sandbox; with
    /// `wrapper` (such as setpriv and its options), through that program.
    func run(_ arguments: [String], environment: [String: String?] = [:],
             through wrapper: [String] = [], input: String? = nil) throws -> (status: Int32, output: String) {
        let command = wrapper + [builtAppBinary] + arguments
        let run = try runToCompletion(URL(fileURLWithPath: command[0]), Array(command.dropFirst()),
                                      environment: toolEnvironment(changes(environment)), input: input)
        return (run.status, run.output + run.errors)
    }

    /// Starts `entrydesk` as `run` does, without waiting for it (its output is dropped).
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: builtAppBinary)
        process.arguments = arguments
        process.environment = toolEnvironment(changes())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The environment variables a run sets (nil: removes) to stay in the sandbox.
    private func changes(_ extra: [String: String?] = [:]) -> [String: String?] {
        var changes: [String: String?] = [
            "HOME": url.path, "XDG_CONFIG_HOME": file("config").path, "XDG_DATA_HOME": file("data").path,
            "ENTRYDESK_DATABASE": file("entries.sqlite3").path, "DISPLAY": nil, "WAYLAND_DISPLAY": nil,
        ]
        for (name, value) in extra { changes[name] = value }
        return changes
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
