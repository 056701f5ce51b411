/// A key of an on-screen keyboard layout: one that types, or one with a role of its own.
public enum KeyboardKey: Equatable, Sendable {
    /// Types `text` (a letter, a digit, a sign; Arabic's لا is two letters on one key).
    case text(TypingKey)
    /// Shifts, deletes, spaces or changes the page.
    case role(Role)

    /// What a key that does not type does.
    public enum Role: String, CaseIterable, Sendable {
        /// Capitals for the next key.
        case shift
        /// Deletes the character before the caret.
        case backspace
        /// Types a space.
        case space
        /// Goes on to the kiosk's next letters layout (the language's own, then English).
        case layout
        /// Shows the symbols page.
        case symbols
        /// Goes back from the symbols page to the letters.
        case letters
    }
}

/// A key that types: its text, the text with Shift, and the forms a long-press offers.
public struct TypingKey: Equatable, Sendable {
    /// What a tap types.
    public let text: String
    /// What a tap types after Shift.
    public let shifted: String
    /// What a long-press offers (ü, ú, û, ù on u), in the layout's reading order.
    public let alternates: [String]

    /// A key typing `text`; `shifted` defaults to its capital (the text itself when it has no
    /// capital of one character: a digit, a sign, ß).
    public init(text: String, shifted: String? = nil, alternates: [String] = []) {
        self.text = text
        self.shifted = shifted ?? Self.capital(of: text)
        self.alternates = alternates
    }

    /// The alternates a long-press offers with Shift on: their capitals.
    public var shiftedAlternates: [String] { alternates.map(Self.capital(of:)) }

    /// `text`'s capital when it is one character ("ü": "Ü"), else `text` ("ß" would be "SS").
    static func capital(of text: String) -> String {
        let upper = text.uppercased()
        return upper.count == text.count ? upper : text
    }
}
