import AddressKit
import AddressSearch
import AmountKit
import EntryForm
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The form an operator keys record after record: Name, the address, Amount, Reference, the
/// office's own fields (its form file's: `OfficeFieldsSection`), Save.
///
/// Tab follows the visual order (at the desk, from Save back to Name: `FormTabLoop`); Enter
/// moves to the next field and saves on the last one. The screen knows nothing of the
/// database: `onSave` gets a checked entry to store.
@MainActor
final class EntryScreen {
    let widget: Box
    let nameInput: TextInput
    let addressForm: AddressForm
    let amountInput: InputAmount
    let referenceInput: TextInput
    /// The entry form in force: which built-in fields show and how they are called, and the
    /// office's own fields after Reference.
    let form: FormDefinition
    /// Whether the screen is a kiosk's: it shows the form's kiosk fields, not its desk fields.
    let atKiosk: Bool
    /// The office's own fields keyed here (the form's desk fields, or at a kiosk its kiosk fields).
    let officeFields: OfficeFieldsSection
    /// The reasons given for values a soft rule asked about, by field key (`amount`, an office
    /// field's): kept while the value stays as it was when confirmed (a change asks again).
    /// Those that hold for what is on screen now are `heldRuleReasons`.
    var ruleReasons: [String: String] = [:]
    /// The amount and currency the amount's reason was given for (`amountAsReasoned`): the
    /// reason holds for that amount alone, however the amount changed since (typed, copied
    /// with ditto, another currency picked).
    var amountReasonedFor: String?
    let saveButton: Button
    let newButton: Button
    /// New and Save, at the end: in the desk's action bar, under the form at a kiosk
    /// (`keepButtonsInForm`).
    let buttons: Box
    private let titleLabel = Label()
    /// The entry's history under the title while it is edited (`EntryHistoryText`).
    private let historyLabel = Label()
    let strings = EntryScreenStrings()
    private(set) var editing: SavedEntry?
    private var loading = 0
    /// Set by Save: from then until the form is cleared or reloaded, an empty Name is an error
    /// (not before: tabbing past an empty Name is not a mistake).
    var saveAttempted = false
    /// Whether the amount shows what Save refused it for ("Enter the amount", a hard rule of the
    /// form), not the widget's own check.
    var showsAmountRefusal = false
    /// What "unsaved" is measured against.
    private enum Loaded {
        /// A new record, as it started (empty, or with the values kept from the entry before):
        /// unsaved once something else is typed (not the country or currency chosen).
        case blank(DraftEntry)
        /// A saved entry, as the form showed it when opened: unsaved once it differs.
        case opened(DraftEntry)
        /// Unsaved however it looks: a draft restored after a crash, an entry deleted meanwhile.
        case unsaved
    }
    private var loaded = Loaded.blank(DraftEntry())
    /// The country and currency a new record starts with: the last ones used for a new record,
    /// so an operator keying a run of German entries keeps Germany and euros, while opening one
    /// saved entry to fix it does not change what the next new record starts with.
    private var newRecordCountry: String
    private var newRecordCurrency: String
    /// The country and currency the screen was made with (the kiosk's, for every person).
    private let startCountry: String
    private let startCurrency: String
    /// A new record's currency follows its country until the operator picks one.
    private let currencyFollower: CurrencyFollowsCountry
    /// Moving on by itself from a postcode or an amount that is whole (when switched on).
    let autoAdvance: AutoAdvance
    /// Fields kept from the entry saved to the next new one (a desk's, when marked).
    let carryOver: CarryOver
    /// Ctrl+': the focused field takes the same field of the entry saved before (a desk's).
    let ditto: Ditto
    /// A whole address pasted into an address field, split into the fields.
    let addressPaste: AddressPaste
    /// The entry saved last in this window, as the form showed it (carry-over and ditto).
    private(set) var previousEntry: DraftEntry?
    /// Something to tell the person (nothing to copy).
    var onNotice: (@MainActor (String) -> Void)?
    /// Whether the operator picked this record's currency by hand.
    var currencyChosenByHand: Bool { currencyFollower.chosenByHand }

