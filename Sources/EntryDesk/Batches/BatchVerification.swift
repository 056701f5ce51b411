import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The second keying of a batch (Ctrl+Shift+V): each entry comes up in the form with the
/// batch's verified fields empty (amount and postcode unless the batch says others), the
/// verifier keys them from the slip and saves. Where the two keyings disagree the form stops at
/// that field with the error bell and shows both values (`VerificationPanel`): keep the first, keep
/// the second, or key it again; the store then charges the mismatch to whoever keyed the wrong
/// value and marks the entry verified, and the next entry comes up.
///
/// An office's own fields are verified fields like the built-in ones: keyed again in their
/// inputs after Reference and compared in their stored form (the form's check: an IBAN
/// without spaces in upper case). A key the form no longer has shows no input: its value is
/// not keyed again and stands as keyed first.
@MainActor
final class BatchVerification {
    let batch: Batch
    private let screen: EntryScreen
    private let writer: StoreWriter
    private let banner: Banner
    private let panel: VerificationPanel
    private let summary: EntrySummary
    private let verifier: OperatorStamp
    private var entry: SavedEntry?
    private var second: [VerifiedField: String] = [:]
    private var choices: [VerifiedField: MismatchChoice] = [:]
    /// The field being keyed a third time, and the two values it is compared with.
    private var rekeying: VerifiedField?
    /// Called after each entry verified (and maybe corrected).
    var onVerified: (@MainActor () -> Void)?
    /// Called once every entry of the batch is verified.
    var onFinished: (@MainActor () -> Void)?

    init(
        batch: Batch, screen: EntryScreen, writer: StoreWriter, banner: Banner, panel: VerificationPanel,
        summary: EntrySummary, verifier: OperatorStamp
    ) {
        self.batch = batch
        self.screen = screen
        self.writer = writer
        self.banner = banner
        self.panel = panel
        self.summary = summary
        self.verifier = verifier
        panel.onChoice = { [weak self] choice in self?.chose(choice) }
    }

    /// Brings up the first entry left to verify.
    func start() { showNext() }

    /// Leaves verification; what was verified stays so.
    func stop() {
        screen.keyAgain(only: nil)
        panel.hide()
        panel.onChoice = nil
        entry = nil
    }

    /// The form's Save during verification: the verifier's values, checked against the first.
    func save(_ keyed: SavedEntry) {
        guard let entry else { return }
        if let field = rekeying {
            // The third keying settles it: it agrees with one of the two, or stands on its own.
            let value = field.value(of: keyed)
            let storedForm = storedForm(of: entry)
            choices[field] =
                field.agrees(value, field.value(of: entry), storedForm: storedForm)
                ? .first
                : field.agrees(value, second[field] ?? "", storedForm: storedForm) ? .second : .rekeyed(value)
            rekeying = nil
        } else {
            second = Dictionary(uniqueKeysWithValues: batch.verifiedFields.map { ($0, $0.value(of: keyed)) })
        }
        check(entry)
    }

    /// The first field where the two keyings disagree and no choice was made yet.
    private func unsettledMismatch(of entry: SavedEntry) -> VerifiedField? {
        let storedForm = storedForm(of: entry)
        return keyedInFormOrder.first { field in
            !field.agrees(field.value(of: entry), second[field] ?? "", storedForm: storedForm) && choices[field] == nil
        }
    }

    /// How the entry's office values are stored: the form in force's check, with the entry's
    /// country (a phone number's rules) and the window's locale (a decimal's separator).
    private func storedForm(of entry: SavedEntry) -> VerifiedField.StoredForm {
        VerifiedFieldChoices.storedForm(
            of: screen.form, context: FieldCheckContext(locale: screen.amountInput.locale, countryCode: entry.address.countryCode))
    }

    private func check(_ entry: SavedEntry) {
        if let field = unsettledMismatch(of: entry) {
            screen.widget(for: field).errorBell()
            screen.focus(field)
            let said = panel.showMismatch(
                field: screen.title(of: field), first: shown(field.value(of: entry), field, entry),
                second: shown(second[field] ?? "", field, entry))
            Announcer.announce(said, near: panel.widget)
            return
        }
        let (verifiedBatch, verifier, keyed, settled, storedForm) = (batch, verifier, second, choices, storedForm(of: entry))
        writer.write(
            { store in
                try store.batches.recordVerification(
                    of: entry, in: verifiedBatch, by: verifier, second: keyed, choices: settled, storedForm: storedForm)
            },
            then: { [weak self] result in
                guard let self else { return }
                if case let .failure(error) = result {
                    return self.banner.show(LocalizedFormat.fill(tr("The verification could not be saved: %@"), "\(error)"), kind: .error)
                }
                self.onVerified?()
                self.showNext()
            })
    }

