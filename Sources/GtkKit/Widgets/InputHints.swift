import CGtk

/// Hints for input methods about how to treat a field's text.
public struct InputHints: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let spellcheck = InputHints(rawValue: GTK_INPUT_HINT_SPELLCHECK.rawValue)
    public static let noSpellcheck = InputHints(rawValue: GTK_INPUT_HINT_NO_SPELLCHECK.rawValue)
    public static let wordCompletion = InputHints(rawValue: GTK_INPUT_HINT_WORD_COMPLETION.rawValue)
    public static let lowercase = InputHints(rawValue: GTK_INPUT_HINT_LOWERCASE.rawValue)
    public static let uppercaseChars = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_CHARS.rawValue)
    public static let uppercaseWords = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_WORDS.rawValue)
    public static let uppercaseSentences = InputHints(rawValue: GTK_INPUT_HINT_UPPERCASE_SENTENCES.rawValue)
    public static let inhibitOSK = InputHints(rawValue: GTK_INPUT_HINT_INHIBIT_OSK.rawValue)
    public static let noEmoji = InputHints(rawValue: GTK_INPUT_HINT_NO_EMOJI.rawValue)
    public static let privateData = InputHints(rawValue: GTK_INPUT_HINT_PRIVATE.rawValue)
}
