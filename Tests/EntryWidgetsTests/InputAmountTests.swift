@testable import EntryWidgets
import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// InputAmount through GTK's own insert-text and delete-text signals (what typing and paste
/// emit), without a window: the edit model's wiring, the API and the accessible properties.
@MainActor
final class InputAmountTests: XCTestCase {
    override func setUp() async throws { try GtkTestEnvironment.start() }

    private func input(_ code: String = "USD", locale: String = "en_US") throws -> InputAmount {
        try InputAmount(currencyCode: code, locale: Locale(identifier: locale))
    }

    /// Types `text` one character at a time at the caret, as GTK's key handling does (it
    /// inserts at the caret and moves the caret to where the insertion says).
    private func type(_ text: String, into input: InputAmount) {
        for character in text {
            let caret = input.entry.caretPosition
            input.entry.caretPosition = input.entry.insert(String(character), at: caret)
        }
    }

    func testTypingGroupsLiveAndKeepsTheCaretAfterTheLastDigit() async throws {
        let amount = try input()
        var reported: [Decimal?] = []
        amount.onAmountChanged { reported.append($0) }
        type("1234567.8", into: amount)
        XCTAssertEqual(amount.text, "1,234,567.8")
        XCTAssertEqual(amount.caretPosition, 11)
        XCTAssertEqual(amount.amount, Decimal(string: "1234567.8"))
        XCTAssertEqual(reported.count, 8, "one report per digit and none for the separator: \(reported)")
        XCTAssertEqual(reported.last, Decimal(string: "1234567.8"))
    }

    func testATypedGroupSeparatorHoldsTheAmountUntilItsGroupIsComplete() async throws {
        let amount = try input()
        var reported: [Decimal?] = []
        amount.onAmountChanged { reported.append($0) }
        type("1,234", into: amount)
        XCTAssertEqual(amount.text, "1,234")
        XCTAssertEqual(amount.caretPosition, 5)
        // "1,2" and "1,23" are no amount yet (as their paste would be), not 12 and 123.
        XCTAssertEqual(reported, [1, nil, 1234])
        XCTAssertNil(amount.errorText)
    }

    /// "12,50" in English (a dot in German): a comma before one or two digits can never group
    /// thousands, so leaving the field reads it as the decimal separator and says so.
    func testAGroupSeparatorBeforeOneOrTwoDigitsIsReadAsDecimalAndSaidSo() async throws {
        for (locale, code, keys, shown, note) in [
            ("en_US", "USD", "12,50", "12.50", "12,50 read as $12.50"),
            ("en_US", "EUR", "7,5", "7.50", "7,5 read as €7.50"),
            ("de_DE", "EUR", "12.50", "12,50", "12.50 read as 12,50\u{A0}€"),
            ("ja_JP", "USD", "12,50", "12.50", "12,50 read as $12.50")
        ] {
            let amount = try input(code, locale: locale)
            type(keys, into: amount)
            XCTAssertEqual(amount.text, keys, "\(locale): kept as typed while typing, not regrouped")
            XCTAssertNil(amount.amount, "\(locale): no amount yet (it may still become \(keys)0)")
            XCTAssertNil(amount.errorText, "\(locale): no error while typing")
            XCTAssertTrue(amount.validate(), "\(locale): checked as Save or leaving the field does")
            XCTAssertEqual(amount.text, shown, locale)
            XCTAssertEqual(amount.amount, Decimal(string: shown.replacingOccurrences(of: ",", with: ".")), locale)
            XCTAssertEqual(amount.notice, note, locale)
            XCTAssertNil(amount.errorText, locale)
        }
    }

