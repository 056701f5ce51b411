/// Writes entries as CSV records or JSON Lines objects, columns in `EntryField` order; CSV
/// text cells that a spreadsheet would run as formulas are escaped (`CSVFormulaEscaping`).
struct EntryRecordWriter {
    let format: EntryFileFormat
    let sink: ByteSink

    /// Writes the CSV header row (nothing for JSON Lines).
    func writeHeader() throws {
        guard format == .csv else { return }
        try sink.write(EntryField.columnNames.joined(separator: ",") + "\r\n")
    }

    /// Writes one entry.
    func write(_ entry: Entry) throws {
        switch format {
        case .csv:
            var line = ""
            for (index, field) in EntryField.allCases.enumerated() {
                if index > 0 { line.append(",") }
                line.append(Self.csvField(CSVFormulaEscaping.escaped(entry.text(of: field), field: field)))
            }
            line.append("\r\n")
            try sink.write(line)
        case .jsonl:
            var line = "{"
            for (index, field) in EntryField.allCases.enumerated() {
                if index > 0 { line.append(",") }
                line.append("\"\(field.rawValue)\":")
                line.append(Self.jsonString(entry.text(of: field)))
            }
            line.append("}\n")
            try sink.write(line)
        }
    }

    /// The field quoted per RFC 4180 when it holds a comma, quote, CR or LF.
    static func csvField(_ text: String) -> String {
        let special: Set<UInt8> = [0x2C, 0x22, 0x0A, 0x0D]
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
