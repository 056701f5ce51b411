import Foundation
import Testing

/// The `entrydesk amount` contract: canonical output on stdout, or exit 1 with the reason on
/// stderr. Runs the `entrydesk` executable built beside the test bundle.
@Suite("entrydesk amount CLI")
struct AmountCommandTests {
    static let executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        .deletingLastPathComponent().appendingPathComponent("entrydesk")

    /// Runs `entrydesk amount ...`; returns status, stdout and stderr.
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["amount"] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test(
        "parse prints the canonical decimal",
        arguments: [
            (["--locale", "en_US", "--currency", "USD", "$1,234.5"], "1234.50"),
            (["--locale", "ja_JP", "--currency", "JPY", "¥1,234"], "1234"),
            (["--locale", "ar_BH", "--currency", "BHD", "١٬٢٣٤٫٥ د.ب."], "1234.500"),
            (["--locale", "de_DE", "--currency", "EUR", "1,234.56"], "1234.56"),
            (["--locale", "en_US", "--currency", "USD", "--allow-negative", "--", "-5"], "-5.00"),
            (["--locale", "en_US", "--currency", "JPY", "--round", "2.5"], "2")
        ])
    func parse(arguments: [String], expected: String) throws {
        let result = try Self.run(["parse"] + arguments)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == expected + "\n")
    }

    @Test(
        "parse failures exit 1 with the reason on stderr",
        arguments: [
            (
                ["--locale", "en_US", "--currency", "USD", "1,2345"],
                "thousands come in groups of three digits; type the decimals after “.”, for example"
            ),
            (["--locale", "de_DE", "--currency", "EUR", "1.2345"], "type the decimals after “,”, for example 1.234,50"),
            (["--locale", "en_US", "--currency", "USD", "--", "-5"], "negative amounts are not allowed"),
            (["--locale", "en_US", "--currency", "USD", "--max", "100", "100.01"], "above the maximum 100.00"),
            (["--locale", "en_US", "--currency", "USD", "--min", "1", "0.5"], "below the minimum 1.00"),
            (["--locale", "en_US", "--currency", "USD", "€5"], "'€' stands for EUR"),
            (["--locale", "en_US", "--currency", "USD", "1.005"], "amounts in USD have 2 decimal places, but 3 were typed"),
            (["--locale", "en_US", "--currency", "QQQ", "1"], "'QQQ' is not an active ISO 4217 currency code"),
            (["--locale", "xx_YY", "--currency", "USD", "1"], "unknown locale 'xx_YY'")
        ])
    func parseFailure(arguments: [String], reason: String) throws {
        let result = try Self.run(["parse"] + arguments)
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains(reason), "\(result.err)")
    }

    @Test(
        "format writes the locale's form",
        arguments: [
            (["--locale", "en_US", "--currency", "USD", "1234.5"], "$1,234.50"),
            (["--locale", "de_DE", "--currency", "EUR", "--display", "code", "--", "-1234.5"], "-1.234,50\u{A0}EUR"),
            (["--locale", "en_IN", "--currency", "INR", "1234567"], "₹12,34,567.00")
        ])
    func format(arguments: [String], expected: String) throws {
        let result = try Self.run(["format"] + arguments)
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == expected + "\n")
    }

    @Test("format refuses non-canonical or over-precise decimals")
    func formatFailure() throws {
        let grouped = try Self.run(["format", "--locale", "en_US", "--currency", "USD", "1,234"])
        #expect(grouped.status == 1 && grouped.err.contains("not a canonical decimal"))
        let precise = try Self.run(["format", "--locale", "en_US", "--currency", "JPY", "1.5"])
        #expect(precise.status == 1 && precise.err.contains("amounts in JPY have no decimals"))
    }
}
