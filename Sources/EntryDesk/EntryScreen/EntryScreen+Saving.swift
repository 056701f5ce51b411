import AmountKit
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Save: every field checked, the first problem focused and the refusal said; a large amount
/// or a value a soft rule questions asked about first; then the entry handed to `onSave`.
extension EntryScreen {
    /// Checks every field; on success hands the entry to `onSave`, else focuses the first problem.
    /// An amount above its currency's plausibility limit is handed on only once confirmed.
    /// Office fields whose values break soft rules are handed on only once the person gave a
    /// reason to keep them (`onConfirmSoftRules`).
    func save(confirmingLargeAmount confirmed: Bool = false) {
        saveAttempted = true
        let nameOK = showsName ? nameInput.validate() : true
        let addressOK = addressForm.submit()
        clearAmountRequired()
        let amountOK = amountInput.validate()
        if amountOK && amountInput.currentAmount == nil {
            amountInput.errorText = strings.amountRequired
            showsAmountRequired = true
        }
        let amountGiven = amountOK && amountInput.currentAmount != nil
        var office = officeFields.check(in: checkContext)
        if onConfirmSoftRules == nil {
            // Nobody to ask (a kiosk): what a soft rule questions is not saved unasked.
            for question in office.questions where ruleReasons[question.input.field.key] == nil {
                question.input.input.errorText = question.message
                office.refusals.append(.init(input: question.input, message: question.message))
            }
        }
        let officeOK = office.refusals.isEmpty
        if !(nameOK && addressOK && amountGiven && officeOK),
            let refusal = refusal(nameOK: nameOK, amountOK: amountGiven, office: office.refusals.map(\.input.input))
        {
            // Seen at a glance; said to a screen reader on the field focused.
            Announcer.announce(refusal, near: widget)
        }
        guard nameOK else { _ = nameInput.focus(); return }
        guard addressOK else { return }  // the form focused its first invalid field
        guard amountOK, let amount = amountInput.currentAmount else { _ = amountInput.focus(); return }
        if let first = office.refusals.first {
            _ = first.input.input.focus()
            return
        }
        if !confirmed, amountRules.needsConfirmation(amount), let ask = onConfirmLargeAmount,
            let limit = amountRules.confirmationLimit(for: amount.currency.code)
        {
            let formatter = AmountFormatter(locale: amountInput.locale)
            let limitText = (try? Amount(exactly: limit, currency: amount.currency)).map(formatter.string(for:)) ?? "\(limit)"
            let message = LocalizedFormat.fill(
                strings.largeAmount, LeftToRight.isolate(formatter.string(for: amount)), LeftToRight.isolate(limitText))
            _ = amountInput.focus()
            ask(message, strings.saveAnyway) { [weak self] in self?.save(confirmingLargeAmount: true) }
            return
        }
        // Asked once for every value no reason covers yet; a value changed since asks again.
        let unanswered = office.questions.filter { ruleReasons[$0.input.field.key] == nil }
        if let ask = onConfirmSoftRules, let first = unanswered.first {
            let lines = unanswered.map {
                strings.softRuleLine(field: $0.input.input.labelPrimaryText ?? $0.input.field.key, message: $0.message)
            }
            let keys = unanswered.map(\.input.field.key)
            ask(lines, { [weak input = first.input.input] in input?.focus() ?? false }) { [weak self] reason in
                guard let self else { return }
                for key in keys { self.ruleReasons[key] = reason }
                self.changed()
                self.save(confirmingLargeAmount: confirmed)
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
            ruleReasons: savedRuleReasons(asked: Set(office.questions.map(\.input.field.key))))
        onSave?(entry)
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

    func clearAmountRequired() {
        guard showsAmountRequired else { return }
        showsAmountRequired = false
        amountInput.errorText = nil
    }
}
