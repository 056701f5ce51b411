// i18n: file never shown (sample text and gallery errors; the keys' words come from the keyboard)
import EntryWidgets
import Foundation
import GtkKit

/// Every on-screen keyboard layout as a kiosk shows it, under a field on a 1366×768 screen in
/// the kiosk theme: `keyboard-<layout>-<theme>.png` for each language's letters (with its layout
/// key naming the next layout) and `keyboard-symbols-<theme>.png`. The gallery fails when a key
/// is cut or smaller than the touch target either way.
@MainActor
enum KeyboardLayoutsSample {
    /// The gallery's name (`entrydesk gallery --only keyboard`).
    static let galleryName = "keyboard"
    /// A small laptop's screen, the least a kiosk is set up on.
    static let size = ThemedPictures.smallLaptop
    /// The layouts shown, each with a sample of what it types.
    static let languages = [
        ("en", "Ada Lovelace"), ("de", "Jürgen Müller"), ("fr", "Hélène Bérénice"), ("es", "Begoña Núñez"),
        ("pt_BR", "João Conceição"), ("ar", "محمد علي"), ("ja", "ヤマモト ハナコ"), ("zh_CN", "王芳")
    ]

    static func render(to folder: URL, themes: ThemeManager) throws -> [String] {
        var written: [String] = []
        for (language, sample) in languages {
            written += try render(
                "\(galleryName)-\(language)", language: language, text: sample, symbols: false, to: folder, themes: themes)
        }
        written += try render("\(galleryName)-symbols", language: "en", text: "Unit 5/12", symbols: true, to: folder, themes: themes)
        if let error = themes.apply(["light"]) { throw Gallery.Failure.theme("light", error) }
        return written
    }

    private static func render(
        _ name: String, language: String, text: String, symbols: Bool, to folder: URL, themes: ThemeManager
    ) throws -> [String] {
        let (layouts, problems) = KeyboardLayoutSet.load(language: language)
        if let problem = problems.first { throw RenderError.notLaidOut("the keyboard layout \(problem)") }
        let keyboard = OnScreenKeyboard(layouts: layouts)
        keyboard.showsSymbols = symbols
        let field = Entry()
        field.text = text
        let spacer = Box(.vertical, spacing: 0)
        spacer.vexpand = true
        let column = Box(.vertical, spacing: 0)
        column.append(field)
        column.append(spacer)
        column.append(keyboard.widget)
        let window = Window()
        defer { window.destroy() }
        window.addCSSClass("kiosk")
        window.setDefaultSize(width: size.width, height: size.height)
        window.setChild(column)
        window.present()
        guard GtkRuntime.runUntil(timeout: 10, { keyboard.widget.isMapped }) else {
            throw RenderError.notLaidOut("the \(name) keyboard")
        }
        let pictures = ThemedPictures(folder: folder, themes: themes, onTop: ["kiosk"])
        return try pictures.render(name, of: window, "the \(name) keyboard", check: checkKeys)
    }

    /// Fails the gallery when a key is smaller than the kiosk's touch target either way, or the
    /// keyboard is wider than the screen.
    private static func checkKeys(_ window: Window, _ what: String) throws {
        let least = try ThemedPictures.touchTargetMinimum()
        let keys = window.descendantSummaries().filter { $0.typeName == "GtkButton" && $0.ancestorClasses.contains("on-screen-keyboard") }
        let small = keys.filter { $0.width < least || $0.height < least }
        guard !keys.isEmpty, small.isEmpty, window.allocatedWidth <= size.width else {
            throw RenderError.notLaidOut(
                "\(what): \(keys.count) keys, under \(least) px: \(small.map { "\($0.width)x\($0.height)" }), window \(window.allocatedWidth) px"
            )
        }
    }
}
