@testable import DesignTokens
import Foundation
import Testing
import TestSupport

@Suite("Built-in themes")
struct ThemeTests {
    static let directory = Fixtures.tokensDirectory

    @Test(arguments: ThemeName.allCases)
    func everyThemeResolvesAndGeneratesCSS(name: ThemeName) throws {
        let theme = try Theme.load(name, tokensDirectory: Self.directory)
        #expect(theme.name == name.rawValue)
        let css = try CSSGenerator.css(for: theme)
        #expect(css.contains("@define-color input_default_border #"))
        #expect(css.hasPrefix("/* EntryDesk theme \"\(name.rawValue)\""))
    }

    @Test func seedTokensHaveTheDesignedDefaults() throws {
        let theme = try Theme.load(.light, tokensDirectory: Self.directory)
        func same(_ a: String, _ b: String) -> Bool { theme[a] != nil && theme[a] == theme[b] }
        #expect(same("theme.color.input.default.background", "theme.color.background.surface-1"))
        #expect(same("theme.color.input.default.border", "theme.color.border.default"))
        #expect(same("theme.color.input.default.value", "theme.color.foreground.default"))
        #expect(same("theme.color.input.default.placeholder", "theme.color.foreground.support"))
        #expect(same("theme.color.input.focused.border", "theme.color.border.brand"))
        #expect(same("theme.color.input.error.border", "theme.color.border.danger"))
        #expect(same("theme.color.input.disabled.background", "theme.color.background.disabled"))
        #expect(same("theme.color.input.disabled.value", "theme.color.foreground.support"))
        #expect(same("theme.color.input-amount.default.background", "theme.color.background.none"))
        #expect(same("theme.color.input-amount.default.border", "theme.color.input.default.border"))
        #expect(same("theme.color.input-amount.focused.border", "theme.color.input.focused.border"))
        #expect(same("theme.color.input-amount.error.border", "theme.color.input.error.border"))
        let dimensions: [String: String] = [
            "theme.radius.input.default": "8px", "theme.height.input.md": "44px", "theme.padding-x.input.md": "16px",
            "theme.padding-y.input.md": "8px", "theme.border-width.input.default": "1px",
            "theme.radius.input-amount.default": "8px", "theme.height.input-amount.default": "56px",
            "theme.padding-x.input-amount.default": "16px", "theme.padding-y.input-amount.default": "2px",
            "theme.border-width.input-amount.default": "1px",
            "theme.sizer.xs": "4px", "theme.sizer.sm": "8px", "theme.sizer.md": "16px", "theme.sizer.lg": "24px", "theme.sizer.xl": "32px",
            "theme.radius.none": "0px", "theme.radius.sm": "4px", "theme.radius.md": "8px", "theme.radius.lg": "16px"
        ]
        for (path, css) in dimensions { #expect(theme[path]?.css == css, "\(path)") }
        for state in ["default", "focused", "editing", "error", "disabled", "read-only"] {
            for part in ["background", "border", "value", "placeholder"] {
                #expect(theme.color("theme.color.input.\(state).\(part)") != nil)
                #expect(theme.color("theme.color.input-amount.\(state).\(part)") != nil)
            }
        }
        for style in ["body", "caption", "footnote", "title", "amount-prominent"] {
            for part in ["font-family", "font-size", "font-weight", "line-height"] {
                #expect(theme["theme.typography.\(style).\(part)"] != nil, "\(style).\(part)")
            }
        }
    }

    @Test func themeOverlaysHoldOnlyWhatTheyChange() throws {
        let light = try Theme.load(.light, tokensDirectory: Self.directory)
        let base = try TokenSet.load(base: try Theme.baseFiles(in: Self.directory)).resolve()
        #expect(light.values == base.values, "light is the base set")
        for name in [ThemeName.dark, .highContrast, .kiosk] {
            let overlay = try TokenFile.load(Theme.overlayFile(name, in: Self.directory))
            let theme = try Theme.load(name, tokensDirectory: Self.directory)
            for token in overlay.tokens {
                #expect(base[token.path] != nil, "\(name): \(token.path) is not a base token")
                #expect(theme[token.path] != base[token.path], "\(name): \(token.path) repeats the base value")
            }
        }
    }

    @Test func darkThemeIsDarkAndKioskComposesWithIt() throws {
        let dark = try Theme.load(.dark, tokensDirectory: Self.directory)
        let window = try #require(dark.color("theme.color.window.background"))
        #expect(Contrast.luminance(window) < 0.05)
        let darkKiosk = try Theme.load(arguments: ["dark", "kiosk"], tokensDirectory: Self.directory)
        #expect(darkKiosk.name == "dark+kiosk")
        #expect(darkKiosk.color("theme.color.window.background") == window)
        #expect(darkKiosk["theme.height.input.md"]?.css == "56px")
    }

    @Test func userFileOverlaysANamedTheme() throws {
        let folder = try TemporaryFolder("designtokens")
        defer { folder.cleanUp() }
        let file = try folder.write(
            ##"{ "theme": { "palette": { "blue": { "600": { "$value": "#0b4f9c" } } }, "radius": { "input": { "default": { "$value": "{theme.radius.sm}" } } } } }"##,
            to: "brand.json")
        let theme = try Theme.load(arguments: ["light", file.path], tokensDirectory: Self.directory)
        #expect(theme.name == "light+file")
        #expect(theme.color("theme.color.input.focused.border")?.hex == "#0b4f9c", "the brand change flows through the aliases")
        let css = try CSSGenerator.css(for: theme)
        #expect(css.contains("@define-color input_focused_border #0b4f9c;"))
        #expect(
            css.contains(
                ".text-input .text-input-field {\n  background-color: @input_default_background;\n  border-style: solid;\n  border-width: 1px;\n  border-color: @input_default_border;\n  border-radius: 4px;"
            ))
    }