    /// Called with the entry to save (new, or the edited one with its id and creation time).
    var onSave: (@MainActor (SavedEntry) -> Void)?
    /// Called on every change a person makes (the draft autosave listens).
    var onChange: (@MainActor () -> Void)?
    /// Called when the person asks for a fresh form.
    var onNew: (@MainActor () -> Void)?
    /// Asked before values that break soft rules (the amount's plausibility limit, an office
    /// field's) are saved: shows the `questions` and calls `confirm` with the reason to keep
    /// them, or `back` (which focuses the first such field) when the person goes back to fix
    /// them. Unset: such values are refused like a hard rule's, with their message under the field.
    var onConfirmSoftRules:
        (
            @MainActor (
                _ questions: [SoftRuleQuestion], _ back: @escaping @MainActor () -> Bool,
                _ confirm: @escaping @MainActor (_ reason: String) -> Void
            ) -> Void
        )?

    /// `countries` limits the address form's country selector (nil: every country);
    /// `allowsNegative` takes refunds and corrections (`[amounts] allow-negative`); `atKiosk`
    /// keys the fields `form` places at a kiosk. The amount's plausibility limits are `form`'s
    /// soft rules.
    init(
        provider: (any AddressProvider)?, countryCode: String, currencyCode: String, locale: Locale, currencies: CurrencyTable?,
        countries: [String]? = nil, allowsNegative: Bool = false, form: FormDefinition = BuiltInForm.definition,
        atKiosk: Bool = false
    ) {
        self.form = form
        self.atKiosk = atKiosk
        widget = Box(.vertical, spacing: 0, role: .form)
        widget.addCSSClass("entry-screen")
        widget.setAccessibleLabel(strings.newTitle)
        titleLabel.text = strings.newTitle
        titleLabel.xalign = 0
        titleLabel.addCSSClass("page-title")

        nameInput = TextInput(labelPrimaryText: strings.name, helperText: strings.nameHelper)
        nameInput.isRequired = true
        nameInput.inputPurpose = .name
        nameInput.inputHints = [.uppercaseWords, .noSpellcheck]
        nameInput.maxLength = 200

        var configuration = AddressFormConfiguration()
        configuration.countryCode = countryCode
        configuration.showsCountrySelector = true
        configuration.countries = countries
        // What import accepts: an entry saved here can always be exported and imported back.
        configuration.maximumFieldLength = BasicEntryValidator.maximumFieldLength
        let suggestions = provider.map { AddressSuggestionConfiguration(provider: $0) }
        addressForm = AddressForm(configuration: configuration, suggestions: suggestions)

        let currency =
            currencies?[currencyCode] ?? currencies?["USD"]
            ?? Currency(code: "USD", numericCode: "840", minorUnits: 2, name: "US Dollar")  // i18n: not shown (the currency table names it)
        amountInput = InputAmount(currency: currency, labelPrimaryText: strings.amount, locale: locale, currencies: currencies)
        amountInput.isRequired = true
        amountInput.hasCurrencySelector = true
        amountInput.allowsNegative = allowsNegative

        referenceInput = TextInput(labelPrimaryText: strings.reference, helperText: strings.referenceHelper)
        referenceInput.maxLength = 100
        // Invoice and customer numbers, IBAN-like references: left to right in every language.
        referenceInput.entry.keepLeftToRight()
        referenceInput.inputHints = [.noSpellcheck]
        referenceInput.returnAction = .submit

        officeFields = OfficeFieldsSection(
            fields: (atKiosk ? form.kioskFields : form.deskFields).filter { $0.builtIn == nil }, language: InterfaceLanguage.code)

        saveButton = Button(label: strings.save, mnemonic: true)
        saveButton.addCSSClass("suggested-action")
        newButton = Button(label: strings.new, mnemonic: true)
        buttons = ButtonRow.make([newButton, saveButton], cssClass: "entry-screen-buttons")

        historyLabel.xalign = 0
        historyLabel.wraps = true
        historyLabel.addCSSClass("entry-history")
        historyLabel.isVisible = false
        widget.append(titleLabel)
        widget.append(historyLabel)
        widget.append(nameInput.widget)
        widget.append(addressForm.widget)
        widget.append(amountInput.widget)
        widget.append(referenceInput.widget)
        for field in officeFields.widgets { widget.append(field) }
        startCountry = addressForm.countryCode
        startCurrency = amountInput.currencyCode
        currencyFollower = CurrencyFollowsCountry(amount: amountInput, currencies: currencies, country: startCountry)
        autoAdvance = AutoAdvance(form: addressForm, amount: amountInput)
        carryOver = CarryOver(form: addressForm, amount: amountInput)
        ditto = Ditto(name: nameInput, form: addressForm, amount: amountInput, reference: referenceInput, office: officeFields)
        addressPaste = AddressPaste(name: nameInput, form: addressForm, amount: amountInput, provider: provider)
        newRecordCountry = startCountry
        newRecordCurrency = startCurrency
        applyBuiltInFields()
        wire()
    }

