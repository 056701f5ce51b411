import Foundation

/// One field of the entry form, as a form file describes it: what it is called in every
/// language, what it takes, which rules a value must keep, and where it shows.
///
/// The built-in fields (`BuiltInField`) are described the same way, in the built-in form
/// (`BuiltInForm`); an office's form file adds its own fields after them and may reorder, hide
/// or relabel the built-in ones.
public struct FormField: Equatable, Sendable {
    /// The field's name in the database, exports, imports and sync: lower-case letters, digits
    /// and `_`, starting with a letter.
    public var key: String
    public var type: FieldType
    /// What a person reads: by language (`""` is the text for every language not listed).
    /// Built-in fields give their English text, translated through gettext.
    public var label: LocalizedText
    /// The line under the field (nothing when empty).
    public var help: LocalizedText
    /// Whether Save refuses the entry while the field is empty.
    public var required: Bool
    /// Hidden fields are not keyed, but values they hold are kept, exported and searched.
    public var hidden: Bool
    /// Where the field is keyed.
    public var placement: Placement
    /// The hard and soft rules a value is checked against, beyond its type's own.
    public var rules: [FieldRule]
    /// The values a `choice` field takes, in the order shown.
    public var choices: [FieldChoice]
    /// A value that keeps every rule, shown in the error when a value does not (`INV-004211`).
    public var example: String?

    public init(
        key: String, type: FieldType, label: LocalizedText, help: LocalizedText = LocalizedText(), required: Bool = false,
        hidden: Bool = false, placement: Placement = .both, rules: [FieldRule] = [], choices: [FieldChoice] = [],
        example: String? = nil
    ) {
        self.key = key
        self.type = type
        self.label = label
        self.help = help
        self.required = required
        self.hidden = hidden
        self.placement = placement
        self.rules = rules
        self.choices = choices
        self.example = example
    }

    /// The built-in field this is, or nil for an office's own field.
    public var builtIn: BuiltInField? { BuiltInField(rawValue: key) }
}

/// The fields every form has, keyed by their storage name. A form may reorder, hide or relabel
/// them; it never drops the address or the amount.
public enum BuiltInField: String, CaseIterable, Sendable {
    case name
    case companyName = "company_name"
    /// The whole postal address (country, its subdivisions, postcode, street lines).
    case address
    /// Amount and currency.
    case amount
    case reference

    /// Whether a form may hide it.
    public var mayBeHidden: Bool { self != .address && self != .amount }
}

/// What a field takes.
public enum FieldType: Equatable, Sendable {
    // The built-in fields' own types.
    case name, company, address, amount
    /// Free text (with `maxLength` and `pattern` rules).
    case text
    /// A whole number (with `range`).
    case integer
    /// A decimal number, typed the locale's way, stored as canonical decimal text (`1234.5`).
    case decimal
    /// A day, typed the locale's way, stored as ISO 8601 (`2026-11-29`).
    case date
    /// One of the field's `choices`, stored as the choice's value.
    case choice
    /// A telephone number, checked by the entry's country's rules, stored in E.164 (`+4930123456`).
    case phone
    /// An International Bank Account Number (ISO 13616: length by country, mod-97 check),
    /// stored in electronic form (upper case, no spaces).
    case iban
    /// A reference whose last character is a check digit computed by `scheme`.
    case checkedReference(CheckDigitScheme)

    /// The type's name in a form file.
    public var fileName: String {
        switch self {
        case .name: "name"
        case .company: "company"
        case .address: "address"
        case .amount: "amount"
        case .text: "text"
        case .integer: "integer"
        case .decimal: "decimal"
        case .date: "date"
        case .choice: "choice"
        case .phone: "phone"
        case .iban: "iban"
        case .checkedReference: "reference"
        }
    }
}

/// Check-digit schemes: each catches every single wrong digit and nearly every swap of two
/// neighbours, the two commonest keying errors.
public enum CheckDigitScheme: String, CaseIterable, Sendable {
    /// Luhn (ISO/IEC 7812): card numbers; misses 09<->90.
    case luhn
    /// Damm: every single-digit error and every adjacent transposition.
    case damm
    /// ISO 7064 MOD 97-10: two check digits (as IBAN and creditor references use).
    case mod97 = "mod97-10"
}

/// Where a field is keyed.
public enum Placement: String, CaseIterable, Sendable {
    case desk, kiosk, both

    public var atDesk: Bool { self != .kiosk }
    public var atKiosk: Bool { self != .desk }
}

/// A rule a value keeps. A hard rule refuses the save; a soft one asks once and the operator
/// confirms with a reason.
public struct FieldRule: Equatable, Sendable {
    public enum Condition: Equatable, Sendable {
        /// At most this many characters.
        case maxLength(Int)
        /// The whole value matches this regular expression (ICU syntax, as `NSRegularExpression`).
        case pattern(String)
        /// A number (integer, decimal, amount) at least this.
        case minimum(Decimal)
        /// A number (integer, decimal, amount) at most this.
        case maximum(Decimal)
        /// A date at most this many days before today.
        case notOlderThanDays(Int)
        /// A date not after today.
        case notInFuture
    }

    public var condition: Condition
    public var soft: Bool
    /// What the person reads when the rule is not kept (nothing: the rule's own words).
    public var message: LocalizedText
    /// The ISO 4217 code of the only currency an amount's `min` or `max` applies to (nil:
    /// every currency without a rule of the same kind of its own), since a plausible amount of
    /// yen is not a plausible amount of euros.
    public var currency: String?

    public init(_ condition: Condition, soft: Bool = false, message: LocalizedText = LocalizedText(), currency: String? = nil) {
        self.condition = condition
        self.soft = soft
        self.message = message
        self.currency = currency
    }
}

/// One value of a `choice` field and what a person reads for it.
public struct FieldChoice: Equatable, Sendable {
    public var value: String
    public var label: LocalizedText

    public init(value: String, label: LocalizedText) {
        self.value = value
        self.label = label
    }
}

/// A text given per language: `texts[""]` is for every language not listed.
public struct LocalizedText: Equatable, Sendable {
    public var texts: [String: String]

    public init(_ text: String? = nil) { texts = text.map { ["": $0] } ?? [:] }
    public init(texts: [String: String]) { self.texts = texts }

    public var isEmpty: Bool { texts.values.allSatisfy(\.isEmpty) }

    /// The text for `language` (`de`, `pt_BR`): that language, its base language (`pt`), the
    /// text for every language, English, or nothing.
    public func text(for language: String) -> String {
        if let exact = texts[language] { return exact }
        if let base = language.split(separator: "_").first, let text = texts[String(base)] { return text }
        return texts[""] ?? texts["en"] ?? ""
    }
}
