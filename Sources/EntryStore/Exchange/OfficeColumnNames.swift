/// The names an import knows the office's fields by: their keys (CSV columns and JSON Lines
/// keys), and the labels the form gives them in any language, which title their columns in a
/// workbook exported in a desk's language (and in the CSV a spreadsheet saves from it).
struct OfficeColumnNames {
    /// The keys of the form's office fields.
    let keys: Set<String>
    /// Each label, folded as header cells are compared, to its field's key.
    private let keysByLabel: [String: String]

    /// The names of the fields `keys`, with `labels` (each field's labels by key, every
    /// language's). A label that is any name of a built-in column ("Amount", "Memo", "Betrag")
    /// stays that column's: an office field labelled "Memo" must not take a bank statement's
    /// reference column unasked. A label two fields share names neither.
    init(keys: some Sequence<String> = [], labels: [String: [String]] = [:]) {
        self.keys = Set(keys)
        var byLabel: [String: String] = [:]
        var shared = Set<String>()
        for (key, texts) in labels {
            for text in texts {
                let folded = ImportColumnNames.fold(text)
                guard !folded.isEmpty, ImportColumnNames.column(text) == nil else { continue }
                if let other = byLabel[folded], other != key { shared.insert(folded) }
                byLabel[folded] = key
            }
        }
        keysByLabel = byLabel.filter { !shared.contains($0.key) }
    }

    /// The key of the field `header` is a label of, if any.
    func key(labelled header: String) -> String? { keysByLabel[ImportColumnNames.fold(header)] }
}