    private func wire() {
        nameInput.validator = { [weak self, strings] text in
            guard let self, self.saveAttempted, text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return strings.nameRequired
        }
        nameInput.onChanged { [weak self] _ in self?.changed() }
        referenceInput.onChanged { [weak self] _ in self?.changed() }
        officeFields.onChange { [weak self] key in self?.officeFieldChanged(key) }
        addressForm.onChange { [weak self] _ in self?.changed() }
        amountInput.onAmountChanged { [weak self] _ in
            guard let self else { return }
            if self.showsAmountRefusal, self.amountInput.currentAmount != nil { self.clearAmountRefusal() }
            self.changed()
        }
        amountInput.onCurrencyChanged { [weak self] _ in
            guard let self else { return }
            // A refusal of the amount in one currency ("At most 5,000 JPY") says nothing of another.
            self.clearAmountRefusal()
            if self.loading == 0 {
                self.currencyFollower.currencyChanged()
                self.carryOver.currencyChanged()
            }
            self.changed()
        }
        addressForm.onChange { [weak self] state in
            guard let self else { return }
            self.currencyFollower.countryChanged(to: state.address.countryCode, follows: self.editing == nil && self.loading == 0)
        }
        // Enter: Name -> the address (country, search, fields) -> Amount -> Reference -> the
        // office's fields -> Save.
        nameInput.nextInput = addressForm.firstInput
        // Enter past the last field that takes keys (a second keying leaves some read-only).
        nameInput.onSubmit = { [weak self] in self?.enterPastAddress() }
        addressForm.onSubmit = { [weak self] _ in self?.enterPastAddress() }
        // A suggestion picked from the keyboard that filled the whole address: on to Amount.
        addressForm.onFilledFromSuggestion = { [weak self] _ in self?.amountInput.focus() }
        amountInput.onSubmit = { [weak self] in self?.enterPastAmount() }
        referenceInput.onSubmit = { [weak self] in self?.enterPastReference() }
        officeFields.onSubmit { [weak self] in self?.save() }
        saveButton.onClicked { [weak self] in self?.save() }
        newButton.onClicked { [weak self] in self?.onNew?() }
        let dittoKey = KeyController()
        dittoKey.setPhase(.capture)
        dittoKey.onKeyPressed { [weak self] key, modifiers in
            guard let self, key == .character("'"), modifiers == [.control] else { return false }
            return self.ditto.copy(from: self.previousEntry) { [weak self] in
                guard let self else { return }
                self.onNotice?(self.strings.nothingToCopy)
            }
        }
        widget.addController(dittoKey)
        addressForm.onAddressText = { [weak self] text in self?.addressPaste.split(text) ?? false }
        // Ctrl+Z right after a split takes the whole split back, before a field's own undo.
        let undoPaste = KeyController()
        undoPaste.setPhase(.capture)
        undoPaste.onKeyPressed { [weak self] key, modifiers in
            guard let self, key.lowercased == .character("z"), modifiers == [.control], self.addressPaste.canUndo else { return false }
            self.addressPaste.undo()
            return true
        }
        widget.addController(undoPaste)
    }

