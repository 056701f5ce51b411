import AddressKit
import ArgumentParser
import Foundation

/// `entrydesk-bench parse`: AddressParser's accuracy on the labelled set, per country and per
/// field, its time per address, and usaddress's accuracy on the set's US addresses.
struct ParseBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Accuracy and speed of parsing whole addresses, with usaddress on US ones."
    )

    @Option(help: "The labelled set (JSON Lines of text, country_code, expected).")
    var set = "Tests/Data/parse-addresses.jsonl"

    @Option(help: "The Python script scoring usaddress on the same set (skipped when missing).")
    var usaddressScript = "scripts/usaddress_accuracy.py"

    func run() throws {
        let samples = try ParseAccuracy.samples(at: URL(fileURLWithPath: set))
        let parser = AddressParser.shared
        _ = parser.parse(samples[0].text, countryHint: samples[0].hint)
        var accuracy = ParseAccuracy()
        let rounds = 20
        let start = DispatchTime.now().uptimeNanoseconds
        for round in 0..<rounds {
            for sample in samples {
                let parsed = parser.parse(sample.text, countryHint: sample.hint)
                if round == 0 { accuracy.record(sample, parsed: parsed.address) }
            }
        }
        let perAddress = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(rounds * samples.count)
        print("parse: \(samples.count) addresses, \(accuracy.byCountry.count) countries")
        for (country, tally) in accuracy.byCountry.sorted(by: { $0.key < $1.key }) {
            let fields = ParseAccuracy.comparedFields.map { field in
                String(
                    format: "%@ %.1f%%", field, 100 * Double(tally.fieldsRight[field] ?? 0) / Double(max(tally.fieldsTotal[field] ?? 0, 1)))
            }.joined(separator: ", ")
            print(
                String(
                    format: "  %@: %.1f%% fully right (%d/%d); %@", country, 100 * tally.fullyRightShare,
                    tally.fullyRight, tally.addresses, fields))
        }
        print(
            String(
                format: "parse: overall %.1f%% fully right (%d/%d)", 100 * accuracy.overall.fullyRightShare,
                accuracy.overall.fullyRight, accuracy.overall.addresses))
        print(String(format: "parse: %.4f ms per address (mean of %d parses)", perAddress, rounds * samples.count))
        fflush(nil)  // usaddress writes to the same terminal: ours first
        runUsaddress()
    }

    private func runUsaddress() {
        guard FileManager.default.fileExists(atPath: usaddressScript) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The test venv holds usaddress (scripts/install-deps.sh --test).
        let venv = ".build/test-python/bin/python3"
        process.arguments = [FileManager.default.fileExists(atPath: venv) ? venv : "python3", usaddressScript, set]
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            print("parse: usaddress not run (\(error))")
        }
    }
}