    func testAGroupSeparatorTypedOutOfPlaceIsAnErrorInPlainWordsNotAnotherAmount() async throws {
        for (locale, keys, reason) in [
            (
                "en_US", "12,3456",
                "12,3456 is not an amount: “,” separates thousands here, and thousands come in groups of three digits; type the decimals after “.”, for example 1,234.50"
            ),
            (
                "de_DE", "12.3456",
                "12.3456 is not an amount: “.” separates thousands here, and thousands come in groups of three digits; type the decimals after “,”, for example 1.234,50"
            ),
            (
                "ja_JP", "12,3456",
                "12,3456 is not an amount: “,” separates thousands here, and thousands come in groups of three digits; type the decimals after “.”, for example 1,234.50"
            ),
            (
                "fr_FR", "12x",
                "12x is not an amount: “x” cannot be part of an amount; type only digits and separators, for example 1\u{202F}234,50"
            )
        ] {
            let amount = try input("EUR", locale: locale)
            type(keys, into: amount)
            XCTAssertEqual(amount.text, keys, "\(locale): kept as typed, not regrouped")
            XCTAssertNil(amount.amount)
            XCTAssertFalse(amount.validate(), "\(locale): checked as Save or leaving the field does")
            XCTAssertEqual(amount.errorText, reason)
        }
    }

    func testBackspaceNextToAGroupSeparatorDeletesTheDigitAndTheCaretStays() async throws {
        let amount = try input()
        type("1234", into: amount)
        XCTAssertEqual(amount.text, "1,234")
        // Caret between "," and "2": BackSpace asks GTK to delete the "," (range 1..<2).
        amount.caretPosition = 2
        amount.entry.delete(1..<2)
        XCTAssertEqual(amount.text, "234")
        XCTAssertEqual(amount.caretPosition, 0)
    }

    func testJapaneseYenKeepsATypedDecimalSeparatorAndSaysWhy() async throws {
        let amount = try input("JPY")
        type("1500.", into: amount)
        XCTAssertEqual(amount.text, "1500.", "the key is not dropped: the next ones would land as if it were not there")
        XCTAssertEqual(amount.entry.placeholder, "0")
        XCTAssertEqual(amount.currentProblem, .notAnAmount(text: "1500.", reason: .decimalSeparatorNotAllowed(currency: "JPY")))
        XCTAssertEqual(amount.errorText, "Yen has no decimal places: 1500. cannot be an amount in JPY")
        XCTAssertTrue(amount.widget.hasCSSClass("error"))
        XCTAssertNil(amount.amount)
        XCTAssertFalse(amount.validate(), "Save refuses it")
        amount.entry.delete(4..<5)
        XCTAssertEqual(amount.text, "1,500")
        XCTAssertNil(amount.errorText, "deleting the separator clears the error")
        type("0", into: amount)
        XCTAssertEqual(amount.text, "15,000")
    }

    func testBahrainiDinarTakesThreeDecimalsAndKeepsAFourthAsAnError() async throws {
        let amount = try input("BHD")
        type("12.3456", into: amount)
        XCTAssertEqual(amount.text, "12.3456")
        XCTAssertEqual(amount.entry.placeholder, "0.000")
        XCTAssertNil(amount.amount)
        XCTAssertEqual(
            amount.currentProblem,
            .notAnAmount(text: "12.3456", reason: .tooManyFractionDigits(found: 4, allowed: 3, currency: "BHD")))
        amount.entry.delete(6..<7)
        XCTAssertEqual(amount.amount, Decimal(string: "12.345"))
        XCTAssertNil(amount.currentProblem)
    }

    func testTypedTextComesBackFromADraftAsTypedAndFollowsACurrencySwitch() async throws {
        let amount = try input("JPY")
        amount.restoreTypedText("15000.50")
        XCTAssertEqual(amount.text, "15000.50")
        XCTAssertTrue(amount.holdsTypedText)
        try amount.setCurrencyCode("USD")
        XCTAssertEqual(amount.text, "15,000.50", "dollars have cents: an amount now")
        XCTAssertEqual(amount.amount, Decimal(string: "15000.5"))
        XCTAssertNil(amount.errorText)
    }

    func testGermanPasteOfTheOtherConventionAndAForeignSymbol() async throws {
        let amount = try input("EUR", locale: "de_DE")
        amount.entry.insert("1,234.56", at: 0)
        XCTAssertEqual(amount.text, "1.234,56")
        XCTAssertEqual(amount.amount, Decimal(string: "1234.56"))
        amount.entry.delete(0..<amount.entry.characterCount)
        XCTAssertEqual(amount.text, "")
        amount.entry.insert("$12", at: 0)
        XCTAssertEqual(amount.text, "", "another currency's amount is refused, not read as euros")
        guard case .edit(.invalidPaste(.foreignCurrency)) = amount.currentProblem else {
            return XCTFail("expected a foreign-currency error, got \(String(describing: amount.currentProblem))")
        }
        XCTAssertTrue(amount.errorText?.contains("EUR") ?? false, amount.errorText ?? "")
    }

