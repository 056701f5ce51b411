import Foundation

/// A fresh folder that stands in for the home folder of `entrydesk` subcommands run as a person
/// would run them (home, configuration, database inside it), removed by `cleanUp()`.
public struct ToolSandbox: Sendable {
    private let folder: TemporaryFolder
    public var url: URL { folder.url }

    public init() throws {
        folder = try TemporaryFolder("entrydesk-cli")
    }

    public func file(_ name: String) -> URL { folder.file(name) }

    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        try folder.write(text, to: name)
    }

    /// Runs `entrydesk` with its home, configuration and data inside the sandbox; with
    /// `wrapper` (such as setpriv and its options), through that program.
    public func run(
        _ arguments: [String], environment: [String: String?] = [:],
        through wrapper: [String] = [], input: String? = nil
    ) throws -> (status: Int32, output: String) {
        let command = wrapper + [builtAppBinary] + arguments
        let run = try runToCompletion(
            URL(fileURLWithPath: command[0]), Array(command.dropFirst()),
            environment: toolEnvironment(changes(environment)), input: input)
        return (run.status, run.output + run.errors)
    }

    /// Starts `entrydesk` as `run` does, without waiting for it (its output is dropped).
    public func start(_ arguments: [String]) throws -> Process {
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
            "ENTRYDESK_DATABASE": file("entries.sqlite3").path, "DISPLAY": nil, "WAYLAND_DISPLAY": nil
        ]
        for (name, value) in extra { changes[name] = value }
        return changes
    }

    public func cleanUp() { folder.cleanUp() }
}
