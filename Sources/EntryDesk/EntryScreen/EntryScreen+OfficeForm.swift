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

    /// What the form's rules check with: the window's locale, the address's country, the
    /// amount's currency, today.
    var checkContext: FieldCheckContext {
        FieldCheckContext(locale: amountInput.locale, countryCode: addressForm.countryCode, currencyCode: amountInput.currencyCode)
    }

    /// The keys whose values soft rules may question here, and whose reasons this screen keeps:
    /// the amount's and the office fields' it shows.
    var reasonKeys: Set<String> { officeFields.keys.union([BuiltInField.amount.rawValue]) }

    /// The reasons that hold for the values on screen: an office field's until it changes
    /// (`ruleReasons` forgets it then), the amount's while the amount is the one it was given for.
    var heldRuleReasons: [String: String] {
        var held = ruleReasons
        if amountReasonedFor == nil || amountReasonedFor != amountAsReasoned { held[BuiltInField.amount.rawValue] = nil }
        return held
    }

    /// The amount on screen as a reason is given for it (`12500.00 EUR`); nil while none is typed.
    var amountAsReasoned: String? { amountInput.currentAmount.map { $0.canonicalString + " " + amountInput.currencyCode } }

    /// Keeps `reason` for the values of `keys` as they are now.
    func keepRuleReason(_ reason: String, for keys: [String]) {
        for key in keys { ruleReasons[key] = reason }
        if keys.contains(BuiltInField.amount.rawValue) { amountReasonedFor = amountAsReasoned }
    }

    /// Forgets the reasons given for the values of `keys`: the next Save asks about them again
    /// (a kiosk's visitor went back to the form instead of confirming them).
    func forgetRuleReasons(for keys: [String]) {
        for key in keys { ruleReasons[key] = nil }
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
        let shown = reasonKeys
        var reasons = (editing?.ruleReasons ?? [:]).filter { !shown.contains($0.key) }
        let held = heldRuleReasons
        for key in asked { reasons[key] = held[key] }
        return reasons
    }
}
