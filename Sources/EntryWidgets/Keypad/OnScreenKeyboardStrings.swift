import Localization

/// The words of the on-screen keyboard's special keys, as the window's language says them (a
/// test may give its own).
public struct OnScreenKeyboardStrings: Sendable {
    /// The space bar's label.
    public var space: String
    /// The backspace key's accessible name.
    public var backspace: String
    /// The shift key's accessible name.
    public var shift: String
    /// The accessible name of the key that shows the symbols page.
    public var symbols: String
    /// The accessible name of the symbols page's key back to the letters.
    public var letters: String
    /// The layout key's accessible name, with the next layout's name for `%@`.
    public var switchToFormat: String
    /// The accessible name of a long-press's forms, with the key's letter for `%@`.
    public var alternatesFormat: String
    /// The accessible name of a pinyin keyboard's bar of the hanzi its letters spell.
    public var candidates: String

    public init() {
        // Translators: the label of the space bar of the on-screen keyboard (a wide key; keep it short).
        space = trc("keyboard key", "Space")
        // Translators: the accessible name of the backspace key (⌫) of the on-screen keyboard (said by a screen reader).
        backspace = trc("keyboard key", "Delete")
        // Translators: the accessible name of the shift key (⇧) of the on-screen keyboard (said by a screen reader).
        shift = trc("keyboard key", "Shift")
        // Translators: the accessible name of the on-screen keyboard's key that shows its page of symbols (/ # & @; said by a screen reader).
        symbols = trc("keyboard key", "Symbols")
        // Translators: the accessible name of the key of the on-screen keyboard's symbols page that goes back to the letters (said by a screen reader).
        letters = trc("keyboard key", "Letters")
        // Translators: the accessible name of the on-screen keyboard's key that changes its layout; %@ is the next layout's name in its own language ("English", "Deutsch", "العربية").
        switchToFormat = trc("keyboard key", "Switch to %@")
        // Translators: the accessible name of the row of accented letters a long press on a key of the on-screen keyboard shows; %@ is the key's letter ("u").
        alternatesFormat = tr("Other forms of %@")
        // Translators: the accessible name of the bar of Chinese characters a pinyin on-screen keyboard offers for the letters tapped (said by a screen reader).
        candidates = tr("Characters for the letters typed")
    }

    func switchTo(_ layoutName: String) -> String { LocalizedFormat.fill(switchToFormat, layoutName) }
    func alternates(of key: String) -> String { LocalizedFormat.fill(alternatesFormat, key) }
}
