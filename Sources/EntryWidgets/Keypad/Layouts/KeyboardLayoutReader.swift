// i18n: file never shown (a keyboard layout file's errors, for the person who writes one, like the design tokens')
import CSVAndJSON
import Foundation

/// Reads a keyboard layout file (`Resources/keyboards/<name>.json`) and checks it before any key
/// is shown: a layout that cannot type (no space, no backspace, no way to the symbols page or
/// back), a key with nothing to type, two keys typing the same or a long-press offering one
/// form twice is refused with the file, line and column at fault.
///
/// ```json
/// { "name": "Deutsch", "label": "DE", "direction": "ltr",
///   "rows": [["q", {"key": "u", "alternates": ["ú", "û"]}, {"key": "ß", "shift": "ẞ"}],
///            [{"role": "shift"}, {"role": "backspace"}], [{"role": "symbols"}, {"role": "space"}]] }
/// ```
/// A key is its text (a string: Shift types its capital) or an object: `key` with `shift` and
/// `alternates`, or `role` (shift, backspace, space, layout, symbols, letters).
public enum KeyboardLayoutReader {
    /// The layout in the file at `url` (errors name the file by its name).
    public static func read(_ url: URL) throws(KeyboardLayoutError) -> KeyboardLayout {
        let name = url.lastPathComponent
        guard let data = try? Data(contentsOf: url) else {
            throw KeyboardLayoutError(file: name, line: 1, column: 1, problem: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw KeyboardLayoutError(file: name, line: 1, column: 1, problem: "is not UTF-8")
        }
        return try parse(text, file: name)
    }

    /// The layout `text` describes; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(KeyboardLayoutError) -> KeyboardLayout {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(KeyboardLayoutError) in
                var parser = KeyboardLayoutParser(scanner: JSONScanner(buffer), file: file)
                return try parser.layout()
            }
        }.get()
    }
}
