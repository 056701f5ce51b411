import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Asked once at Save when values break the form's soft rules (an amount above the usual, a
/// payment date long ago): each field with its rule's message, in one list, and the reason the
/// values are kept, which is required and saved with the entry (`Entry.ruleReasons`). By
/// keyboard alone: type the reason, Enter keeps the values and saves; Escape goes back to the
/// first field asked about, unsaved.
@MainActor
final class SoftRuleConfirmation {
    private let dialog: DialogWindow
    var window: Window { dialog.window }
    let reasonInput: TextInput
    private var confirm: (@MainActor (String) -> Void)?
    /// Closed: confirmed or gone back.
    var isClosed: Bool { dialog.isClosed }

    /// A sentence or two, as for a batch closed without balancing.
    static let longestReason = BatchOverrideDialog.longestReason

    /// `questions`: one a line, each naming its field; `backTo` focuses the field to fix when
    /// the operator goes back; `confirm` gets the reason typed.
    init(
        parent: Window, questions: [SoftRuleQuestion], backTo: @escaping @MainActor () -> Bool,
        confirm: @escaping @MainActor (_ reason: String) -> Void
    ) {
        let strings = EntryScreenStrings()
        let messages = questions.map { strings.softRuleLine(field: $0.label, message: $0.message) }
        dialog = DialogWindow(title: strings.softRuleTitle, parent: parent)
        reasonInput = TextInput(labelPrimaryText: strings.softRuleReason, helperText: strings.softRuleReasonHelper)
        self.confirm = confirm
        dialog.focusAfterClose = backTo
        dialog.onDismiss = { [weak self] in self?.goBack() }
        for message in messages {
            let label = Label(message)
            label.xalign = 0
            label.wraps = true
            dialog.box.append(label)
        }
        // What a screen reader says of the dialog as it opens: the messages under its title.
        dialog.box.setAccessibleDescription(messages.joined(separator: "\n"))
        reasonInput.isRequired = true
        reasonInput.maxLength = Self.longestReason
        dialog.chain([reasonInput]) { [weak self] in self?.submit() }
        let back = Button(label: strings.softRuleBack, mnemonic: true)
        let keep = Button(label: strings.softRuleKeep, mnemonic: true)
        keep.addCSSClass("suggested-action")
        dialog.box.append(reasonInput.widget)
        dialog.box.append(ButtonRow.make([back, keep], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(keep)
        back.onClicked { [weak self] in self?.goBack() }
        keep.onClicked { [weak self] in self?.submit() }
    }

    func present() {
        window.present()
        _ = reasonInput.focus()
    }

    /// Leaves the values unsaved and goes back to the form.
    private func goBack() {
        confirm = nil
        dialog.close()
    }

    private func submit() {
        let reason = reasonInput.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else { return dialog.refuse(EntryScreenStrings().softRuleReasonRequired, in: reasonInput) }
        guard let confirm else { return }
        self.confirm = nil
        // Focus goes back where it was (the field Save was pressed from) before the save clears
        // the form and puts it in Name.
        dialog.focusAfterClose = nil
        dialog.close()
        confirm(reason)
    }
}
