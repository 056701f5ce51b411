/// The checks that need no reference data: required name, decimal amount with at most 15
/// integer digits, currency and country codes shaped like ISO codes, lengths, control characters.
///
/// It does not know which currencies or countries exist, nor per-country address rules: the app
/// combines it with AddressKit- and AmountKit-backed validators (`CombinedEntryValidator`).
public struct BasicEntryValidator: EntryValidator {
    /// The most integer digits an amount may have (15 keeps every amount exact in any
    /// downstream system that uses IEEE doubles or 64-bit minor units).
    public static let maximumIntegerDigits = 15
    /// The longest text accepted in any field, in characters.
    public static let maximumFieldLength = 500

    /// Whether an empty name is a problem.
    public var requiresName: Bool
    /// Whether an empty country code is a problem.
    public var requiresCountry: Bool
    /// Whether a negative amount is accepted: as in the window, only when configured
    /// (`allow-negative` in the `[amounts]` section).
    public var allowsNegative: Bool

    /// A validator; the name and country are required and negatives refused unless told otherwise.
    public init(requiresName: Bool = true, requiresCountry: Bool = true, allowsNegative: Bool = false) {
        self.requiresName = requiresName
        self.requiresCountry = requiresCountry
        self.allowsNegative = allowsNegative
    }

    /// The problems found in `entry`, in field order.
    public func problems(in entry: Entry) -> [FieldProblem] {
        var problems: [FieldProblem] = []
        // The office's fields and the reasons are checked value by value, as the fields they are.
        let textFields = EntryField.allCases.filter { ![.id, .createdAt, .updatedAt, .officeFields, .ruleReasons].contains($0) }
        let texts =
            textFields.map { ($0, "", entry.text(of: $0)) }
            + entry.officeFields.sorted { $0.key < $1.key }.map { (EntryField.officeFields, "'\($0.key)' ", $0.value) }
            + entry.ruleReasons.sorted { $0.key < $1.key }.map { (EntryField.ruleReasons, "for '\($0.key)' ", $0.value) }
        for (field, which, text) in texts {
            if text.count > Self.maximumFieldLength {
                problems.append(FieldProblem(field: field, message: "\(which)is longer than \(Self.maximumFieldLength) characters"))
            }
            if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                problems.append(FieldProblem(field: field, message: "\(which)contains control characters (line breaks, tabs, ...)"))
            }
        }
        if requiresName, entry.name.allSatisfy(\.isWhitespace) {
            problems.append(FieldProblem(field: .name, message: "is required"))
        }
        if entry.address.streetLines.count > 2 {
            problems.append(
                FieldProblem(field: .streetLine2, message: "makes \(entry.address.streetLines.count) street lines; at most 2 fit"))
        }
        if entry.amount.isEmpty {
            problems.append(FieldProblem(field: .amount, message: "is required"))
        } else if let canonical = DecimalText.canonical(entry.amount) {
            if let problem = Self.integerDigitsProblem(canonical: canonical) { problems.append(problem) }
            if !allowsNegative, canonical.hasPrefix("-") {
                problems.append(
                    FieldProblem(
                        field: .amount,
                        message:
                            "is negative; negative amounts are accepted only with allow-negative = true in the [amounts] section of entrydesk.conf"
                    ))
            }
        } else {
            problems.append(FieldProblem(field: .amount, message: "is not a decimal number like 1234.50"))
        }
        if !Self.isUppercaseCode(entry.currency, length: 3) {
            problems.append(
                FieldProblem(
                    field: .currency, message: "is not a currency code like EUR (3 letters, ISO 4217)",
                    value: entry.currency.isEmpty ? nil : entry.currency))
        }
        if entry.address.countryCode.isEmpty {
            if requiresCountry {
                problems.append(FieldProblem(field: .countryCode, message: "is required"))
            }
        } else if !Self.isUppercaseCode(entry.address.countryCode, length: 2) {
            problems.append(
                FieldProblem(
                    field: .countryCode, message: Self.notACountryMessage,
                    value: EntryRecordDecoder.shown(entry.address.countryCode)))
        }
        return problems
    }

    /// What is said of a country cell that is neither a code nor a name (by every validator, so
    /// that a combined one says it once).
    static let notACountryMessage = "is not a country code like DE (2 letters, ISO 3166) nor a country's name"

    /// Too many integer digits in a canonical amount, in the words every validator uses (so a
    /// combined validator reports it once).
    static func integerDigitsProblem(canonical: String) -> FieldProblem? {
        let digits = DecimalText.integerDigitCount(ofCanonical: canonical)
        guard digits > maximumIntegerDigits else { return nil }
        return FieldProblem(field: .amount, message: "has \(digits) integer digits, at most \(maximumIntegerDigits) allowed")
    }

    private static func isUppercaseCode(_ text: String, length: Int) -> Bool {
        text.utf8.count == length && text.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
