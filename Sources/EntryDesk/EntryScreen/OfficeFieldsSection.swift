import EntryForm
import EntryWidgets
import Foundation
import GtkKit

/// The office's own fields at the desk (the form's `deskFields` that are not built in), after
/// Reference and before the buttons, in the form's order (`widgets`). Enter goes from each to the next and
/// saves from the last; Save checks each with the form's rules (`FieldCheck`).
@MainActor
final class OfficeFieldsSection {
    /// The fields, in the order shown; their widgets go straight into the form's column, spaced
    /// as its other fields are.
    let inputs: [OfficeFieldInput]

    /// A hard rule broken: the field and what it says.
    struct Refusal {
        let input: OfficeFieldInput
        let message: String
    }

    /// A soft rule broken: the value to keep if the operator confirms, and what is asked.
    struct Question {
        let input: OfficeFieldInput
        let stored: String
        let message: String
    }

    /// Every field's verdict, in form order.
    struct Verdict {
        /// The values to store by key (empty fields left out).
        var stored: [String: String] = [:]
        var refusals: [Refusal] = []
        var questions: [Question] = []
    }

    init(fields: [FormField], language: String) {
        inputs = fields.map { OfficeFieldInput(field: $0, language: language) }
        // Enter: each field to the next that takes keys, Save (`onSubmit`) from the last.
        for (input, next) in zip(inputs, inputs.dropFirst()) { input.input.nextInput = next.input }
        for input in inputs { input.input.returnAction = .next }
    }

    /// The fields' widgets, in order.
    var widgets: [Widget] { inputs.map(\.input.widget) }

    /// The first field that takes keys (nil: none).
    var firstInput: TextInput? {
        inputs.map(\.input).first { $0.isEnabled && !$0.isReadOnly }
    }

    /// The field of `key`, if the desk shows it.
    func input(for key: String) -> OfficeFieldInput? { inputs.first { $0.field.key == key } }

    /// The keys the desk shows.
    var keys: Set<String> { Set(inputs.map(\.field.key)) }

    /// What is typed, by key (empty fields left out): the draft's `officeFields`.
    var typed: [String: String] {
        var values: [String: String] = [:]
        for input in inputs where !input.text.isEmpty { values[input.field.key] = input.text }
        return values
    }

    /// Shows `values` (a draft's typed text or a saved entry's stored values); fields with no
    /// value are emptied.
    func show(_ values: [String: String]) {
        for input in inputs { input.show(values[input.field.key] ?? "") }
    }

    /// Stored values as a person types them in `locale`, for a saved entry opened: a decimal's
    /// point becomes the locale's separator (`1234,5` in German, where `1.234` would be a
    /// thousand); every other type reads its stored form back as it is (ISO dates, IBANs,
    /// choices' values).
    func typedText(ofStored stored: [String: String], locale: Locale) -> [String: String] {
        var typed = stored
        let separator = locale.decimalSeparator ?? "."
        for input in inputs where input.field.type == .decimal {
            if let value = stored[input.field.key] { typed[input.field.key] = value.replacingOccurrences(of: ".", with: separator) }
        }
        return typed
    }

    /// Empties every field, its error and its undo history.
    func reset() {
        for input in inputs { input.reset() }
    }

    /// Runs `handler` with the field's key after every change to it.
    func onChange(_ handler: @escaping @MainActor (String) -> Void) {
        for input in inputs {
            let key = input.field.key
            input.input.onChanged { _ in handler(key) }
        }
    }

    /// Runs when Enter leaves the last field.
    func onSubmit(_ handler: @escaping @MainActor () -> Void) {
        for input in inputs { input.input.onSubmit = handler }
    }

    /// Checks `input` again while it shows a hard rule's message: the message follows what is
    /// typed, and goes once the value keeps the rules (a soft rule asks only at Save).
    func recheck(_ input: OfficeFieldInput, in context: FieldCheckContext) {
        if case .refused(let message) = FieldCheck.check(input.text, field: input.field, context: context) {
            if input.input.errorText != message { input.input.errorText = message }
        } else {
            input.input.errorText = nil
        }
    }

    /// Checks every field with the form's rules; shows each hard rule's message under its
    /// field and clears the messages of fields that are fine now.
    func check(in context: FieldCheckContext) -> Verdict {
        var verdict = Verdict()
        for input in inputs {
            let outcome = FieldCheck.check(input.text, field: input.field, context: context)
            input.input.errorText = nil
            switch outcome {
            case .empty:
                break
            case .valid(let stored):
                verdict.stored[input.field.key] = stored
            case .refused(let message):
                input.input.errorText = message
                verdict.refusals.append(Refusal(input: input, message: message))
            case .askFirst(let stored, let message):
                verdict.stored[input.field.key] = stored
                verdict.questions.append(Question(input: input, stored: stored, message: message))
            }
        }
        return verdict
    }
}
