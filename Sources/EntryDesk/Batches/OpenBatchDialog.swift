import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Ctrl+B: the batch's name, how many slips it has and what they add up to per currency (the
/// adding-machine tape), keyed without the mouse: Enter goes from field to field and opens the
/// batch from the last, Escape cancels. A field the batch cannot take says why under it and
/// keeps the focus. After them, the fields its second keying will check, each a toggle (Tab to
/// it, Space): the built-in ones and the office's own, by the labels the form gives them.
@MainActor
final class OpenBatchDialog {
    /// What the operator typed, read into a batch's figures.
    struct Request {
        let name: String
        let expectedCount: Int
        let expectedTotals: [ExpectedTotal]
        /// What the second keying checks, in the order offered.
        let verifiedFields: [VerifiedField]
    }

    private let dialog: DialogWindow
    var window: Window { dialog.window }
    let nameInput = TextInput(labelPrimaryText: tr("Batch name"))
    let countInput = TextInput(labelPrimaryText: tr("Number of entries"))
    let totalsInput = TextInput(
        labelPrimaryText: tr("Totals"),
        // Translators: the helper under the batch's Totals field; %@ is an example total written
        // the way the person's locale writes amounts ("150,00 EUR" in German).
        helperText: LocalizedFormat.fill(
            tr("An amount and a currency code, like %@; separate currencies with a semicolon."),
            ExpectedTotal.example(locale: UserLocale.current)))
    /// The fields a second keying may check, each with its toggle.
    private let fieldToggles: [(field: VerifiedField, toggle: ToggleButton)]
    /// Why the toggles cannot stay as they are (none chosen).
    private let fieldsError = Label()
    private let openButton = Button(label: tr("_Open batch"), mnemonic: true)
    /// Asked to open the batch: the caller closes the dialog once it is open, or `refuse`s.
    private let open: @MainActor (Request) -> Void

    /// `form` is the form in force: its office fields are offered beside the built-in ones.
    init(parent: Window, form: FormDefinition = BuiltInForm.definition, open: @escaping @MainActor (Request) -> Void) {
        dialog = DialogWindow(title: tr("Open a batch"), parent: parent)
        self.open = open
        fieldToggles = VerifiedFieldChoices.offered(by: form, language: InterfaceLanguage.code).map { choice in
            let toggle = ToggleButton(label: choice.label)
            toggle.isActive = VerifiedField.standard.contains(choice.field)
            return (choice.field, toggle)
        }
        dialog.onDismiss = { [weak self] in self?.close() }
        nameInput.isRequired = true
        countInput.isRequired = true
        countInput.inputPurpose = .digits
        // Enter goes from field to field as in the form, and opens the batch from the last.
        dialog.chain([nameInput, countInput, totalsInput]) { [weak self] in self?.submit() }
        let cancel = Button(label: tr("_Cancel"), mnemonic: true)
        openButton.addCSSClass("suggested-action")
        for input in [nameInput, countInput, totalsInput] { dialog.box.append(input.widget) }
        appendFieldToggles()
        dialog.box.append(ButtonRow.make([cancel, openButton], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(openButton)
        cancel.onClicked { [weak self] in self?.close() }
        openButton.onClicked { [weak self] in self?.submit() }
    }

    /// The toggles under their heading, three to a row, named by it for a screen reader.
    private func appendFieldToggles() {
        // Translators: the heading over the new-batch dialog's toggles of the fields a second keying checks.
        let heading = Label(tr("Fields keyed again at verification"))
        heading.xalign = 0
        let grid = Grid(rowSpacing: 4, columnSpacing: 4)
        grid.columnsHomogeneous = true
        grid.setAccessibleLabel(heading.text)
        for (index, item) in fieldToggles.enumerated() {
            item.toggle.setAccessibleDescription(heading.text)
            grid.attach(item.toggle, column: index % 3, row: index / 3)
            item.toggle.onToggled { [weak self] in self?.fieldsError.isVisible = false }
        }
        fieldsError.xalign = 0
        fieldsError.wraps = true
        fieldsError.addCSSClass("error")
        fieldsError.isVisible = false
        dialog.box.append(heading)
        dialog.box.append(grid)
        dialog.box.append(fieldsError)
    }

    /// The fields chosen, in the order offered.
    var chosenFields: [VerifiedField] { fieldToggles.filter { $0.toggle.isActive }.map(\.field) }

    /// The toggle of `field` (nil: not offered).
    func toggle(for field: VerifiedField) -> ToggleButton? { fieldToggles.first { $0.field == field }?.toggle }

    func present() {
        window.present()
        _ = nameInput.focus()
    }

    /// Shows `message` under the field it concerns and puts the focus there.
    func refuse(_ message: String, in input: TextInput) { dialog.refuse(message, in: input) }

    func close() { dialog.close() }

    /// Where the operator's next key belongs once the batch is open.
    var focusAfterClose: (@MainActor () -> Bool)? {
        get { dialog.focusAfterClose }
        set { dialog.focusAfterClose = newValue }
    }

    private func submit() {
        for input in [nameInput, countInput, totalsInput] { input.errorText = nil }
        let name = nameInput.text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return refuse(tr("Give the batch a name."), in: nameInput) }
        guard let count = Int(countInput.text.trimmingCharacters(in: .whitespaces)), count >= 0 else {
            return refuse(tr("Type how many entries the batch has, like 48."), in: countInput)
        }
        var totals: [ExpectedTotal] = []
        for part in totalsInput.text.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            let total: ExpectedTotal
            do { total = try ExpectedTotal(parsing: part, locale: UserLocale.current) } catch {
                // The reason names what was typed, with an example written the locale's way.
                return refuse(String(describing: error), in: totalsInput)
            }
            totals.append(total)
        }
        let fields = chosenFields
        guard !fields.isEmpty else {
            fieldsError.text = tr("Choose at least one field to key again.")
            fieldsError.isVisible = true
            Announcer.announce(fieldsError.text, near: fieldsError)
            _ = fieldToggles.first?.toggle.grabFocus()
            return
        }
        dialog.waitForAnswer()
        open(Request(name: name, expectedCount: count, expectedTotals: totals, verifiedFields: fields))
    }
}