    func testSettingTheAmountShowsItLocalisedWithoutReportingAChange() async throws {
        let amount = try input("EUR", locale: "de_DE")
        var reports = 0
        amount.onAmountChanged { _ in reports += 1 }
        amount.amount = Decimal(string: "1234.5")
        XCTAssertEqual(amount.text, "1.234,50")
        XCTAssertEqual(amount.entry.placeholder, "0,00")
        XCTAssertEqual(reports, 0)
        XCTAssertThrowsError(try amount.setAmount(Decimal(string: "1.234"))) { error in
            XCTAssertEqual(error as? InputAmountError, .amountDoesNotFit(.tooManyFractionDigits(found: 3, allowed: 2, currency: "EUR")))
        }
        XCTAssertEqual(amount.text, "1.234,50", "a refused value leaves the field as it was")
        amount.amount = nil
        XCTAssertEqual(amount.text, "")
        XCTAssertNil(amount.amount)
    }

    func testAnAmountTheCurrencyCannotHoldIsShownAsAnErrorNotCut() async throws {
        let amount = try input("JPY")
        amount.amount = Decimal(string: "12.5")
        XCTAssertEqual(amount.text, "")
        XCTAssertNotNil(amount.errorText)
    }

    func testSwitchingCurrencyKeepsTheAmountOrRefuses() async throws {
        let amount = try input()
        var codes: [String] = []
        amount.onCurrencyChanged { codes.append($0) }
        amount.amount = 12
        try amount.setCurrencyCode("BHD")
        XCTAssertEqual(amount.text, "12.000")
        XCTAssertEqual(amount.currencyLabel.text, "BHD")
        amount.amount = Decimal(string: "12.5")
        XCTAssertThrowsError(try amount.setCurrencyCode("JPY"))
        XCTAssertEqual(amount.currencyCode, "BHD")
        XCTAssertThrowsError(try amount.setCurrencyCode("ABC")) { error in
            XCTAssertEqual(error as? InputAmountError, .unknownCurrency(.unknownCode("ABC")))
        }
        XCTAssertEqual(codes, ["BHD"])
    }

    func testLimitsAndNegativesAreCheckedOnValidation() async throws {
        let amount = try input()
        amount.minimum = 1
        amount.maximum = 10_000
        amount.amount = 12_000
        XCTAssertFalse(amount.validate())
        XCTAssertEqual(amount.errorText, "Enter at most $10,000.00")
        amount.amount = Decimal(string: "0.5")
        XCTAssertEqual(amount.errorText, "Enter at least $1.00", "a shown limit error follows the new value")
        amount.amount = 50
        XCTAssertNil(amount.errorText)
        type("-", into: amount)
        XCTAssertEqual(amount.text, "-50.00", "a minus is a sign wherever typed")
        XCTAssertEqual(amount.currentProblem, .notAnAmount(text: "-50.00", reason: .negativeNotAllowed))
        XCTAssertFalse(amount.validate())
        amount.minimum = nil
        amount.allowsNegative = true
        XCTAssertEqual(amount.amount, -50, "read again under the new rule")
        XCTAssertTrue(amount.validate())
    }

    func testCurrencyDisplays() async throws {
        let amount = try input("EUR", locale: "de_DE")
        XCTAssertEqual(amount.currencyLabel.text, "€")
        XCTAssertTrue(amount.currencyLabel.hasCSSClass("input-amount-currency"))
        amount.currencyDisplay = .isoCode
        XCTAssertEqual(amount.currencyLabel.text, "EUR")
        amount.currencyDisplay = .custom { code, _ in "\(code): " }
        XCTAssertEqual(amount.currencyLabel.text, "EUR:")
        let dollars = try input()
        XCTAssertEqual(dollars.currencyLabel.text, "$")
    }

