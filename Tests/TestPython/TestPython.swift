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

    /// Why a script could not start: names the interpreter and how to make it.
    public static func cannotStart(_ error: any Error) -> String {
        "cannot start \(executable.path) (\(error)): run scripts/install-deps.sh --test, as make test does"
    }
}
