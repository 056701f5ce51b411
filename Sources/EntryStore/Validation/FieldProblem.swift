/// Something wrong with one field of an entry, as a sentence a person can act on.
///
/// The message reads after the field's name, and after the value when there is one: "'ZIP'
/// 1234" + " is not a US ZIP code; ...", "'amount'" + " is required".
public struct FieldProblem: Hashable, Sendable {
    /// The field at fault, or nil when the problem is the record as a whole.
    public var field: EntryField?
    /// What is wrong and what was expected.
    public var message: String
    /// The value the message is about, shown before it: only codes and numbers (a postcode,
    /// an amount, a currency or country code), never a name or street.
    public var value: String?

    /// A problem with `field`.
    public init(field: EntryField?, message: String, value: String? = nil) {
        self.field = field
        self.message = message
        self.value = value
    }

    /// The problem as a sentence naming the column as the file does: "'ZIP' 1234 is not a US
    /// ZIP code; ..." (`column`: the header's text for the field).
    public func sentence(column: String?) -> String {
        // An office field's or a reason's message starts with its own key ('iban' ...): the
        // column that holds them all would only come between.
        guard let field, field != .officeFields, field != .ruleReasons else { return message }
        let subject = "'\(column ?? field.rawValue)'" + (value.map { " " + $0 } ?? "")
        return subject + " " + message
    }
}