    private func chose(_ choice: VerificationPanel.Choice) {
        guard let entry, let field = unsettledMismatch(of: entry) else { return }
        switch choice {
        case .first:
            choices[field] = .first
            panel.hide()
        case .second:
            choices[field] = .second
            panel.hide()
        case .keyAgain:
            rekeying = field
            var draft = screen.draft
            draft.clear(field)
            showInForm(draft, of: entry)
            screen.focus(field)
            // Translators: %@ is a field's title ("Amount").
            say(LocalizedFormat.fill(tr("Key %@ again from the slip, then save."), screen.title(of: field)))
            return
        }
        check(entry)
    }

    private func showNext() {
        let batch = batch
        writer.write(
            { store -> (SavedEntry?, (verified: Int, total: Int)) in
                (try store.batches.nextEntryToVerify(in: batch), try store.batches.verificationProgress(of: batch))
            },
            then: { [weak self] result in
                guard let self else { return }
                switch result {
                case let .success((next?, progress)):
                    self.show(next, number: progress.verified + 1, of: progress.total)
                case .success((nil, _)):
                    self.stop()
                    self.screen.clear()
                    // Translators: %@ is the batch's name.
                    self.banner.show(LocalizedFormat.fill(tr("Batch %@ is verified."), batch.name), kind: .success, autoHideAfter: 6000)
                    self.onFinished?()
                case let .failure(error):
                    self.banner.show(LocalizedFormat.fill(tr("The verification could not be saved: %@"), "\(error)"), kind: .error)
                }
            })
    }

    private func show(_ next: SavedEntry, number: Int, of total: Int) {
        entry = next
        second = [:]
        choices = [:]
        rekeying = nil
        var draft = DraftEntry(editing: next)
        // Stored office values as a person types them (a German decimal comma).
        draft.officeFields = screen.officeFields.typedText(ofStored: next.officeFields, locale: screen.amountInput.locale)
        for field in keyedInFormOrder { draft.clear(field) }
        showInForm(draft, of: next)
        if let first = keyedInFormOrder.first { screen.focus(first) }
        let fields = LocalizedList.and(keyedInFormOrder.map(screen.title(of:)))
        // Translators: %1$@ is the batch's name, %2$@ and %3$@ count its entries ("2 of 3"), %4$@ lists fields ("Amount and ZIP code").
        say(
            LocalizedFormat.fill(
                tr("Verifying batch %1$@, entry %2$@ of %3$@: key %4$@ again from the slip."),
                batch.name, formattedCount(number), formattedCount(total), fields))
    }

    /// The fields keyed again, in the order the form shows them: Enter walks them so. An office
    /// field the form no longer has is not among them (it has no input to key it in).
    private var keyedInFormOrder: [VerifiedField] { screen.inFormOrder(batch.verifiedFields.filter(screen.shows)) }

    /// The form with `draft` of `entry`, called what it is now: a second keying, where only
    /// the verified fields take keys.
    private func showInForm(_ draft: DraftEntry, of entry: SavedEntry) {
        screen.restore(draft, editing: entry)
        screen.keyAgain(only: keyedInFormOrder)
        // Translators: the form's title while an entry of a batch is keyed a second time.
        screen.relabel(title: tr("Verify entry"), save: tr("_Check"))
    }

    /// Above New and Save, and to a screen reader where focus is.
    private func say(_ text: String) {
        banner.hide()
        panel.show(text)
        Announcer.announce(text, near: panel.widget)
    }

    /// A value as the form shows it: an amount in the entry's currency, an office value in its
    /// input's format (an IBAN in groups of four), the rest as keyed.
    private func shown(_ value: String, _ field: VerifiedField, _ entry: SavedEntry) -> String {
        if field == .amount { return summary.amountText(value, currency: entry.currency) }
        if field.officeKey != nil, let formatter = screen.textInput(for: field)?.formatter {
            return formatter.format(value, caret: value.unicodeScalars.count).text
        }
        return value
    }
}

private extension DraftEntry {
    /// Empties the field for the verifier to key.
    mutating func clear(_ field: VerifiedField) {
        switch field {
        case .amount:
            amount = ""
            amountText = ""
        case .postalCode: postalCode = ""
        case .name: name = ""
        case .city: city = ""
        case .streetLine1: streetLine1 = ""
        case .reference: reference = ""
        case .office(let key): officeFields[key] = nil
        }
    }
}
