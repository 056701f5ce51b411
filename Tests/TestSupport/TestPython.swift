import Foundation

/// The Python the tests run scripts with: the virtual environment `scripts/install-deps.sh
/// --test` makes in .build/test-python from Debian's python3, with the system's AT-SPI and GI
/// bindings and the PyPI packages of scripts/requirements-test.txt (Debian refuses pip installs
/// into its own Python). One interpreter for every test, whatever `python3` is on PATH.
public enum TestPython {
    /// The repository the tests were built from.
    public static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The interpreter.
    public static let executable = checkout.appendingPathComponent(".build/test-python/bin/python3")

    /// Runs the interpreter with `arguments` (a script and its arguments) to its end, in
    /// `directory` if given: exit status and everything it printed (both streams).
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Why a script could not start: names the interpreter and how to make it.
    public static func cannotStart(_ error: any Error) -> String {
        "cannot start \(executable.path) (\(error)): run scripts/install-deps.sh --test, as make test does"
    }
}