    @Test func noArgumentsMeansLight() throws {
        #expect(try Theme.load(arguments: [], tokensDirectory: Self.directory) == Theme.load(.light, tokensDirectory: Self.directory))
    }

    @Test func kioskTargetsAreAtLeastTheTouchTargetMinimum() throws {
        let kiosk = try Theme.load(.kiosk, tokensDirectory: Self.directory)
        let minimum = try #require(kiosk.dimension("theme.size.touch-target.min")?.pixels)
        #expect(minimum >= 56)
        let heights = Set(CSSRuleBook.heightTokens(in: CSSRuleBook.rules))
        #expect(heights.contains("theme.height.input.md"))
        #expect(heights.contains("theme.height.button.md"))
        #expect(heights.contains("theme.height.suggestion-row.default"))
        for path in heights {
            let height = try #require(kiosk.dimension(path)?.pixels, "\(path)")
            #expect(height >= minimum, "\(path) is \(height)px in kiosk, below the \(minimum)px touch target")
        }
        let light = try Theme.load(.light, tokensDirectory: Self.directory)
        for style in ["body", "caption", "footnote", "title", "amount-prominent"] {
            let path = "theme.typography.\(style).font-size"
            #expect((kiosk.dimension(path)?.pixels ?? 0) > (light.dimension(path)?.pixels ?? .infinity), "kiosk type is larger: \(style)")
        }
    }
}

@Suite("Stylesheets for the app")
struct StylesheetTests {
    @Test func brokenUserThemeFallsBackWithItsError() throws {
        let folder = try TemporaryFolder("designtokens")
        defer { folder.cleanUp() }
        let file = try folder.write("{ \"theme\": ", to: "broken.json")
        let sheet = try Theme.stylesheet([.named(.dark), .file(file)], fallback: [.named(.dark)], tokensDirectory: Fixtures.tokensDirectory)
        #expect(sheet.theme.name == "dark")
        #expect(sheet.css == (try CSSGenerator.css(for: Theme.load(.dark, tokensDirectory: Fixtures.tokensDirectory))))
        guard case let .malformedJSON(location, _)? = sheet.fallbackReason else {
            Issue.record("expected the JSON error, got \(String(describing: sheet.fallbackReason))")
            return
        }
        #expect(location.file == file.path)
    }

    @Test func workingThemeHasNoFallbackReason() throws {
        let sheet = try Theme.stylesheet([.named(.kiosk)], fallback: [.named(.light)], tokensDirectory: Fixtures.tokensDirectory)
        #expect(sheet.fallbackReason == nil)
        #expect(sheet.theme.name == "kiosk")
    }

    @Test func brokenFallbackThrows() {
        let nowhere = URL(fileURLWithPath: "/nonexistent-tokens")
        #expect(throws: TokenError.self) {
            try Theme.stylesheet([.named(.light)], fallback: [.named(.light)], tokensDirectory: nowhere)
        }
    }
}

@Suite("Type fits its boxes")
struct TypeFitTests {
    /// The tallest natural line height of the fallback fonts relative to the font size (Noto
    /// Sans: 1.362 em; Cantarell and DejaVu Sans are lower), rounded up.
    static let naturalLineFactor = 1.4

    /// Inputs and buttons promise their height token exactly; that holds only while one line of
    /// their type fits the content box left after padding and border (measured in GTK 4.8: a
    /// 16px line is 19px in DejaVu Sans, 22px in Noto Sans).
    @Test(arguments: ThemeName.allCases)
    func singleLineTextFitsTheContentBox(name: ThemeName) throws {
        let theme = try Theme.load(name, tokensDirectory: Fixtures.tokensDirectory)
        func px(_ path: String) throws -> Double { try #require(theme.dimension(path)?.pixels, "\(path)") }
        // (height, padding-y, border, borders across the height, type style); the prominent
        // amount has only its underline, at its focused width.
        let boxes: [(height: String, paddingY: String, border: String, borders: Double, type: String)] = [
            ("theme.height.input.md", "theme.padding-y.input.md", "theme.border-width.input.default", 2, "body"),
            (
                "theme.height.input-amount.default", "theme.padding-y.input-amount.default", "theme.border-width.input-amount.default", 2,
                "body"
            ),
            (
                "theme.height.input-amount.default", "theme.padding-y.input-amount.default",
                "theme.border-width.input-amount.prominent-focused", 1, "amount-prominent"
            ),
            ("theme.height.button.md", "theme.padding-y.button.md", "theme.border-width.button.default", 2, "body")
        ]
        for box in boxes {
            let content = try px(box.height) - 2 * px(box.paddingY) - box.borders * px(box.border)
            let line = try px("theme.typography.\(box.type).font-size") * Self.naturalLineFactor
            #expect(content >= line, "\(name.rawValue): \(box.height) leaves \(content)px for a \(line)px line of \(box.type)")
        }
    }
}
