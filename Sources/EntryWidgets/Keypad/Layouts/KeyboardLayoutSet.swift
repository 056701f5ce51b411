import EntryResources
import Foundation

/// The layouts a kiosk's keyboard offers: its language's letters first (when a layout file is
/// named for the language: `de.json`, `pt_BR.json`), then English's, and the symbols page every
/// one of them reaches. A language with no layout of its own gets English alone.
public struct KeyboardLayoutSet: Equatable, Sendable {
    /// The letters layouts in the order the layout key cycles through them.
    public let letters: [KeyboardLayout]
    /// The symbols page (nil: its file could not be read).
    public let symbols: KeyboardLayout?

    public init(letters: [KeyboardLayout], symbols: KeyboardLayout?) {
        self.letters = letters
        self.symbols = symbols
    }

    /// Where the layout files are installed (`Resources/keyboards`).
    public static var bundledDirectory: URL { ResourceLocator.resource("keyboards") }

    /// The layout files' names for `language` ("de", "pt_BR", "ja"): its own and English's, as
    /// `language.json` or, for a regional language without a file of its own, the language's.
    public static func fileNames(forLanguage language: String, in directory: URL) -> [String] {
        let base = language.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? language
        let own = [language, base].first { FileManager.default.fileExists(atPath: directory.appendingPathComponent("\($0).json").path) }
        return own == nil || own == "en" ? ["en"] : [own ?? "en", "en"]
    }

    /// The layouts for `language` from `directory`, and the problems of the files that could
    /// not be read: such a layout is left out (a keyboard with fewer layouts still types), and
    /// the problems are for the log.
    public static func load(
        language: String, from directory: URL = bundledDirectory
    ) -> (layouts: KeyboardLayoutSet, problems: [KeyboardLayoutError]) {
        var problems: [KeyboardLayoutError] = []
        func read(_ name: String) -> KeyboardLayout? {
            do throws(KeyboardLayoutError) {
                return try KeyboardLayoutReader.read(directory.appendingPathComponent("\(name).json"))
            } catch {
                problems.append(error)
                return nil
            }
        }
        let letters = fileNames(forLanguage: language, in: directory).compactMap(read)
        let symbols = read("symbols")
        return (KeyboardLayoutSet(letters: letters, symbols: symbols), problems)
    }
}
