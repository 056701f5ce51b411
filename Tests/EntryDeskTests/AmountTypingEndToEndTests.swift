import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// Amounts typed into the real window one key at a time, as the testers typed them, in three
/// locales: what is saved is what the person meant, or nothing.
///
/// Each case edits its own imported entry (a US address, in the case's currency): open it from
/// the list, select the amount, type the keys, Ctrl+S. Then the export says what was saved.
/// The driver is `Tests/Drivers/amount_typing.py`.
@MainActor
final class AmountTypingEndToEndTests: AppProcessTestCase {
    /// One amount typed key by key: the keys, the entry's currency, and what is saved (nil:
    /// Save refuses, the field says `refusal`, and the entry keeps its amount).
    private struct Case {
        let keys: String
        let currency: String
        let saved: String?
        var refusal = ""
        var confirm = false
    }

    private static let originalAmount = "7.00"

    func testAmountsTypedKeyByKeyInEnglish() async throws {
        try await run(
            locale: "en_US.UTF-8",
            [
                Case(keys: "1.234,56", currency: "EUR", saved: "1234.56"),
                Case(keys: "12.345", currency: "EUR", saved: nil, refusal: "Euro has 2 decimal places: 12.345 has more"),
                Case(
                    keys: "12,3456", currency: "EUR", saved: nil,
                    refusal:
                        "12,3456 is not an amount: “,” separates thousands here, and thousands come in groups of three digits; type the decimals after “.”, for example 1,234.50"
                ),
                Case(keys: "12,50", currency: "USD", saved: "12.50"),
                Case(keys: "-5", currency: "EUR", saved: nil, refusal: "Negative amounts are not accepted here: -5"),
                Case(
                    keys: "15000.50", currency: "JPY", saved: nil, refusal: "Yen has no decimal places: 15000.50 cannot be an amount in JPY"
                ),
                Case(keys: "15000", currency: "JPY", saved: "15000"),
                Case(keys: "999999999999.99", currency: "USD", saved: "999999999999.99", confirm: true)
            ])
    }

    func testAmountsTypedKeyByKeyInGerman() async throws {
        try await run(
            locale: "de_DE.UTF-8",
            [
                Case(keys: "1.234,56", currency: "EUR", saved: "1234.56"),
                Case(keys: "1,234.56", currency: "EUR", saved: "1234.56"),
                Case(keys: "12.50", currency: "EUR", saved: "12.50"),
                Case(keys: "12,345", currency: "EUR", saved: nil, refusal: "Euro has 2 decimal places: 12,345 has more"),
                Case(keys: "-5", currency: "EUR", saved: nil, refusal: "Negative amounts are not accepted here: -5"),
                Case(
                    keys: "15000,50", currency: "JPY", saved: nil, refusal: "Yen has no decimal places: 15000,50 cannot be an amount in JPY"
                )
            ])
    }

    func testAmountsTypedKeyByKeyInJapanese() async throws {
        try await run(
            locale: "ja_JP.UTF-8",
            [
                Case(
                    keys: "15000.50", currency: "JPY", saved: nil, refusal: "Yen has no decimal places: 15000.50 cannot be an amount in JPY"
                ),
                Case(keys: "15,000", currency: "JPY", saved: "15000"),
                Case(keys: "12,50", currency: "USD", saved: "12.50"),
                Case(keys: "1.234,56", currency: "USD", saved: "1234.56"),
                Case(keys: "-5", currency: "USD", saved: nil, refusal: "Negative amounts are not accepted here: -5")
            ])
    }

    /// The import refuses a negative amount as the window does, unless configured.
    func testImportRefusesNegativeAmountsUnlessConfigured() async throws {
        let app = try XCTUnwrap(app)
        let seed = app.home.appendingPathComponent("negative.jsonl")
        try Data(Self.record(name: "Refund", amount: "-25.00", currency: "USD").utf8).write(to: seed)
        let refused = try app.command(["import", seed.path])
        XCTAssertEqual(refused.status, 1, refused.errors)
        XCTAssertTrue(refused.errors.contains("negative amounts are accepted only with allow-negative = true"), refused.errors)
        let config = app.home.appendingPathComponent("config/entrydesk/entrydesk.conf")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[amounts]\nallow-negative = true\n".utf8).write(to: config)
        let accepted = try app.command(["import", seed.path])
        XCTAssertEqual(accepted.status, 0, accepted.errors)
        XCTAssertTrue(try app.command(["export", "--format", "jsonl"]).output.contains("\"-25.00\""))
    }

    // MARK: Driving the window

    private func run(locale: String, _ cases: [Case]) async throws {
        let app = try XCTUnwrap(app)
        app.locale = locale
        // Words no address of the seed holds: the list's search matches "2" in "2000 Navy".
        let words = ["Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"]
        let names = cases.indices.map { "Case \(words[$0])" }
        let seed = app.home.appendingPathComponent("cases.jsonl")
        let lines = zip(names, cases).map { Self.record(name: $0, amount: Self.amount($1.currency), currency: $1.currency) }
        try Data(lines.joined(separator: "\n").utf8).write(to: seed)
        let imported = try app.command(["import", seed.path])
        XCTAssertEqual(imported.status, 0, imported.errors)

        let pid = try app.launch()
        await AccessibilityDriver.call("focus_name_field", targetPID: pid)
        for (name, item) in zip(names, cases) {
            await AccessibilityDriver.call(
                "amount_typing.type_case", name, item.keys, item.saved != nil, item.refusal, item.confirm,
                targetPID: pid)
        }
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let saved = try Self.savedAmounts(export.output)
        for (name, item) in zip(names, cases) {
            XCTAssertEqual(saved[name], item.saved ?? Self.amount(item.currency), "\(name): \(item.keys) in \(item.currency), \(locale)")
        }
    }

    /// The amount each case's entry starts with, in its currency's minor digits.
    private static func amount(_ currency: String) -> String { currency == "JPY" ? "7" : originalAmount }

    private static func record(name: String, amount: String, currency: String) -> String {
        #"{"name":"\#(name)","country_code":"US","country_area":"VA","city":"Arlington","postal_code":"22202","street_line1":"2000 Navy Pentagon","amount":"\#(amount)","currency":"\#(currency)"}"#
    }

    private static func savedAmounts(_ jsonLines: String) throws -> [String: String] {
        var amounts: [String: String] = [:]
        for line in jsonLines.split(separator: "\n") {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if let name = object["name"] as? String, let amount = object["amount"] as? String { amounts[name] = amount }
        }
        return amounts
    }
}