    /// An office field changed: a reason given for its value no longer holds, and a message
    /// shown under it follows what is typed now.
    private func officeFieldChanged(_ key: String) {
        if loading == 0 { ruleReasons[key] = nil }
        if let input = officeFields.input(for: key), input.input.errorText != nil {
            officeFields.recheck(input, in: checkContext)
        }
        changed()
    }

    private func enterPastAddress() {
        if amountInput.isReadOnly { enterPastAmount() } else { _ = amountInput.focus() }
    }

    private func enterPastAmount() {
        if referenceInput.isReadOnly || !referenceInput.widget.isVisible { enterPastReference() } else { _ = referenceInput.focus() }
    }

    private func enterPastReference() {
        if let office = officeFields.firstInput { _ = office.focus() } else { save() }
    }

    /// The entry just saved, as the form showed it: what the next one carries over and copies
    /// when it was saved as a new entry (fixing an old entry carries nothing into the next,
    /// unless the operator chose so: `CarryOver.keepsFromFixes`).
    func rememberSaved(_ shown: DraftEntry, asNew: Bool) {
        guard asNew || carryOver.keepsFromFixes else { return }
        previousEntry = shown
    }

    func changed() {
        addressPaste.forget()
        guard loading == 0 else { return }
        carryOver.changed()
        onChange?()
    }

    // MARK: Loading and clearing

    /// Whether the form holds something not saved: changes to the entry opened, a new record
    /// typed, or a draft restored after a crash.
    var hasUnsavedChanges: Bool {
        switch loaded {
        case .blank(let start): !draft.isEmpty && Self.typed(draft) != Self.typed(start)
        case .opened(let shown): draft != shown
        case .unsaved: true
        }
    }

    /// What was typed, without the country and currency (chosen, not typed).
    private static func typed(_ draft: DraftEntry) -> DraftEntry {
        var typed = draft
        typed.countryCode = ""
        typed.currency = ""
        return typed
    }

    /// The entry being edited is gone (deleted): what the form shows stays, unsaved, as a new
    /// record; Save then adds it again rather than fail on an entry that no longer exists.
    func keepAsNewRecord() {
        showEditing(nil)
        loaded = .unsaved
    }

    /// The entry on screen was stored while the person went on typing: the form now edits the
    /// saved entry, and what was typed since stays as its unsaved changes.
    func keepChanges(of saved: SavedEntry) {
        showEditing(saved)
        loaded = .unsaved
    }

    /// The entry the form edits (nil: a new record), with the title and Save label that say so.
    private func showEditing(_ entry: SavedEntry?) {
        editing = entry
        relabel(title: entry == nil ? strings.newTitle : strings.editTitle, save: entry == nil ? strings.save : strings.saveChanges)
        showHistory(nil)
    }

    /// The form's title (its accessible name too) and its Save's label: a new or an edited entry,
    /// or a second keying ("Verify entry", "Check") until the next entry is shown.
    func relabel(title: String, save: String) {
        titleLabel.text = title
        widget.setAccessibleLabel(title)
        saveButton.label = save
    }

    /// Shows the history of the entry being edited under the title (nil: none).
    func showHistory(_ line: String?) {
        historyLabel.text = line ?? ""
        historyLabel.isVisible = line != nil
    }

    /// Empties every field for the next record (and forgets their undo histories), focus on
    /// Name. A new record starts in the country and currency of the last new one, or with
    /// `forNextPerson` (a kiosk) in those the screen started with: nothing of the last person.
    func clear(forNextPerson: Bool = false) {
        loading += 1
        defer { loading -= 1 }
        if forNextPerson {
            newRecordCountry = startCountry
            newRecordCurrency = startCurrency
        } else if editing == nil {
            newRecordCountry = addressForm.countryCode
            newRecordCurrency = amountInput.currencyCode
        }
        showEditing(nil)
        resetFields()
        _ = addressForm.setCountry(newRecordCountry)
        // The next person at a kiosk gets the kiosk's currency; the next record at a desk its
        // country's, not the one picked by hand for the last record.
        currencyFollower.startRecord(in: addressForm.countryCode, fallback: newRecordCurrency, countryDecides: !forNextPerson)
        if !forNextPerson, let previousEntry, carryOver.fill(from: previousEntry) {
            currencyFollower.loaded(country: addressForm.countryCode)
        }
        // Values kept from the entry before are the form's start, not something typed.
        loaded = .blank(draft)
        focusFirstField()
    }

