import AddressKit
import AmountKit
import Foundation

/// Turns one imported record (field texts by column) into an entry, reporting what cannot be
/// read: a bad UUID or timestamp, or an amount that is not decimal text. It reads cells as a
/// spreadsheet saves them: amounts with the file's decimal separator and grouping
/// (`ImportedAmountText`), a country by its code in any case or by its name
/// (`CountryNameReader`), a currency code in any case, or the one the amount's header names.
struct EntryRecordDecoder {
    /// One record as an entry, with what the record left out and what prevents storing it.
    struct Decoded {
        /// The entry: missing ids are fresh, a missing creation time is `now`, a missing
        /// change time is the creation time.
        let entry: Entry
        /// Whether the record gave an id (without one it is a new entry, or a repeat of one).
        let hasID: Bool
        /// Whether the record gave a creation time.
        let hasCreatedAt: Bool
        /// Whether the record gave a time of its last change.
        let hasUpdatedAt: Bool
        /// Why the entry cannot be stored (empty when it can).
        let problems: [FieldProblem]
        /// Whether the record named no country and the entry is in `defaultCountry`.
        let countryAssumed: Bool
    }

    /// Time used for missing timestamps.
    let now: Date
    /// The decimal separator of the file's amounts ("." unless it is a spreadsheet's `;` file).
    var decimalSeparator: Character = "."
    /// Reads country names; nil: the cell is taken as it is.
    var countries: CountryNameReader?
    /// The currency of a row that gives none ("Amount (EUR)" in the header, else the desk's).
    var defaultCurrency: String?
    /// The country of a row that gives none (a domestic list's: the desk's).
    var defaultCountry: String?
    /// The currencies an amount cell's sign or code is looked up in; nil: such cells are no amounts.
    var currencies: CurrencyTable?
    /// The person's locale, whose currency signs an amount cell may use besides English ones.
    var locale: Locale?

    /// The entry for `values` and the problems that prevent storing it.
    ///
    /// The entry is built even when there are problems (with the raw amount text and fresh
    /// defaults for unreadable ids or times) so a validator can report the other fields too.
    func entry(from values: [EntryField: String]) -> Decoded {
        var problems: [FieldProblem] = []
        func text(_ field: EntryField) -> String { values[field] ?? "" }

        var id = UUID()
        let idText = text(.id).trimmingCharacters(in: .whitespaces)
        if !idText.isEmpty {
            if let parsed = UUID(uuidString: idText) {
                id = parsed
            } else {
                problems.append(
                    FieldProblem(
                        field: .id, message: "is not a UUID like 0b7c4c8e-1b7d-4c4e-9a53-6f0c8a3b9d21",
                        value: Self.shown(idText)))
            }
        }
        func time(_ field: EntryField) -> Date? {
            let raw = text(field).trimmingCharacters(in: .whitespaces)
            if raw.isEmpty { return nil }
            guard let date = ISO8601Timestamp.parse(raw) else {
                problems.append(
                    FieldProblem(
                        field: field, message: "is not an ISO 8601 date-time like 2026-11-21T21:02:42.123Z",
                        value: Self.shown(raw)))
                return nil
            }
            return date
        }
        let givenCreatedAt = time(.createdAt)
        let givenUpdatedAt = time(.updatedAt)
        let createdAt = givenCreatedAt ?? now
        let updatedAt = givenUpdatedAt ?? createdAt

        var currency = text(.currency).trimmingCharacters(in: .whitespaces)
        if currency.isEmpty, let defaultCurrency { currency = defaultCurrency }
        if currency.count == 3 { currency = currency.uppercased() }

        var amount = ""
        let rawAmount = text(.amount)
        let example = decimalSeparator == "," ? "1234,50 or 1.234,50" : "1234.50"
        // A cell in a currency format, saved as shown: "1.234,50 €".
        var number = rawAmount
        var signProblem: String?
        if let currencies, case let (digits, sign?) = AmountCellCurrency.split(rawAmount) {
            number = digits
            if let code = AmountCellCurrency.code(for: sign, rowCurrency: currency, currencies: currencies, locale: locale) {
                if currency.isEmpty { currency = code }
                if code != currency { signProblem = "is in \(code), the row's currency is \(currency)" }
            } else {
                signProblem =
                    "has '\(sign)' beside it, which says no one currency"
                    + (currency.isEmpty ? "" : " (the row's is \(currency))")
                    + "; write the amount like \(example) and the currency as a code like EUR"
            }
        }
        if rawAmount.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append(FieldProblem(field: .amount, message: "is required"))
        } else if let canonical = ImportedAmountText.canonical(number, decimalSeparator: decimalSeparator) {
            amount = signProblem == nil ? canonical : rawAmount
            if let signProblem { problems.append(FieldProblem(field: .amount, message: signProblem, value: Self.shown(rawAmount))) }
        } else {
            amount = rawAmount
            problems.append(
                FieldProblem(
                    field: .amount, message: "is not an amount; write it like \(example)",
                    value: Self.shown(rawAmount)))
        }
        var country = text(.countryCode)
        if let countries, let code = countries.code(for: country) { country = code }
        let countryAssumed = country.trimmingCharacters(in: .whitespaces).isEmpty && defaultCountry != nil
        if countryAssumed, let defaultCountry { country = defaultCountry }

        let address = Address(
            countryCode: country, countryArea: text(.countryArea), city: text(.city),
            cityArea: text(.cityArea), postalCode: text(.postalCode), sortingCode: text(.sortingCode),
            streetLines: Entry.streetLines(text(.streetLine1), text(.streetLine2)),
            name: text(.name), companyName: text(.companyName))
        var entry = Entry(
            id: id, createdAt: createdAt, updatedAt: updatedAt, address: address,
            extra1: text(.extra1), extra2: text(.extra2), extra3: text(.extra3),
            amount: amount, currency: currency, reference: text(.reference), formVersion: text(.formVersion))
        // The two JSON objects (an export's rule_reasons, an office_fields column of another
        // program's file): named, never quoted, as their texts may hold anything.
        for field in [EntryField.officeFields, .ruleReasons] where !entry.setText(text(field), of: field) {
            problems.append(FieldProblem(field: field, message: #"is not a JSON object of texts like {"iban":"checked"}"#))
        }
        return Decoded(
            entry: entry, hasID: !idText.isEmpty, hasCreatedAt: givenCreatedAt != nil,
            hasUpdatedAt: givenUpdatedAt != nil, problems: problems, countryAssumed: countryAssumed)
    }

    /// A value quoted in a message, shortened: a cell can be any length.
    static func shown(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 40 ? String(trimmed.prefix(40)) + "…" : trimmed
    }
}
