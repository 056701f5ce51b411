import Foundation
import GtkKit
import GtkTestSupport
import XCTest

/// A visitor types their own alphabet at a kiosk that speaks their language, by pointer taps
/// alone on its on-screen keyboard, and the entry confirmed there is exported with exactly
/// those characters. The real binary under Xvfb; the driver is
/// `Tests/Drivers/kiosk_keyboard_layouts.py`.
@MainActor
final class KioskKeyboardLayoutsTests: AppProcessTestCase {
    /// Keys an entry at a kiosk in `locale` and `language` (its address fields by their English
    /// titles, each typed as text or, on a pinyin keyboard, as parts: [letters, hanzi picked] or
    /// text) and returns the exported line.
    private func keyAnEntry(
        locale: String, language: String, fields: [(String, any PythonLiteral)], amount: String
    ) async throws -> [String: Any] {
        let app = try XCTUnwrap(app)
        app.locale = locale
        app.language = language
        let pin = try app.command(["kiosk", "set-pin"], input: "2468\n2468\n")
        XCTAssertEqual(pin.status, 0, pin.errors)
        try app.addSetting("on-screen-keyboard = always", in: "kiosk")
        let pid = try app.launch(["--kiosk"])
        await AccessibilityDriver.call(
            "kiosk_keyboard_layouts.key_an_entry_by_touch", language, fields.map { PythonList([$0.0, $0.1]) }, amount,
            targetPID: pid, timeout: 300)
        let export = try app.command(["export", "--format", "jsonl"])
        XCTAssertEqual(export.status, 0, export.errors)
        let lines = export.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, export.output)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data((lines.first ?? "{}").utf8)) as? [String: Any])
    }

    /// ü and ö on the German keyboard's own keys, the / of "Unit 5/12" from its symbols page.
    func testAGermanVisitorTypesUmlautsAndASlash() async throws {
        let record = try await keyAnEntry(
            locale: "de_DE.UTF-8", language: "de",
            fields: [
                ("Name", "Jürgen Müller"), ("Address line 1", "Königsallee 5"), ("Address line 2", "Unit 5/12"),
                ("Postal code", "40212"), ("City", "Düsseldorf")
            ], amount: "12")
        XCTAssertEqual(record["name"] as? String, "Jürgen Müller", "\(record)")
        XCTAssertEqual(record["street_line1"] as? String, "Königsallee 5", "\(record)")
        XCTAssertEqual(record["street_line2"] as? String, "Unit 5/12", "\(record)")
        XCTAssertEqual(record["postal_code"] as? String, "40212", "\(record)")
        XCTAssertEqual((record["city"] as? String)?.uppercased(), "DÜSSELDORF", "\(record)")
    }

    /// é and è on the French keyboard's own keys.
    func testAFrenchVisitorTypesAccents() async throws {
        let record = try await keyAnEntry(
            locale: "fr_FR.UTF-8", language: "fr",
            fields: [("Name", "Hélène Bérénice"), ("Address line 1", "8 rue de Trévise"), ("Postal code", "75009"), ("City", "Paris")],
            amount: "7")
        XCTAssertEqual(record["name"] as? String, "Hélène Bérénice", "\(record)")
        XCTAssertEqual(record["street_line1"] as? String, "8 rue de Trévise", "\(record)")
    }

    /// Arabic letters on the Arabic keyboard (the window and the text right to left).
    func testAnArabicVisitorTypesArabic() async throws {
        let record = try await keyAnEntry(
            locale: "ar_EG.UTF-8", language: "ar",
            fields: [("Name", "محمد علي"), ("Address line 1", "شارع النيل 5"), ("City", "القاهرة")], amount: "3")
        XCTAssertEqual(record["name"] as? String, "محمد علي", "\(record)")
        XCTAssertEqual(record["street_line1"] as? String, "شارع النيل 5", "\(record)")
    }

    /// Hanzi spelled in pinyin on the Chinese keyboard and picked from its candidate bar, the
    /// province among them (China's postcodes name none in the address data).
    func testAChineseVisitorSpellsHanziInPinyin() async throws {
        let record = try await keyAnEntry(
            locale: "zh_CN.UTF-8", language: "zh_CN",
            fields: [
                ("Name", [["wangfang", "王芳"]]), ("Province", [["beijing", "北京市"]]), ("Postal code", "100010"),
                ("City", [["dongchengqu", "东城区"]]),
                ("Address line 1", PythonList([["chaoyang", "朝阳"], ["lu", "路"], "5", ["hao", "号"]]))
            ], amount: "8")
        XCTAssertEqual(record["name"] as? String, "王芳", "\(record)")
        XCTAssertEqual(record["country_area"] as? String, "北京市", "\(record)")
        XCTAssertEqual(record["city"] as? String, "东城区", "\(record)")
        XCTAssertEqual(record["street_line1"] as? String, "朝阳路5号", "\(record)")
    }

    /// Kana on the Japanese keyboard (katakana after Shift), and the postcode typed first brings
    /// the prefecture, whose kanji the keys do not type.
    func testAJapaneseVisitorTypesKanaAndThePostcodeBringsThePrefecture() async throws {
        let record = try await keyAnEntry(
            locale: "ja_JP.UTF-8", language: "ja",
            fields: [("Name", "ヤマモト ハナコ"), ("Postal code", "530-0005"), ("Address line 1", "きたく なかのしま 3-2-4")],
            amount: "5")
        XCTAssertEqual(record["name"] as? String, "ヤマモト ハナコ", "\(record)")
        XCTAssertEqual(record["postal_code"] as? String, "530-0005", "\(record)")
        XCTAssertEqual(record["street_line1"] as? String, "きたく なかのしま 3-2-4", "\(record)")
        XCTAssertEqual(record["country_area"] as? String, "大阪府", "\(record)")
    }
}