    private func resetFields() {
        addressPaste.forget()
        carryOver.unmark()
        saveAttempted = false
        showsAmountRefusal = false
        nameInput.reset()
        addressForm.reset()
        amountInput.reset()
        referenceInput.reset()
        officeFields.reset()
        ruleReasons = [:]
        amountReasonedFor = nil
    }

    /// Fills the form with a saved entry for editing.
    func edit(_ entry: SavedEntry) {
        var opened = DraftEntry(editing: entry)
        opened.officeFields = officeFields.typedText(ofStored: entry.officeFields, locale: amountInput.locale)
        restore(opened, editing: entry)
        // As the form shows it (an IBAN in groups), not as stored.
        loaded = .opened(draft)
    }

    /// Fills the form from a draft (a restored session) or a saved entry being edited. A
    /// restored draft counts as unsaved until it is saved or cleared.
    func restore(_ draft: DraftEntry, editing entry: SavedEntry? = nil) {
        loading += 1
        defer { loading -= 1 }
        showEditing(entry)
        // Nothing of the form before stays: errors, the search text, undo histories.
        resetFields()
        loaded = .unsaved
        nameInput.text = draft.name
        var address = draft.address
        if address.countryCode.isEmpty { address.countryCode = addressForm.countryCode }
        addressForm.setAddress(address)
        var values = addressForm.values
        values[.extra1] = draft.extra1
        values[.extra2] = draft.extra2
        values[.extra3] = draft.extra3
        addressForm.setValues(values)
        if !draft.currency.isEmpty { try? amountInput.setCurrencyCode(draft.currency) }
        currencyFollower.loaded(country: addressForm.countryCode)
        if !draft.amount.isEmpty, let amount = try? Amount(canonical: draft.amount, currency: amountInput.currency) {
            // A complete amount as its value: right whatever locale the text was typed in.
            try? amountInput.setAmount(amount.value)
        } else if !draft.amountText.isEmpty {
            // Typed again key by key: a half-typed amount, or one kept as typed, comes back as it was.
            amountInput.restoreTypedText(draft.amountText)
        }
        referenceInput.text = draft.reference
        officeFields.show(draft.officeFields)
        // Only the reasons for the values shown: those of other keys stay with the saved entry.
        ruleReasons = draft.ruleReasons.filter { reasonKeys.contains($0.key) }
        amountReasonedFor = amountAsReasoned
        focusFirstField()
    }

    /// What is on screen now, as a draft (partly typed amounts included).
    var draft: DraftEntry {
        let values = addressForm.values
        let address = addressForm.address
        return DraftEntry(
            editingID: editing?.id, editingUpdatedAt: editing?.updatedAt, name: nameInput.text, companyName: address.companyName,
            countryCode: addressForm.countryCode, countryArea: address.countryArea, city: address.city,
            cityArea: address.cityArea, postalCode: address.postalCode, sortingCode: address.sortingCode,
            streetLine1: values[.line1], streetLine2: values[.line2], extra1: values[.extra1],
            extra2: values[.extra2], extra3: values[.extra3], amountText: amountInput.text,
            amount: amountInput.currentAmount?.canonicalString ?? "",
            currency: amountInput.currencyCode, reference: referenceInput.text, officeFields: officeFields.typed,
            formVersion: form.version, ruleReasons: heldRuleReasons)
    }

    /// Puts New and Save under the last field (a kiosk, whose page scrolls to them).
    func keepButtonsInForm() { widget.append(buttons) }

    /// Focuses the first field.
    func focusFirstField() { _ = firstField?.focus() }
}
