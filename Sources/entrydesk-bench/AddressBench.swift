import AddressKit
import ArgumentParser
import Foundation

/// `entrydesk-bench address`: country load times, validation throughput, and the CLI end to end.
struct AddressBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "address",
        abstract: "Time loading each country's address format and validating 100,000 addresses."
    )

    @Option(help: "Addresses to validate.")
    var count = 100_000

    @Option(help: "The entrydesk executable for the end-to-end run (default: next to this one).")
    var cli: String?

    func run() throws {
        let directory = AddressFormatRegistry.shared.directory
        try measureLoads(directory)
        let corpus = try Self.corpus(count: count)
        try measureValidation(corpus)
        try measureCLI(corpus)
    }

    /// CPU time of this process in milliseconds: on a shared machine wall time also counts the
    /// time other processes held the cores, so the figures report both.
    static func cpuMilliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
    }

    /// CPU time (user + system) of waited-for child processes in milliseconds.
    static func childCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    /// Milliseconds since `start`.
    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    func measureLoads(_ directory: URL) throws {
        // A fresh registry per country, so that nothing is cached between loads.
        var start = ContinuousClock.now
        let countries = try AddressFormatRegistry(directory: directory).countries()
        print(String(format: "index: %d countries in %.3f ms", countries.count, Self.milliseconds(since: start)))
        var times: [(String, Double)] = []
        for country in countries {
            // Best of five cold loads (a fresh registry each time), so that a moment when other
            // processes held the CPU does not count as load time.
            var best = Double.infinity
            for _ in 0..<5 {
                let registry = AddressFormatRegistry(directory: directory)
                _ = try registry.countries()
                start = ContinuousClock.now
                _ = try registry.format(for: country.code)
                best = min(best, Self.milliseconds(since: start))
            }
            times.append((country.code, best))
        }
        let sorted = times.sorted { $0.1 < $1.1 }
        let median = sorted[sorted.count / 2].1
        let slowest = sorted.suffix(5).reversed().map { String(format: "%@ %.3f", $0.0, $0.1) }
        print(
            String(
                format: "country load (best of 5 cold loads): median %.3f ms, max %.3f ms; slowest: %@",
                median, sorted.last?.1 ?? 0, slowest.joined(separator: ", ")))
        for (code, parent) in [("CN", "广东省"), ("BR", "SP"), ("KR", "서울특별시")] {
            let registry = AddressFormatRegistry(directory: directory)
            let format = try registry.format(for: code)
            start = ContinuousClock.now
            let children = try format.subdivisions(parentKeys: [parent])
            print(
                String(
                    format: "%@ %@ sub-regions: %d in %.3f ms (part file)", code, parent, children.count,
                    Self.milliseconds(since: start)))
        }
        for code in ["US", "CN", "BR", "TW", "KR"] {
            let registry = AddressFormatRegistry(directory: directory)
            _ = try registry.countries()
            start = ContinuousClock.now
            _ = try registry.format(for: code)
            print(String(format: "load %@: %.3f ms", code, Self.milliseconds(since: start)))
        }
    }

    /// `count` addresses from every country as JSON Lines: four of five valid (from the data's
    /// subdivisions and example codes), one of five with a wrong postal code or missing field.
    static func corpus(count: Int) throws -> Data {
        let registry = AddressFormatRegistry.shared
        var templates: [String] = []
        for country in try registry.countries() {
            let format = try registry.format(for: country.code)
            let subdivisions = try format.subdivisions()
            for index in 0..<4 {
                var fields: [(String, String)] = [("country_code", country.code)]
                var example = format.postalCodeExamples.first
                if !subdivisions.isEmpty {
                    let area = subdivisions[(index * 7) % subdivisions.count]
                    fields.append(("country_area", index % 2 == 0 ? area.key : (area.latinName ?? area.name)))
                    example = area.postalCodeExamples.first ?? example
                    if area.hasSubdivisions, let city = try format.subdivisions(parentKeys: [area.key]).first {
                        fields.append(("city", city.key))
                        example = city.postalCodeExamples.first ?? example
                    }
                }
                if !fields.contains(where: { $0.0 == "city" }) { fields.append(("city", "Springfield")) }
                if let example { fields.append(("postal_code", index == 3 ? example + "9" : example)) }
                fields.append(("street_address", index == 2 ? "PO Box 7" : "1600 Amphitheatre Pkwy"))
                fields.append(("name", "Jane Doe"))
                var line = "{"
                for (position, (key, value)) in fields.enumerated() {
                    if position > 0 { line += "," }
                    AddressJSON.appendString(key, to: &line)
                    line += ":"
                    AddressJSON.appendString(value, to: &line)
                }
                templates.append(line + "}")
            }
        }
        var text = ""
        text.reserveCapacity(count * 160)
        for index in 0..<count {
            text += templates[(index * 7919) % templates.count]
            text += "\n"
        }
        return Data(text.utf8)
    }

    func measureValidation(_ corpus: Data) throws {
        let processor = JSONLinesProcessor()
        var bytes = 0
        var start = ContinuousClock.now
        var cpu = Self.cpuMilliseconds()
        let summary = try processor.validate(corpus, emit: { bytes += $0.utf8.count + 1 }, report: { _ in })
        let total = Self.milliseconds(since: start)
        let totalCPU = Self.cpuMilliseconds() - cpu
        print(
            String(
                format:
                    "validate %d JSON lines in process (parse + validate + render): %.1f ms wall, %.1f ms CPU (%.2f µs/address CPU), %d invalid, %d output bytes",
                summary.lines, total, totalCPU, totalCPU * 1000 / Double(max(summary.lines, 1)), summary.invalid, bytes))
        var addresses: [Address] = []
        JSONLinesProcessorLines.each(corpus) { line, number in
            if case .success(let address) = AddressJSON.address(fromLine: line, lineNumber: number) {
                addresses.append(address)
            }
        }
        let validator = AddressValidator()
        start = ContinuousClock.now
        cpu = Self.cpuMilliseconds()
        var invalid = 0
        for address in addresses where try !validator.validate(address).isValid { invalid += 1 }
        let pure = Self.milliseconds(since: start)
        let pureCPU = Self.cpuMilliseconds() - cpu
        print(
            String(
                format: "validate %d Address values (validation only): %.1f ms wall, %.1f ms CPU (%.2f µs/address CPU)",
                addresses.count, pure, pureCPU, pureCPU * 1000 / Double(max(addresses.count, 1))))
    }

    func measureCLI(_ corpus: Data) throws {
        let executable =
            cli
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("entrydesk").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            print(
                "entrydesk validate end to end: skipped, no executable at \(executable) (build it with swift build -c release --product entrydesk)"
            )
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("entrydesk-bench-addresses.jsonl")
        try corpus.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["validate", file.path]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        let cpu = Self.childCPUMilliseconds()
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let total = Self.milliseconds(since: start)
        let childCPU = Self.childCPUMilliseconds() - cpu
        print(
            String(
                format: "entrydesk validate FILE (%d lines, end to end, process start to exit): %.1f ms wall, %.1f ms CPU, exit %d",
                count, total, childCPU, process.terminationStatus))
    }
}

/// Line splitting for the bench (numbered lines; its corpus has no blank lines, and the empty
/// piece after the final newline is no line, as for the processor).
enum JSONLinesProcessorLines {
    static func each(_ data: Data, _ body: (Data, Int) -> Void) {
        var number = 0
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            if !line.isEmpty { body(Data(line), number) }
        }
    }
}
