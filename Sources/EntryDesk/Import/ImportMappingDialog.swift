import AddressKit
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Before a CSV file is imported, what goes where: each column of the file with a few of its
/// values and the field it goes to, pre-set from its name ("PLZ" is the postcode) and "Leave
/// out" for a name EntryDesk does not know, as LibreOffice's import dialog shows a file before
/// it opens it. Import stays off, with the reason said, until a payer and an amount each have
/// one column and no field has two. The country and the currency of rows that name none (a
/// domestic list's) are chosen with the columns, the desk's at first. Keyboard only: Tab
/// through the choices, Enter imports, Escape cancels.
@MainActor
final class ImportMappingDialog {
    let window = Window()
    private let preview: ImportPreview
    private let currencyCodes: [String]
    /// The currency of rows that name none.
    let currencyChoice: DropDown
    /// The countries offered for rows that name none, by code, in the order `countryChoice` shows them.
    let countryCodes: [String]
    /// The country of rows that name none (by name, in the window's language).
    let countryChoice: DropDown
    private var choices: [DropDown] = []
    private let problem = Label(role: .status)
    let importButton: Button
    private var finished = false
    /// Keys typed before the dialog has the keyboard reach it, and keys after Import or Cancel
    /// go on to the desk.
    private let keys: ModalKeyRouting
    /// Called once: the mapping chosen, or nil when cancelled.
    var onFinished: (@MainActor (ImportColumnMapping?) -> Void)?

    /// The fields a column may go to, in the order of the form; index 0 of a drop-down is
    /// "Leave out".
    static let fieldOrder: [EntryField] = [
        .name, .companyName, .streetLine1, .streetLine2, .city, .cityArea, .countryArea, .postalCode, .sortingCode,
        .countryCode, .amount, .currency, .reference, .extra1, .extra2, .extra3, .id, .createdAt, .updatedAt
    ]

    /// The office's own fields a column may go to, after the built-in ones (the form's order).
    private let officeFields: [OfficeFieldColumn]

