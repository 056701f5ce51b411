import AmountKit
import ArgumentParser
import Foundation

/// `entrydesk-bench amount`: parse, format and edit throughput of AmountKit.
struct AmountBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "amount",
        abstract: "Measure AmountKit parse, format and edit-model throughput."
    )

    @Option(help: "Operations per measurement.")
    var count = 100_000

    @Option(help: "Locales to measure.")
    var locales = "en_US,de_DE,fr_FR,ar_BH,en_IN"

    func run() throws {
        let table = try CurrencyTable.standard()
        let currency = try table.currency(code: "USD")
        print("AmountKit benchmark, \(count) operations per row (release build recommended)")
        for identifier in locales.split(separator: ",").map(String.init) {
            let locale = Locale(identifier: identifier)
            let formatter = AmountFormatter(locale: locale)
            let parser = AmountParser(locale: locale, currency: currency)
            let editor = AmountEditor(locale: locale, currency: currency)
            // Inputs made once so the loops measure AmountKit alone.
            var amounts: [Amount] = []
            for index in 0..<1000 {
                amounts.append(try Amount(minorUnits: Int64(index) * 7_919_357 + 12, currency: currency))
            }
            let texts = amounts.map { formatter.string(for: $0) }

            var checksum = 0
            let formatRate = measure(count) { index in
                checksum &+= formatter.string(for: amounts[index % amounts.count]).utf8.count
            }
            let parseRate = measure(count) { index in
                if let amount = try? parser.parse(texts[index % texts.count]), amount.value > 0 { checksum &+= 1 }
            }
            let keys = Array("1234567.89")
            var lastState = AmountEditState.empty
            let editRate = measure(count) { index in
                // One keystroke on a field holding up to ten characters, restarting when full.
                let state = editor.apply(.insert(String(keys[index % keys.count])), to: index % keys.count == 0 ? .empty : lastState)
                lastState = state.state
                checksum &+= state.state.caret
            }
            let setup = measure(max(1, count / 100)) { _ in
                checksum &+= AmountParser(locale: locale, currency: currency).conventions.primaryGroupSize
            }
            print(
                String(
                    format: "%-6@ format %9.0f/s   parse %9.0f/s   edit keystroke %9.0f/s   parser setup %7.0f/s  (checksum %d)",
                    identifier as NSString, formatRate, parseRate, editRate, setup, checksum & 0xFFFF))
        }
    }

    /// Operations per second of `body` run `iterations` times.
    private func measure(_ iterations: Int, _ body: (Int) -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<iterations { body(index) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return Double(iterations) / (Double(max(elapsed, 1)) / 1e9)
    }
}
