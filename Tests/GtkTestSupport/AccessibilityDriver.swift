import Foundation
import GtkKit
import TestSupport
import XCTest

/// Runs a Python script against this test process through AT-SPI and xdotool, while the GLib
/// loop keeps running so the process can answer the accessibility bus.
///
/// The script is the body of a function; `Tests/Drivers/atspi_lib.py` is imported as `*` (find, text,
/// states, focus_window, key, type_text, ...). It runs with the tests' Python (`TestPython`:
/// Debian's, with pyatspi) and ENTRYDESK_TARGET_PID set to this process (or `targetPID`).
@MainActor
public enum AccessibilityDriver {
    /// What a script printed, or why it failed.
    public struct Outcome: Sendable {
        public let status: Int32
        public let output: String
        public let errors: String
    }

    /// The repository checkout (for Tests/Drivers).
    public nonisolated static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `body` (Python statements) and fails the test if it fails; returns its output.
    @discardableResult
    public static func run(
        _ body: String, targetPID: Int32? = nil, timeout: Double = 60,
        file: StaticString = #filePath, line: UInt = #line
    ) async -> String {
        let outcome = await execute(body, targetPID: targetPID, timeout: timeout)
        if outcome.status != 0 {
            XCTFail("accessibility script failed (\(outcome.status)): \(outcome.errors)\(outcome.output)", file: file, line: line)
        }
        return outcome.output
    }

    /// Calls `function` ("module.name", a driver in Tests/Drivers) with `arguments` as Python
    /// literals, and fails the test if it fails; returns what it printed. The way tests drive:
    /// the driver is a linted Python module, the test says which and with what.
    @discardableResult
    public static func call(
        _ function: String, _ arguments: any PythonLiteral..., targetPID: Int32? = nil,
        timeout: Double = 60, file: StaticString = #filePath, line: UInt = #line
    ) async -> String {
        await run(callStatement(function, arguments), targetPID: targetPID, timeout: timeout, file: file, line: line)
    }

    /// The Python statements that import `function`'s module and call it.
    public nonisolated static func callStatement(_ function: String, _ arguments: [any PythonLiteral]) -> String {
        let module = function.split(separator: ".").dropLast().joined(separator: ".")
        let call = "\(function)(\(arguments.map(\.pythonLiteral).joined(separator: ", ")))"
        return module.isEmpty ? call : "import \(module)\n\(call)"
    }

    /// Runs `body` and returns its outcome without judging it.
    public static func execute(_ body: String, targetPID: Int32? = nil, timeout: Double = 60) async -> Outcome {
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        let program = """
            import sys
            sys.path.insert(0, \(pythonString(checkout.appendingPathComponent("Tests/Drivers").path)))
            from atspi_lib import *
            from orca_lib import *
            def body():
            \(indented)
                pass
            main(body)
            """
        let process = Process()
        process.executableURL = TestPython.executable
        process.arguments = ["-c", program]
        var environment = ProcessInfo.processInfo.environment
        environment["ENTRYDESK_TARGET_PID"] = String(targetPID ?? ProcessInfo.processInfo.processIdentifier)
        environment.removeValue(forKey: "PYTHONPATH")
        environment.removeValue(forKey: "PYTHONHOME")
        process.environment = environment
        let output = CapturedOutput(), errors = CapturedOutput()
        process.standardOutput = output.handle
        process.standardError = errors.handle
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, output: "", errors: TestPython.cannotStart(error))
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                break
            }
            GtkRuntime.iterate()
            GtkRuntime.iterate()
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: output.text(), errors: errors.text())
    }

    /// A Python string literal.
    public nonisolated static func pythonString(_ value: String) -> String {
        let escaped = value.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "\n": return "\\n"
            default: return scalar.isASCII ? String(scalar) : String(format: "\\U%08x", scalar.value)
            }
        }.joined()
        return "\"\(escaped)\""
    }
}

/// A Swift value written as a Python literal, for `AccessibilityDriver.call`.
public protocol PythonLiteral {
    var pythonLiteral: String { get }
}

extension String: PythonLiteral {
    public var pythonLiteral: String { AccessibilityDriver.pythonString(self) }
}

extension Int: PythonLiteral {
    public var pythonLiteral: String { String(self) }
}

extension Int32: PythonLiteral {
    public var pythonLiteral: String { String(self) }
}

extension Double: PythonLiteral {
    public var pythonLiteral: String { String(self) }
}

extension Bool: PythonLiteral {
    public var pythonLiteral: String { self ? "True" : "False" }
}

extension Optional: PythonLiteral where Wrapped: PythonLiteral {
    public var pythonLiteral: String { map(\.pythonLiteral) ?? "None" }
}

extension Array: PythonLiteral where Element: PythonLiteral {
    public var pythonLiteral: String { "[" + map(\.pythonLiteral).joined(separator: ", ") + "]" }
}

/// A Python list of values of different kinds (`["Name", [["wang", "王"], "5"]]`).
public struct PythonList: PythonLiteral {
    public let items: [any PythonLiteral]
    public init(_ items: [any PythonLiteral]) { self.items = items }
    public var pythonLiteral: String { "[" + items.map(\.pythonLiteral).joined(separator: ", ") + "]" }
}
