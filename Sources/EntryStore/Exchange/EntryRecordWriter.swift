import AmountKit

/// Writes entries as CSV records or JSON Lines objects, in the columns of `ExportColumns`; CSV
/// text cells that a spreadsheet would run as formulas are escaped (`CSVFormulaEscaping`), and
/// in the spreadsheet dialect those it would read as numbers kept text (`SpreadsheetTextCell`).
/// Amounts carry their currency's minor digits in every format ("300.00", JPY "15000").
struct EntryRecordWriter {
    let format: EntryFileFormat
    let dialect: CSVDialect
    let sink: ByteSink
    /// The columns written, in order.
    let columns: ExportColumns
    /// The minor digits of each currency; nil only when the bundled table cannot be read
    /// (then amounts are written as stored).
    let currencies: CurrencyTable?

    init(
        format: EntryFileFormat, dialect: CSVDialect = .plain, sink: ByteSink, columns: ExportColumns = .builtInOnly,
        currencies: CurrencyTable? = try? CurrencyTable.standard()
    ) {
        self.format = format
        self.dialect = dialect
        self.sink = sink
        self.columns = columns
        self.currencies = currencies
    }

    /// Writes the byte order mark and CSV header row of the dialect (nothing for JSON Lines).
    func writeHeader() throws {
        guard format == .csv else { return }
        if dialect.byteOrderMark { try sink.write("\u{FEFF}") }
        try sink.write(columns.columns.map { csvField($0.name) }.joined(separator: dialect.separator.rawValue) + "\r\n")
    }

    /// Writes one entry.
    func write(_ entry: Entry) throws {
        switch format {
        case .csv:
            var line = ""
            for (index, column) in columns.columns.enumerated() {
                if index > 0 { line.append(dialect.separator.rawValue) }
                line.append(csvField(cell(of: column, in: entry)))
            }
            line.append("\r\n")
            try sink.write(line)
        case .jsonl:
            var line = "{"
            for (index, column) in columns.columns.enumerated() {
                if index > 0 { line.append(",") }
                line.append(Self.jsonString(column.name) + ":")
                line.append(Self.jsonString(column == .field(.amount) ? amountText(of: entry) : column.text(in: entry)))
            }
            line.append("}\n")
            try sink.write(line)
        }
    }

    /// The CSV cell of `column` before quoting.
    private func cell(of column: ExportColumns.Column, in entry: Entry) -> String {
        let field = column.field
        if column == .field(.amount) {
            let text = amountText(of: entry)
            return dialect.decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: String(dialect.decimalSeparator))
        }
        let text = column.text(in: entry)
        if dialect.keepsTextAsText, SpreadsheetTextCell.needsProtection(text, field: field) {
            return SpreadsheetTextCell.wrapped(text)
        }
        return CSVFormulaEscaping.escaped(text, field: field)
    }

    /// The entry's amount with as many fraction digits as its currency has ("300" in EUR is
    /// "300.00"); more digits than that are never cut (the amount is written as stored).
    private func amountText(of entry: Entry) -> String {
        guard let currency = currencies?[entry.currency] else { return entry.amount }
        return DecimalText.padded(entry.amount, fractionDigits: currency.fractionDigits)
    }

    /// The field quoted per RFC 4180 when it holds the separator, a quote, CR or LF.
    func csvField(_ text: String) -> String {
        Self.csvField(text, separator: dialect.separator)
    }

    /// The field quoted per RFC 4180 when it holds `separator`, a quote, CR or LF.
    static func csvField(_ text: String, separator: CSVSeparator = .comma) -> String {
        let special: Set<UInt8> = [separator.byte, 0x22, 0x0A, 0x0D]
        let needsQuotes = text.utf8.contains { special.contains($0) }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `text` as a JSON string literal (control characters escaped, everything else verbatim).
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.append("\\\"")
            case "\\": result.append("\\\\")
            case "\n": result.append("\\n")
            case "\r": result.append("\\r")
            case "\t": result.append("\\t")
            case "\u{08}": result.append("\\b")
            case "\u{0C}": result.append("\\f")
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result.append("\"")
        return result
    }
}