    func testStateClassesAndLayout() async throws {
        let amount = try input()
        XCTAssertTrue(amount.widget.hasCSSClass("input-amount"))
        XCTAssertFalse(amount.widget.hasCSSClass("prominent"))
        amount.layout = .prominent
        XCTAssertTrue(amount.widget.hasCSSClass("prominent"))
        amount.isReadOnly = true
        XCTAssertTrue(amount.widget.hasCSSClass("read-only"))
        XCTAssertFalse(amount.entry.isEditable)
        amount.isEnabled = false
        XCTAssertTrue(amount.widget.hasCSSClass("disabled"))
        amount.cornerRadius = .large
        XCTAssertTrue(amount.widget.hasCSSClass("radius-lg"))
        amount.errorText = "Check the amount"
        XCTAssertTrue(amount.widget.hasCSSClass("error"))
        XCTAssertTrue(amount.frame.errorRow.isVisible)
        XCTAssertFalse(amount.frame.helperLabel.isVisible)
    }

    func testAccessibleValueReadsCurrencyAndAmount() async throws {
        let amount = try input()
        XCTAssertEqual(amount.accessibleValue, "")
        amount.amount = Decimal(string: "1234.5")
        XCTAssertEqual(amount.accessibleValue, "USD 1,234.50")
        let german = try input("EUR", locale: "de_DE")
        type("1234,5", into: german)
        XCTAssertEqual(german.accessibleValue, "EUR 1.234,50")
        german.strings = InputAmountStrings(textFieldValue: "%2$@ (%1$@)")
        XCTAssertEqual(german.accessibleValue, "1.234,50 (EUR)")
    }

    func testARefusedCurrencyPickIsANoticeThatNeverBlocksTheAmount() async throws {
        let amount = try input()
        amount.hasCurrencySelector = true
        let selector = try XCTUnwrap(amount.selector)
        func pick(_ search: String) {
            selector.searchEntry.text = search
            selector.searchEntry.activate()
        }
        amount.amount = Decimal(string: "12.5")
        pick("yen")
        XCTAssertEqual(amount.currencyCode, "USD", "12.50 cannot be yen")
        XCTAssertNotNil(amount.errorText, "the refusal says why")
        XCTAssertTrue(amount.validate(), "12.50 USD is still a valid amount")
        XCTAssertNil(amount.errorText)

        pick("yen")
        XCTAssertNotNil(amount.errorText)
        pick("usd")
        XCTAssertNil(amount.errorText, "picking the current currency again answers the refusal")

        pick("yen")
        amount.entry.delete(2..<5)
        XCTAssertEqual(amount.text, "12")
        XCTAssertNil(amount.errorText, "so does the next accepted edit")
    }

    func testSelectorSearchesByCodeNameOrSymbolAndPicks() async throws {
        let amount = try input()
        amount.hasCurrencySelector = true
        let selector = try XCTUnwrap(amount.selector)
        XCTAssertTrue(selector.button.isDescendant(of: amount.frame.field))
        XCTAssertFalse(amount.currencyLabel.isDescendant(of: amount.frame.field))
        selector.searchEntry.text = "yen"
        XCTAssertEqual(selector.results.first?.code, "JPY")
        XCTAssertEqual(selector.activeIndex, 0)
        selector.searchEntry.text = "€"
        XCTAssertEqual(selector.results.first?.code, "EUR")
        selector.searchEntry.text = "chf"
        XCTAssertEqual(selector.results.map(\.code), ["CHF"])
        selector.searchEntry.text = "dollar"
        XCTAssertTrue(selector.results.contains { $0.code == "USD" })
        XCTAssertFalse(selector.results.contains { $0.code == "USN" }, "funds are not offered")
        selector.searchEntry.text = "xdr"
        XCTAssertTrue(selector.results.isEmpty, "nor are units without minor units: \(selector.results.map(\.code))")
        selector.searchEntry.text = "zzzz"
        XCTAssertTrue(selector.results.isEmpty)
        XCTAssertTrue(selector.statusLabel.isVisible)
        amount.selectableCurrencyCodes = ["EUR", "GBP", "USD"]
        selector.searchEntry.text = ""
        XCTAssertEqual(selector.results.map(\.code), ["EUR", "GBP", "USD"])
        var tapped = false
        amount.onCurrencySelectorTap = { tapped = true }
        selector.button.click()
        XCTAssertTrue(tapped, "the app's own picker replaces the list")
    }
}
