// i18n: file never shown in the window (import reports are English, like every other problem an import names)
import EntryForm
import EntryStore
import Foundation

/// Checks imported rows against the office's form: the amount keeps the form's hard rules for
/// its currency (a till's limit), and each of the office's own fields' values keeps the field's
/// hard rules (an IBAN's check digits, an invoice number's pattern) and is written as the desk
/// stores it (a date as 2026-11-29), so a file brings in nothing the desk would refuse.
/// Soft rules are not asked: nobody is there to give a reason.
struct FormRulesValidator: EntryValidator {
    let form: FormDefinition

    func problems(in entry: Entry) -> [FieldProblem] {
        // English and ISO forms: a file is written by a program, not typed in a locale.
        let context = FieldCheckContext(
            locale: Locale(identifier: "en_US_POSIX"), countryCode: entry.address.countryCode, currencyCode: entry.currency)
        var problems: [FieldProblem] = []
        if let amount = form.field(BuiltInField.amount.rawValue), !entry.amount.isEmpty,
            case .refused(let message) = FieldCheck.check(entry.amount, field: amount, context: context)
        {
            problems.append(FieldProblem(field: .amount, message: message))
        }
        for field in form.officeFields {
            let value = entry.officeFields[field.key] ?? ""
            let which = "'\(field.key)' "
            switch FieldCheck.check(value, field: field, context: context) {
            case .empty, .askFirst:
                continue
            case .valid(let stored) where stored == value.trimmingCharacters(in: .whitespaces):
                continue
            case .valid:
                // The value itself is not repeated: an IBAN or a phone number is personal data.
                problems.append(FieldProblem(field: .officeFields, message: which + "is to be written " + Self.storedForm(of: field)))
            case .refused(let message):
                problems.append(FieldProblem(field: .officeFields, message: which + message))
            }
        }
        return problems
    }

    private static func storedForm(of field: FormField) -> String {
        switch field.type {
        case .date: "as a date like 2026-11-29"
        case .integer, .decimal: "as a number with a point for decimals and no grouping, like 1234.5"
        case .phone: "with its country code and digits only, like +4930123456"
        case .iban, .checkedReference: "in capitals and digits, without spaces"
        case .choice: "as one of " + field.choices.map(\.value).joined(separator: ", ")
        default: "without surrounding spaces"
        }
    }
}
