/// Text that reads left to right whatever surrounds it (an amount, a postcode, a reference,
/// an IBAN), isolated for Unicode's bidirectional algorithm: inside an Arabic sentence, "US$
/// 1,234.50" keeps its order instead of being split around its spaces and punctuation.
public enum LeftToRight {
    /// `text` between LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE when the interface reads
    /// right to left; `text` itself otherwise, so English output stays plain.
    public static func isolate(_ text: String) -> String {
        guard !text.isEmpty, InterfaceLanguage.isRightToLeft else { return text }
        return "\u{2066}" + text + "\u{2069}"
    }
}
