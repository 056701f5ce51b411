import EntryForm
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The entry screen with an office's form (`EntryScreen.form`): which built-in fields show and
/// how they are called, what the office's fields are checked with, and what is stored of them.
extension EntryScreen {
    /// The built-in fields as the form has them: hidden (Name, Reference; the desk shows no
    /// company field) or relabelled, with the form's help where it gives one.
    func applyBuiltInFields() {
        let language = InterfaceLanguage.code
        for (key, input) in [(BuiltInField.name, nameInput), (.reference, referenceInput)] {
            guard let field = form.field(key.rawValue) else { continue }
            input.widget.isVisible = !field.hidden && (atKiosk ? field.placement.atKiosk : field.placement.atDesk)
            input.labelPrimaryText = field.displayLabel(language: language)
            let help = field.displayHelp(language: language)
            if !help.isEmpty { input.helperText = help }
        }
        if let amount = form.field(BuiltInField.amount.rawValue) {
            amountInput.labelPrimaryText = amount.displayLabel(language: language)
        }
    }

    /// Whether the form shows Name (a form may hide it).
    var showsName: Bool { nameInput.widget.isVisible }

    /// The first field of the form: Name, or the address's first when the form hides Name.
    var firstField: TextInput? { showsName ? nameInput : addressForm.firstInput }

    /// What office fields are checked with: the window's locale, the address's country, today.
    var checkContext: FieldCheckContext {
        FieldCheckContext(locale: amountInput.locale, countryCode: addressForm.countryCode)
    }

    /// The office values to store: those keyed now, and, for an entry being edited, the values
    /// of keys this desk does not show (another form's, a hidden field's), untouched.
    func savedOfficeFields(_ keyed: [String: String]) -> [String: String] {
        let shown = officeFields.keys
        var values = (editing?.officeFields ?? [:]).filter { !shown.contains($0.key) }
        values.merge(keyed) { _, new in new }
        return values
    }

    /// The reasons to store: for the values a soft rule asked about (`asked`), and, for an entry
    /// being edited, those of keys this desk does not show, untouched.
    func savedRuleReasons(asked: Set<String>) -> [String: String] {
        let shown = officeFields.keys
        var reasons = (editing?.ruleReasons ?? [:]).filter { !shown.contains($0.key) }
        for key in asked { reasons[key] = ruleReasons[key] }
        return reasons
    }
}