    /// A dialog for `preview`; rows naming no currency get the one chosen of `currencyCodes`,
    /// `defaultCurrency` (the desk's) at first, and rows naming no country the one chosen,
    /// `defaultCountry` (the desk's) at first. A column may also go to one of `officeFields`.
    init(
        parent: Window, fileName: String, preview: ImportPreview, currencyCodes: [String], defaultCurrency: String,
        defaultCountry: String = DeskDefaults.country(UserLocale.current), officeFields: [OfficeFieldColumn] = []
    ) {
        self.preview = preview
        self.officeFields = officeFields
        self.currencyCodes = currencyCodes.contains(defaultCurrency) ? currencyCodes : [defaultCurrency] + currencyCodes
        currencyChoice = DropDown(items: self.currencyCodes, searchable: true)
        currencyChoice.selectedIndex = self.currencyCodes.firstIndex(of: defaultCurrency)
        let countries = CountryChoices.options((try? AddressFormatRegistry.shared.countries()) ?? [])
        countryCodes = countries.map(\.key)
        countryChoice = DropDown(items: countries.map(\.name), searchable: true)
        countryChoice.selectedIndex = countryCodes.firstIndex(of: defaultCountry.uppercased())
        // Translators: the import dialog's title; %@ is the file's name.
        window.title = LocalizedFormat.fill(tr("Import “%@”"), fileName)
        keys = ModalKeyRouting(modal: window, parent: parent)
        window.setTransient(for: parent)
        window.isModal = true
        importButton = Button(label: tr("_Import"), mnemonic: true)
        importButton.addCSSClass("suggested-action")
        let cancel = Button(label: tr("_Cancel"), mnemonic: true)

        let content = Box(.vertical, spacing: 0)
        content.addCSSClass("preferences")
        var rows: [Widget] = []
        let titles = [tr("Leave out")] + Self.fieldOrder.map(EntryFieldTitle.of) + officeFields.map(\.title)
        for (index, header) in preview.headers.enumerated() {
            let choice = DropDown(items: titles)
            choice.selectedIndex =
                preview.suggested[index].flatMap { Self.fieldOrder.firstIndex(of: $0) }.map { $0 + 1 }
                ?? Self.officeField(named: header, in: officeFields).map { 1 + Self.fieldOrder.count + $0 } ?? 0
            choices.append(choice)
            let name = header.trimmingCharacters(in: .whitespaces)
            // Translators: a column of the imported file without a name in its header; %@ is its number.
            let title = name.isEmpty ? LocalizedFormat.fill(tr("Column %@"), formattedCount(index + 1)) : name
            rows.append(PreferencesSection.row(title, choice))
            let values = preview.samples.map { $0[index] }.filter { !$0.isEmpty }
            if !values.isEmpty { rows.append(PreferencesSection.note(values.map { String($0.prefix(40)) }.joined(separator: " · "))) }
        }
        content.append(PreferencesSection.make(title: tr("Columns"), rows: rows))
        content.append(
            PreferencesSection.make(
                title: tr("Country"), rows: [PreferencesSection.row(tr("Rows without a country"), countryChoice)],
                note: tr(
                    "A column chosen as Country names it for its rows. A row whose postcode and state fit another country better is named after the import, and kept in this one."
                )))
        content.append(
            PreferencesSection.make(
                title: tr("Currency"), rows: [PreferencesSection.row(tr("Rows without a currency"), currencyChoice)],
                note: tr("A column chosen as Currency, or an amount's header such as “Amount (EUR)”, names it for its rows.")))
        problem.xalign = 0
        problem.wraps = true
        problem.addCSSClass("error")
        content.append(problem)
        content.append(ButtonRow.make([cancel, importButton], cssClass: "entry-screen-buttons"))
        window.setChild(DialogScroller.wrapping(content))

        for choice in choices { choice.onSelectionChanged { [weak self] in self?.update() } }
        importButton.onClicked { [weak self] in self?.finish(importing: true) }
        cancel.onClicked { [weak self] in self?.finish(importing: false) }
        window.onCloseRequest { [weak self] in
            self?.finish(importing: false)
            return true
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] key, _ in
            guard key == .escape else { return false }
            self?.finish(importing: false)
            return true
        }
        window.addController(keys)
        update()
    }

    /// The mapping the drop-downs show now.
    var mapping: ImportColumnMapping {
        let picked = choices.map { $0.selectedIndex ?? 0 }
        let builtIn = Self.fieldOrder.count
        return ImportColumnMapping(
            fields: picked.map { index in (1...builtIn).contains(index) ? Self.fieldOrder[index - 1] : nil },
            defaultCurrency: currencyChoice.selectedItem,
            defaultCountry: countryChoice.selectedIndex.flatMap { countryCodes.indices.contains($0) ? countryCodes[$0] : nil },
            officeKeys: picked.map { index in index > builtIn ? officeFields[index - builtIn - 1].key : nil })
    }

    /// The office field a column's header names, by key or title (letter case aside).
    private static func officeField(named header: String, in fields: [OfficeFieldColumn]) -> Int? {
        let name = header.trimmingCharacters(in: .whitespaces).lowercased()
        return fields.firstIndex { $0.key == name || $0.title.lowercased() == name }
    }

    /// Shows the dialog; focus on the first column left out when a required field has none,
    /// else on Import (Enter imports what it shows).
    func present() {
        window.present()
        if mapping.isImportable {
            _ = importButton.grabFocus()
        } else {
            _ = (choices.first { $0.selectedIndex == 0 } ?? choices.first)?.grabFocus()
        }
    }

    private func update() {
        let mapping = self.mapping
        importButton.isSensitive = mapping.isImportable
        let repeated =
            mapping.repeated.first.map { (EntryFieldTitle.of($0.field), $0.columns) }
            ?? mapping.repeatedOfficeKeys.first.map { repeated in
                (officeFields.first { $0.key == repeated.key }?.title ?? repeated.key, repeated.columns)
            }
        if let (field, columns) = repeated {
            let names = columns.map { "“\(preview.headers[$0].trimmingCharacters(in: .whitespaces))”" }
            // Translators: %1$@ is a field (Postcode), %2$@ the columns that go to it ("“PLZ” and “Ort”").
            show(LocalizedFormat.fill(tr("Two columns go to %1$@: %2$@. Leave one out."), field, LocalizedList.and(names)))
        } else if let missing = mapping.missing.first {
            // Translators: %@ is a field (Amount) no column of the file goes to yet.
            show(LocalizedFormat.fill(tr("No column goes to %@ yet: choose the one that holds it."), EntryFieldTitle.of(missing)))
        } else {
            show(nil)
        }
    }

    private func show(_ text: String?) {
        problem.text = text ?? ""
        problem.isVisible = text != nil
    }

    private func finish(importing: Bool) {
        guard !finished else { return }
        finished = true
        let chosen = importing ? mapping : nil
        keys.close {}
        keys.destroyNow()
        onFinished?(chosen)
    }
}
