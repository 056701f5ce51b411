@testable import DesignTokens
import Foundation
import Testing

@Suite("CSS generator")
struct CSSGeneratorTests {
    static let directory = Fixtures.tokensDirectory

    /// Compares with `Golden/<theme>.css`; `RECORD_GOLDEN=1 swift test` rewrites the files on purpose.
    @Test(arguments: ThemeName.allCases)
    func matchesTheGoldenFile(name: ThemeName) throws {
        let css = try CSSGenerator.css(for: Theme.load(name, tokensDirectory: Self.directory))
        let golden = Fixtures.goldenDirectory.appendingPathComponent("\(name.rawValue).css")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Fixtures.goldenDirectory, withIntermediateDirectories: true)
            try Data(css.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        if css != expected {
            let actual = css.split(separator: "\n", omittingEmptySubsequences: false)
            let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(actual.count, wanted.count)).first { actual[$0] != wanted[$0] } ?? min(actual.count, wanted.count)
            let got = line < actual.count ? String(actual[line]) : "(end)"
            let want = line < wanted.count ? String(wanted[line]) : "(end)"
            Issue.record(
                "\(name.rawValue).css differs at line \(line + 1): got \"\(got)\", golden \"\(want)\". Re-record with RECORD_GOLDEN=1 if the change is intended."
            )
        }
    }

    @Test(arguments: ThemeName.allCases)
    func everyColourReferenceIsDefinedAndEveryValueIsLiteral(name: ThemeName) throws {
        let css = try CSSGenerator.css(for: Theme.load(name, tokensDirectory: Self.directory))
        var defined: Set<String> = []
        for line in css.split(separator: "\n") where line.hasPrefix("@define-color ") {
            let parts = line.split(separator: " ")
            #expect(parts.count == 3)
            let hex = parts[2].dropLast()
            #expect(parts[2].hasSuffix(";"))
            #expect(hex.count == 7 || hex.count == 9)
            #expect(hex == hex.lowercased(), "colours are lowercase: \(line)")
            defined.insert(String(parts[1]))
        }
        #expect(defined.contains("input_default_border"))
        #expect(defined.contains("input_amount_focused_border"))
        #expect(defined.contains("palette_blue_600"))
        let body = css.split(separator: "\n").filter { !$0.hasPrefix("@define-color") }.joined(separator: "\n")
        var index = body.startIndex
        while let at = body[index...].firstIndex(of: "@") {
            let name = body[body.index(after: at)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            #expect(defined.contains(String(name)), "@\(name) is not defined")
            index = body.index(after: at)
        }
        #expect(!css.contains("var("), "GTK 4.8 has no var()")
        #expect(!css.contains("{theme."), "no unresolved alias")
        #expect(!css.contains("calc("), "GTK 4.8 has no calc()")
    }

    @Test func declarationsAreWellFormed() throws {
        let css = try CSSGenerator.css(for: Theme.load(.light, tokensDirectory: Self.directory))
        var depth = 0
        for character in css {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            #expect(depth >= 0 && depth <= 1)
        }
        #expect(depth == 0)
        for line in css.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            #expect(line.hasSuffix(";"), "\(line)")
            #expect(line.filter { $0 == ";" }.count == 1, "\(line)")
        }
    }

    @Test func heightsAreComputedAsContentBoxes() throws {
        let light = try CSSGenerator.css(for: Theme.load(.light, tokensDirectory: Self.directory))
        // 44 - 2 × 8 - 2 × 1
        #expect(
            light.contains(
                ".text-input .text-input-field {\n  background-color: @input_default_background;\n  border-style: solid;\n  border-width: 1px;\n  border-color: @input_default_border;\n  border-radius: 8px;\n  padding: 8px 16px;\n  min-height: 26px;"
            ))
        // 56 - 2 × 2 - 2 × 1
        #expect(light.contains("padding: 2px 16px;\n  min-height: 50px;"))
        // prominent: 56 - 2 × 2 - 2; bottom padding 2 + 2 - 1, so focusing (2px line, 2px padding) keeps the height
        #expect(
            light.contains(
                ".input-amount.prominent .input-amount-field {\n  border-width: 0;\n  border-bottom-width: 1px;\n  border-radius: 0px;\n  padding-left: 0;\n  padding-right: 0;\n  padding-bottom: 3px;\n  min-height: 50px;\n}"
            ))
        let highContrast = try CSSGenerator.css(for: Theme.load(.highContrast, tokensDirectory: Self.directory))
        // 44 - 2 × 8 - 2 × 2
        #expect(highContrast.contains("padding: 8px 16px;\n  min-height: 24px;"))
        let kiosk = try CSSGenerator.css(for: Theme.load(.kiosk, tokensDirectory: Self.directory))
        // 56 - 2 × 12 - 2 × 1
        #expect(kiosk.contains("padding: 12px 20px;\n  min-height: 30px;"))
    }

    @Test func contractClassesArePresent() throws {
        let css = try CSSGenerator.css(for: Theme.load(.light, tokensDirectory: Self.directory))
        var selectors = [
            ".text-input .text-input-title", ".text-input .text-input-field", ".text-input .text-input-helper",
            ".text-input .text-input-error", ".input-amount .input-amount-primary", ".input-amount .input-amount-secondary",
            ".input-amount .input-amount-field", ".input-amount.prominent .input-amount-field", ".address-form",
            ".address-form .address-form-row", "popover.suggestion-popover > contents", ".suggestion-row",
            ".banner.success", "button.text-button", "button.suggested-action", ".touch-target", ".keypad button", "window",
            // GTK's own widgets, which GTK's theme would otherwise colour.
            "headerbar", "headerbar .title", "headerbar button", "listview", "listview > row:selected",
            "row:selected .entry-row .entry-row-name", "text > selection", "popover.background > contents",
            ".banner.success > button.image-button", ".banner.error > button.image-button"
        ]
        for state in CSSRuleBook.states {
            selectors.append(".text-input.\(state) .text-input-field")
            selectors.append(".input-amount.\(state) .input-amount-field")
        }
        for radius in CSSRuleBook.radii { selectors.append(".text-input.radius-\(radius) .text-input-field") }
        for selector in selectors {
            #expect(css.contains("\n\(selector) {") || css.contains("\n\(selector),"), "missing \(selector)")
        }
    }

    @Test func colourNames() {
        #expect(CSSGenerator.colorName(for: "theme.color.input.default.border") == "input_default_border")
        #expect(CSSGenerator.colorName(for: "theme.color.input-amount.read-only.value") == "input_amount_read_only_value")
        #expect(CSSGenerator.colorName(for: "theme.palette.neutral.50") == "palette_neutral_50")
        #expect(CSSGenerator.colorName(for: "brand") == "brand")
    }
}
