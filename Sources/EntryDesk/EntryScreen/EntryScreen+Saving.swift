import AmountKit
import EntryForm
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Save: every field checked, the first problem focused and the refusal said; the values soft
/// rules question (an amount above the usual, an office field's) asked about first; then the
/// entry handed to `onSave`.
extension EntryScreen {
    /// Checks every field; on success hands the entry to `onSave`, else focuses the first problem.
    /// Values that break soft rules are handed on only once the person gave a reason to keep
    /// them (`onConfirmSoftRules`), asked once for each value.
    func save() {
        saveAttempted = true
        let nameOK = showsName ? nameInput.validate() : true
        let addressOK = addressForm.submit()
        clearAmountRefusal()
        if amountInput.validate() && amountInput.currentAmount == nil { refuseAmount(strings.amountRequired) }
        let amountQuestion = checkAmountRules()
        var office = officeFields.check(in: checkContext)
        let questions = (amountQuestion.map { [$0] } ?? []) + office.questions.map(question)
        // Asked once for every value no reason covers yet; a value changed since asks again.
        let held = heldRuleReasons
        let unanswered = questions.filter { held[$0.key] == nil }
        if onConfirmSoftRules == nil {
            // Nobody to ask: what a soft rule questions is not saved unasked.
            for question in unanswered {
                guard let input = officeFields.input(for: question.key) else {
                    refuseAmount(question.message)
                    continue
                }
                input.input.errorText = question.message
                office.refusals.append(.init(input: input, message: question.message))
            }
        }
        let amountGiven = amountInput.currentAmount != nil && amountInput.errorText == nil
        let officeOK = office.refusals.isEmpty
        if !(nameOK && addressOK && amountGiven && officeOK),
            let refusal = refusal(nameOK: nameOK, amountOK: amountGiven, office: office.refusals.map(\.input.input))
        {
            // Seen at a glance; said to a screen reader on the field focused.
            Announcer.announce(refusal, near: widget)
        }
        guard nameOK else { _ = nameInput.focus(); return }
        guard addressOK else { return }  // the form focused its first invalid field
        guard amountGiven, let amount = amountInput.currentAmount else { _ = amountInput.focus(); return }
        if let first = office.refusals.first {
            _ = first.input.input.focus()
            return
        }
        if let ask = onConfirmSoftRules, let first = unanswered.first {
            ask(unanswered, { [weak self] in self?.focusField(first.key) ?? false }) { [weak self] reason in
                guard let self else { return }
                self.keepRuleReason(reason, for: unanswered.map(\.key))
                self.changed()
                self.save()
            }
            return
        }
        let currency = amountInput.currencyCode
        var address = addressForm.address
        address.name = nameInput.text.trimmingCharacters(in: .whitespaces)
        let values = addressForm.values
        let now = Date()
        let entry = SavedEntry(
            id: editing?.id ?? UUID(), createdAt: editing?.createdAt ?? now, updatedAt: now, address: address,
            extra1: values[.extra1], extra2: values[.extra2], extra3: values[.extra3],
            amount: amount.canonicalString, currency: currency,
            reference: referenceInput.text.trimmingCharacters(in: .whitespaces),
            officeFields: savedOfficeFields(office.stored), formVersion: form.version,
            ruleReasons: savedRuleReasons(asked: Set(questions.map(\.key))))
        onSave?(entry)
    }

    /// The form's rules for the amount typed: a hard one broken shows its message under the
    /// amount; a soft one broken is the question returned.
    private func checkAmountRules() -> SoftRuleQuestion? {
        guard amountInput.errorText == nil, let amount = amountInput.currentAmount, let field = form.field(BuiltInField.amount.rawValue)
        else { return nil }
        switch FieldCheck.check(amount.canonicalString, field: field, context: checkContext) {
        case .refused(let message):
            refuseAmount(message)
            return nil
        case .askFirst(_, let message):
            return SoftRuleQuestion(key: field.key, label: amountInput.labelPrimaryText ?? strings.amount, message: message)
        case .empty, .valid:
            return nil
        }
    }

    private func question(_ asked: OfficeFieldsSection.Question) -> SoftRuleQuestion {
        SoftRuleQuestion(
            key: asked.input.field.key, label: asked.input.input.labelPrimaryText ?? asked.input.field.key, message: asked.message)
    }

    /// Focuses the field of `key` (the amount, or an office field's).
    private func focusField(_ key: String) -> Bool {
        officeFields.input(for: key)?.input.focus() ?? amountInput.focus()
    }

    /// "2 fields need attention: ZIP code, Amount", in the order of the form.
    private func refusal(nameOK: Bool, amountOK: Bool, office: [TextInput] = []) -> String? {
        let address = addressForm.displayedFields.map { addressForm.input(for: $0) }
            .filter { $0.errorText != nil }.map { $0.accessibilityLabel ?? $0.labelPrimaryText ?? "" }
        let names =
            (nameOK ? [] : [nameInput.labelPrimaryText ?? strings.name]) + address
            + (amountOK ? [] : [amountInput.labelPrimaryText ?? strings.amount]) + office.map { $0.labelPrimaryText ?? "" }
        guard !names.isEmpty else { return nil }
        return strings.fieldsNeedAttention(names)
    }

    /// Shows under the amount why Save refuses it, until an amount is typed again or the
    /// currency changes.
    private func refuseAmount(_ message: String) {
        amountInput.errorText = message
        showsAmountRefusal = true
    }

    func clearAmountRefusal() {
        guard showsAmountRefusal else { return }
        showsAmountRefusal = false
        amountInput.errorText = nil
    }
}
