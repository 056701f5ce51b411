import GtkKit

extension TextInput {
    /// A secret field keeps what was typed here and gives the entry one bullet per character:
    /// GTK 4.8 sends an entry's real text over the accessibility bus (to any client, and in
    /// Orca's echo of each insertion), hidden or not. Cut to the room `maxLength` leaves.
    func keepSecret(_ inserted: String, at position: Int) -> EditDecision {
        guard !settingTextFromCode else { return .accept }
        let limit = entry.maxLength
        let room = limit > 0 ? max(0, limit - secretScalars.count) : Int.max
        let kept = Array(inserted.unicodeScalars.prefix(room))
        secretScalars.insert(contentsOf: kept, at: min(max(0, position), secretScalars.count))
        return .insert(Self.bullets(kept.count))
    }

    static func bullets(_ count: Int) -> String { String(repeating: "\u{2022}", count: count) }
}
