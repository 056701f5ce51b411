/// Keeps spreadsheets from running what people typed as a formula (CSV injection, as OWASP
/// describes it): a text cell that starts with = + - @ TAB or CR is exported with a leading
/// apostrophe, which spreadsheets show as text, and a CSV import takes exactly that
/// apostrophe off again, so an export imports back unchanged.
///
/// The one text that cannot round-trip is an apostrophe followed by one of those characters
/// ("'=x" imports as "=x"): that is what the escaped form of "=x" looks like.
enum CSVFormulaEscaping {
    /// The first characters that make a spreadsheet read a cell as a formula, with their
    /// full-width forms (an East Asian input method types "＝").
    static let triggers: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠", "﹦", "﹢", "﹣"]

    /// The columns of fixed shape, never a formula, written as they are: the id, the times,
    /// the canonical amount (whose leading minus must stay) and the ISO codes. Every other
    /// column is text someone typed, including any column added later.
    static let machineFields: Set<EntryField> = [.id, .createdAt, .updatedAt, .amount, .currency, .countryCode]

    /// `text` as a CSV cell of `field`: with a leading apostrophe when it is a text cell that a
    /// spreadsheet would read as a formula.
    static func escaped(_ text: String, field: EntryField) -> String {
        guard !machineFields.contains(field), startsFormula(text.unicodeScalars[...]) else { return text }
        return "'" + text
    }

    /// The text of a CSV cell of `field`: one leading apostrophe removed when a trigger follows
    /// it ("'=x" is "=x"; "'t Hooft" stays as it is).
    static func unescaped(_ cell: String, field: EntryField) -> String {
        guard !machineFields.contains(field), cell.unicodeScalars.first == "'",
            startsFormula(cell.unicodeScalars.dropFirst())
        else { return cell }
        return String(cell.unicodeScalars.dropFirst())
    }

    /// Whether a spreadsheet would read `scalars` as a formula: a trigger first, after any
    /// spaces and invisible characters, which spreadsheets skip (" =1+2", a no-break space or a
    /// zero-width space before "=").
    private static func startsFormula(_ scalars: Substring.UnicodeScalarView) -> Bool {
        guard let first = scalars.first(where: { !isSkipped($0) }) else { return false }
        return triggers.contains(first)
    }

    /// Spaces of any kind and characters that show nothing (zero-width space and joiners, the
    /// word joiner, a byte order mark, direction marks); TAB and CR are triggers themselves.
    private static func isSkipped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\r" { return false }
        if scalar.properties.isWhitespace { return true }
        return ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{200E}", "\u{200F}", "\u{061C}"].contains(scalar)
    }
}
