import EntryForm
import Foundation

/// The header row of an imported CSV file, understood: which field each column holds (by the
/// names `ImportColumnNames` knows), what the file calls it, its separator, and a currency the
/// amount's header names ("Amount (EUR)").
struct CSVHeader {
    /// Why a header cannot be used, in words for `ImportError.badHeader`.
    struct Refusal: Error {
        let reason: String
    }

    /// The field of each column, in file order (nil: an office field's column, or an empty
    /// header cell over empty cells, which a spreadsheet leaves after the last column).
    let columns: [EntryField?]
    /// The office field key of each column, in file order (nil: a built-in field's, or none).
    let officeKeys: [String?]
    /// The header text of each field's column, for messages.
    let names: [EntryField: String]
    /// The separator the header line uses, and so the whole file.
    let separator: CSVSeparator
    /// The currency of amounts when the file has no currency column (or leaves a cell empty):
    /// the one the amount's header names.
    let currency: String?
    /// The country of rows that name none, as the person chose it (nil: the importer's).
    let country: String?
    /// Whether a column without a field was left out by the person (its cells are dropped),
    /// rather than unnamed in the file (its cells must be empty).
    let leavesOutUnmapped: Bool

    /// The header of `names` with each column's field as the person chose it (`mapping`);
    /// refuses a mapping that sends two columns to one field or leaves a required field out.
    init(names: [String], mapping: ImportColumnMapping, separator: CSVSeparator) throws(Refusal) {
        let fields = (0..<names.count).map { mapping.fields.indices.contains($0) ? mapping.fields[$0] : nil }
        let officeKeys = (0..<names.count).map { index -> String? in
            guard fields[index] == nil, mapping.officeKeys.indices.contains(index) else { return nil }
            return mapping.officeKeys[index].flatMap { OfficeFieldKey.isValid($0) ? $0 : nil }
        }
        if let key = Self.firstRepeated(officeKeys) {
            throw Refusal(reason: "two columns go to the office field '\(key)'")
        }
        let chosen = ImportColumnMapping(fields: fields)
        if let first = chosen.repeated.first {
            let named = first.columns.map { "'\(names[$0].trimmingCharacters(in: .whitespaces).prefix(40))'" }
            throw Refusal(reason: "\(ListWording.and(named)) all go to the \(Self.describe(first.field))")
        }
        if !chosen.missing.isEmpty {
            throw Refusal(reason: "no column goes to the " + ListWording.and(chosen.missing.map(Self.describe)))
        }
        var byField: [EntryField: String] = [:]
        var currency = mapping.defaultCurrency
        for (name, field) in zip(names, fields) {
            guard let field else { continue }
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            byField[field] = String(trimmed.prefix(40))
            // "Amount (EUR)" chosen as the amount still says its currency.
            if field == .amount, let named = ImportColumnNames.column(trimmed), named.field == .amount, let code = named.currency {
                currency = code
            }
        }
        columns = fields
        self.officeKeys = officeKeys
        self.names = byField
        self.separator = separator
        self.currency = currency
        country = mapping.defaultCountry
        leavesOutUnmapped = true
    }

    /// The header of `names`; refuses unknown and repeated columns, naming all of them.
    ///
    /// A column named by the key of one of the form's office fields (`office`) is that field,
    /// and so is any column named like a key (`OfficeFieldKey`) in a file an export wrote (it
    /// has the form version and reasons columns every export writes): there every built-in
    /// column has its own name or title, so another name is an office's field, even one no
    /// longer on the form. Both come before the other names fields are known by ("ref" can be an
    /// office's). A column titled by a label of an office field, in any of the form's languages,
    /// is that field too, unless the title is a built-in field's own name.
    init(names: [String], separator: CSVSeparator, office: OfficeColumnNames = OfficeColumnNames()) throws(Refusal) {
        var columns: [EntryField?] = []
        var officeKeys: [String?] = []
        var byField: [EntryField: String] = [:]
        var unknown: [String] = []
        var repeated: [String] = []
        var currency: String?
        let trimmedNames = names.map { $0.trimmingCharacters(in: .whitespaces) }
        let namedFields = Set(trimmedNames.compactMap { ImportColumnNames.column($0)?.field })
        let writtenByExport = namedFields.contains(.formVersion) && namedFields.contains(.ruleReasons)
        for (index, trimmed) in trimmedNames.enumerated() {
            // A spreadsheet saves trailing empty columns as empty header cells.
            if trimmed.isEmpty, index > 0 {
                columns.append(nil)
                officeKeys.append(nil)
                continue
            }
            let key =
                OfficeFieldKey.isValid(trimmed) && (office.keys.contains(trimmed) || writtenByExport)
                ? trimmed : office.key(labelled: trimmed)
            if let key {
                if officeKeys.contains(key) { repeated.append("two columns go to the office field '\(key)'") }
                columns.append(nil)
                officeKeys.append(key)
                continue
            }
            officeKeys.append(nil)
            guard let column = ImportColumnNames.column(trimmed) else {
                unknown.append("'\(trimmed.prefix(40))'")
                columns.append(nil)
                continue
            }
            if let earlier = byField[column.field] {
                repeated.append("'\(earlier)' and '\(trimmed.prefix(40))' both name the \(Self.describe(column.field))")
            }
            byField[column.field] = String(trimmed.prefix(40))
            if column.currency != nil { currency = column.currency }
            columns.append(column.field)
        }
        if !unknown.isEmpty {
            let list = ListWording.and(unknown)
            throw Refusal(
                reason: "unknown column\(unknown.count == 1 ? "" : "s") \(list); the columns EntryDesk reads are "
                    + EntryField.columnNames.joined(separator: ", ")
                    + " (also by common names: 'Postcode', 'ZIP', 'PLZ', 'Town', 'State', 'Country', 'Street', 'Amount (EUR)', ...)")
        }
        if let first = repeated.first { throw Refusal(reason: first) }
        self.columns = columns
        self.officeKeys = officeKeys
        self.names = byField
        self.separator = separator
        self.currency = currency
        country = nil
        leavesOutUnmapped = false
    }

    /// The first key given twice.
    private static func firstRepeated(_ keys: [String?]) -> String? {
        var seen = Set<String>()
        return keys.compactMap { $0 }.first { !seen.insert($0).inserted }
    }

    /// The field in words: "postal code" for postal_code.
    static func describe(_ field: EntryField) -> String {
        field.rawValue.replacingOccurrences(of: "_", with: " ")
    }

    /// The decimal separator amounts are read with: a comma in a semicolon file (the comma is
    /// free for numbers there, which is why the spreadsheet chose `;`), a dot in a comma file,
    /// and in a tab file the one of the person's locale (`localeDecimalSeparator`), since a
    /// spreadsheet writes tab-separated text in its own.
    func decimalSeparator(localeDecimalSeparator: Character) -> Character {
        switch separator {
        case .comma: "."
        case .semicolon: ","
        case .tab: localeDecimalSeparator
        }
    }
}
