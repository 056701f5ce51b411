/// Text that reads in its own direction whatever surrounds it (a name or an address, in Latin,
/// Arabic or any script), isolated for Unicode's bidirectional algorithm: inside an Arabic
/// sentence, "Grace Hopper" and "1600 Amphitheatre Pkwy, Mountain View" keep their order, and
/// an Arabic name inside an English sentence keeps its own.
public enum OwnDirection {
    /// `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE when the interface reads
    /// right to left; `text` itself otherwise, so English output stays plain.
    public static func isolate(_ text: String) -> String {
        guard !text.isEmpty, InterfaceLanguage.isRightToLeft else { return text }
        return "\u{2068}" + text + "\u{2069}"
    }
}
