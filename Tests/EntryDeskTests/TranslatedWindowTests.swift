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
        await AccessibilityDriver.run(Self.words("de") + """
        name = find(name=_("Name"), role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        country = find(name=_("Country"), role_name="combo box")
        check(text(country) == "Deutschland", f"country shown as {text(country)!r}")
        postcode = find(name=field("Postal code"), role_name="text")
        city = find(name=field("City"), role_name="text")
        check(postcode.name == "Postleitzahl", f"the postcode field is named {postcode.name!r}")
        # Save on the empty form: the name field says what is wrong, in German.
        key("ctrl+s")
        expect_error(name, _("Enter the name"))
        # Found by its English name too.
        click(country)
        wait_for("focus in Country", lambda: "focused" in states(country))
        key("ctrl+a")
        type_text("Germany")
        wait_for("Deutschland in the list", lambda: [n for n in find_all(role_name="list item", showing=True)
                                                   if n.name.startswith("Deutschland")])
        key("Return")
        click(name)
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Ada Lovelace")
        line1 = find(name=field("Address line 1"), role_name="text")
        click(line1)
        type_text("Unter den Linden 77")
        click(postcode)
        type_text("10117")
        click(city)
        type_text("Berlin")
        amount = find(name=_("Amount"), role_name="text")
        tab_to(amount)
        type_text("1234,5")
        key("ctrl+s")
        find(name=t.fill(_("Saved entry for %@."), "Ada Lovelace"), showing=True)
        """, targetPID: pid)
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
        await AccessibilityDriver.run(Self.words("ja") + Self.pickAndSave(country: "日本", prefecture: "都道府県", amount: "1234"),
                                      targetPID: pid)
    }

    /// An Arabic operator: the words, and the window mirrored (the name field at the right).
    func testArabic() async throws {
        let app = try XCTUnwrap(app)
        app.locale = "ar_EG.UTF-8"
        app.language = nil
        let pid = try app.launch()
        await AccessibilityDriver.run(Self.words("ar") + Self.pickAndSave(country: "مصر", prefecture: nil, amount: "12"),
                                      targetPID: pid)
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
        let measure = """
        name = find(name=NAME, role_name="text")
        window = find(role_name="frame")
        x, y, width, height = window_extents(name)
        wx, wy, window_width, window_height = window.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        print(f"{x} {width} {window_width}")
        """
        let englishOutput = await AccessibilityDriver.run("NAME = \"Name\"\n" + measure, targetPID: try english.launch())
        english.kill()
        let arabicOutput = await AccessibilityDriver.run(Self.words("ar") + "NAME = _(\"Name\")\n" + measure,
                                                         targetPID: try arabic.launch())
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
        XCTAssertEqual(ar[2] - arabicCentre, englishCentre, accuracy: ar[2] * 0.05,
                       "English centre \(englishCentre), Arabic centre \(arabicCentre), width \(ar[2])")
    }

    /// The catalogue of `language` as `_`, `field` (an address field's title) and `t.fill`.
    private static func words(_ language: String) -> String {
        """
        import pyatspi
        t = translations("\(language)")
        _ = t.gettext
        def field(title):
            return t.pgettext("address field", title)
        check(_("Amount") != "Amount", "no \(language) catalogue in the build")
        def expect_error(node, message):
            check(message != "Enter the name", "an English error")
            try:
                # Under the field, and in its description (once the announcement Save made in
                # that description, "5 fields need attention: ...", is taken back).
                wait_for(f"the error {message!r}", lambda: find_all(name=message, role_name="label", showing=True))
            except Exception:
                raise DriverError(f"{node.name!r} says {description(node)!r}, not {message!r}")

        """
    }

    /// Field names, the country, the name's error, then a US address from the suggestions,
    /// saved: the Saved banner in the language.
    private static func pickAndSave(country: String, prefecture: String?, amount: String) -> String {
        """
        name = find(name=_("Name"), role_name="text")
        focus_window("EntryDesk")
        wait_for("focus in Name", lambda: "focused" in states(name))
        country = find(name=_("Country"), role_name="combo box")
        check(text(country) == "\(country)", f"country shown as {text(country)!r}")
        \(prefecture.map { "find(name=\"\($0)\", role_name=\"combo box\")\ncheck(field(\"Prefecture\") == \"\($0)\", \"prefecture\")" } ?? "")
        key("ctrl+s")
        expect_error(name, _("Enter the name"))
        click(country)
        wait_for("focus in Country", lambda: "focused" in states(country))
        key("ctrl+a")
        type_text("US")
        key("Return")
        find(name=field("ZIP code"), role_name="text")
        click(name)
        wait_for("focus in Name", lambda: "focused" in states(name))
        type_text("Ada Lovelace")
        search = find(name=_("Find an address"), role_name="combo box")
        click(search)
        wait_for("focus in the address search", lambda: "focused" in states(search))
        type_text("1600 amph")
        # The group of five suites, its count in the language and the locale's digits.
        counts = [t.fill(t.ngettext("%@ address", "%@ addresses", 5), digit) for digit in ("5", "٥")]
        wait_for("the suggestions", lambda: [n for n in find_all(role_name="list item", showing=True)
                                             if any(n.name.endswith(count) for count in counts)])
        key("Return")
        wait_for("the suites", lambda: [n for n in find_all(role_name="list item", showing=True) if "STE 300" in n.name])
        key("Down", "Down", "Return")
        line2 = find(name=field("Address line 2"), role_name="text")
        wait_for("line 2 filled", lambda: text(line2) == "STE 300")
        amount = find(name=_("Amount"), role_name="text")
        tab_to(amount)
        type_text("\(amount)")
        key("ctrl+s")
        find(name=t.fill(_("Saved entry for %@."), "Ada Lovelace"), showing=True)
        """
    }
}
