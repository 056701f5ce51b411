/// One page of the on-screen keyboard, as a layout file describes it: the letters of a
/// language (German QWERTZ, French AZERTY, Arabic) or the symbols page they all reach.
public struct KeyboardLayout: Equatable, Sendable {
    /// The layout's name in its own language ("Deutsch", "العربية"): what the layout key says
    /// comes next.
    public let name: String
    /// The short mark the layout key shows while the layout is active ("DE", "ع").
    public let label: String
    /// Whether the layout's script is written right to left: its long-press forms are then
    /// listed from the right. Its rows keep their places in any window, as on a physical
    /// keyboard (the Arabic ض sits where Q does).
    public let isRightToLeft: Bool
    /// The rows, top to bottom, each left to right.
    public let rows: [[KeyboardKey]]
    /// How its letters become the script's characters, when they are not typed as they are.
    public let composition: Composition?

    /// Letters composed into characters the keys do not show.
    public enum Composition: String, Sendable, CaseIterable {
        /// Pinyin: the letters spell a syllable or a word, and a candidate bar offers its hanzi.
        case pinyin
    }

    public init(name: String, label: String, isRightToLeft: Bool, rows: [[KeyboardKey]], composition: Composition? = nil) {
        self.name = name
        self.label = label
        self.isRightToLeft = isRightToLeft
        self.rows = rows
        self.composition = composition
    }
}
