/// Keeps spreadsheets from running what people typed as a formula (CSV injection, as OWASP
/// describes it): a text cell that starts with = + - @ TAB or CR is exported with a leading
/// apostrophe, which spreadsheets show as text, and a CSV import takes exactly that
/// apostrophe off again, so an export imports back unchanged.
///
/// The one text that cannot round-trip is an apostrophe followed by one of those characters
/// ("'=x" imports as "=x"): that is what the escaped form of "=x" looks like.
enum CSVFormulaEscaping {
    /// The first characters that make a spreadsheet read a cell as a formula.
    static let triggers: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// The columns of fixed shape, never a formula, written as they are: the id, the times,
    /// the canonical amount (whose leading minus must stay) and the ISO codes. Every other
    /// column is text someone typed, including any column added later.
    static let machineFields: Set<EntryField> = [.id, .createdAt, .updatedAt, .amount, .currency, .countryCode]

    /// `text` as a CSV cell of `field`: with a leading apostrophe when it is a text cell that a
    /// spreadsheet would read as a formula.
    static func escaped(_ text: String, field: EntryField) -> String {
        guard !machineFields.contains(field), let first = text.unicodeScalars.first, triggers.contains(first) else {
            return text
        }
        return "'" + text
    }

    /// The text of a CSV cell of `field`: one leading apostrophe removed when a trigger follows
    /// it ("'=x" is "=x"; "'t Hooft" stays as it is).
    static func unescaped(_ cell: String, field: EntryField) -> String {
        guard !machineFields.contains(field) else { return cell }
        var scalars = cell.unicodeScalars.makeIterator()
        guard scalars.next() == "'", let second = scalars.next(), triggers.contains(second) else { return cell }
        return String(cell.unicodeScalars.dropFirst())
    }
}
