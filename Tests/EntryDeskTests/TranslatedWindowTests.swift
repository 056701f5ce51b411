import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// The window in German, Japanese and Arabic as a person there meets it, read through AT-SPI:
/// field names, a validation error, the Saved banner and a country name in the language, found
/// through the catalogue the app reads (`translations(...)` in atspi_lib), and the Arabic
/// window mirrored. The words are checked against the catalogue and against English, so a
/// message looked up under the wrong key, or not at all, fails.
@MainActor
final class TranslatedWindowTests: AppProcessTestCase {
    /// A German office: LANG alone chooses the words (no LANGUAGE), the country (Germany) and
    /// the amounts' commas.
    func testGermanFromLANGAlone() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "de_DE.UTF-8"
        app.language = nil
        let pid = try app.launch()
        await AccessibilityDriver.call("translated_window.german_from_lang_alone", "Deutschland", "Postleitzahl", "1234,5", targetPID: pid)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertTrue(export.output.contains("\"1234.50\""), export.output)
    }

    /// A Japanese operator: LANGUAGE picks the words; Japan's form names its fields as Japan
    /// Post does; a US address picked from the suggestions saves with a Japanese banner.
    func testJapanese() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "ja_JP.UTF-8"
        app.language = "ja"
        let pid = try app.launch()
        await AccessibilityDriver.call("translated_window.pick_and_save", "ja", "日本", "都道府県", "1234", targetPID: pid)
    }

    /// An Arabic operator: the words, and the window mirrored (the name field at the right).
    func testArabic() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "ar_EG.UTF-8"
        app.language = nil
        let pid = try app.launch()
        await AccessibilityDriver.call("translated_window.pick_and_save", "ar", "مصر", String?.none, "12", targetPID: pid)
    }

    /// The same field, in the same window size, at mirrored places in English and Arabic.
    func testTheArabicWindowMirrorsTheEnglishOne() async throws {
        let arabic = try XCTUnwrap(app)
        arabic.locale = "ar_EG.UTF-8"
        arabic.language = nil
        let english = try AppProcess()
        defer { english.cleanUp() }
        english.locale = "ar_EG.UTF-8"
        english.language = "en"
        let englishOutput = await AccessibilityDriver.call(
            "translated_window.print_name_field_place", String?.none,
            targetPID: try english.launch())
        english.kill()
        let arabicOutput = await AccessibilityDriver.call("translated_window.print_name_field_place", "ar", targetPID: try arabic.launch())
        let en = englishOutput.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        let ar = arabicOutput.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        XCTAssertEqual(en.count, 3, englishOutput)
        XCTAssertEqual(ar.count, 3, arabicOutput)
        guard en.count == 3, ar.count == 3 else { return }
        XCTAssertEqual(en[2], ar[2], "the two windows have the same width")
        let englishCentre = en[0] + en[1] / 2, arabicCentre = ar[0] + ar[1] / 2
        XCTAssertLessThan(englishCentre, en[2] / 2, "English: the form at the left")
        XCTAssertGreaterThan(arabicCentre, ar[2] / 2, "Arabic: the form at the right")
        // Mirrored: as far from the right edge in Arabic as from the left edge in English.
        XCTAssertEqual(
            ar[2] - arabicCentre, englishCentre, accuracy: ar[2] * 0.05,
            "English centre \(englishCentre), Arabic centre \(arabicCentre), width \(ar[2])")
    }
}
