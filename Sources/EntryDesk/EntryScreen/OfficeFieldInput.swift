import EntryForm
import EntryStore
import EntryWidgets
import GtkKit

/// One of an office's own fields at the desk (a form file's field): a TextInput titled with the
/// field's label in the window's language, its help under it and its example as placeholder;
/// a `choice` field a searchable picker (typing filters its choices, Down opens the whole list,
/// Enter picks). What is written in Latin digits and letters (numbers, dates, phone numbers,
/// IBANs, references) stays left to right in every language, and an IBAN shows in groups of four.
@MainActor
final class OfficeFieldInput {
    let field: FormField
    /// The input: the field itself, or the picker's field.
    let input: TextInput
    /// The picker of a `choice` field (nil: a text field).
    let choice: ChoiceInput?

    /// The longest IBAN (ISO 13616): 34 letters and digits.
    static let longestIBAN = 34

    init(field: FormField, language: String) {
        self.field = field
        let title = field.displayLabel(language: language)
        let help = field.displayHelp(language: language)
        let placeholder = field.example ?? ""
        if field.type == .choice {
            let strings = AddressFormStrings()
            let picker = ChoiceInput(
                title: title, placeholder: placeholder, listName: title, noMatches: strings.noMatchingChoices,
                showAllLabel: strings.showAllChoices)
            picker.options = field.choices.map { choice in
                let label = choice.label.text(for: language)
                return ChoiceOption(key: choice.value, name: label.isEmpty ? choice.value : label, otherNames: [choice.value])
            }
            // "transfer" is what is stored, not what the operator reads.
            picker.showsKeys = false
            choice = picker
            input = picker.input
        } else {
            choice = nil
            input = TextInput(labelPrimaryText: title, placeholder: placeholder)
        }
        input.helperText = help.isEmpty ? nil : help
        input.isRequired = field.required
        input.widget.hexpand = true
        configureForType()
    }

    private func configureForType() {
        let ruleLimit = field.rules.compactMap { rule -> Int? in
            if case .maxLength(let limit) = rule.condition { return limit }
            return nil
        }.min()
        var limit = ruleLimit ?? BasicEntryValidator.maximumFieldLength
        switch field.type {
        case .iban:
            // Typed or pasted with spaces or without, shown "DE89 3704 0044 …": the groups'
            // spaces count towards the limit, stored without them.
            input.formatter = GroupingFormatter(groupSize: 4)
            let letters = min(limit, Self.longestIBAN)
            limit = letters + max(0, letters - 1) / 4
            input.inputHints = [.noSpellcheck, .uppercaseChars]
            input.entry.keepLeftToRight()
        case .integer, .decimal:
            input.inputPurpose = .number
            input.entry.keepLeftToRight()
        case .phone:
            input.inputPurpose = .phone
            input.entry.keepLeftToRight()
        case .date, .checkedReference:
            input.inputHints = [.noSpellcheck]
            input.entry.keepLeftToRight()
        case .choice:
            break
        case .text, .name, .company, .address, .amount:
            break
        }
        input.maxLength = limit
    }

    /// The text to check and to keep in a draft: a picked choice's value, else what is typed.
    var text: String { choice?.value ?? input.text }

    /// Shows `value` (typed text, a stored value or a choice's value).
    func show(_ value: String) {
        if let choice {
            choice.select(key: value)
        } else {
            input.text = value
        }
    }

    /// Empties the field, its error and its undo history.
    func reset() {
        if let choice { choice.reset(showing: "") } else { input.reset() }
    }
}
