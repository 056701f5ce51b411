import AddressKit
import AmountKit
import EntryForm
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// The kiosk's last step before saving: the entry as it will be saved (the name, the address as
/// a label prints it, the amount with its currency, the reference, then the office's own fields
/// the form places at the kiosk, each under its label in the visitor's language), with Confirm
/// and Change.
/// A visitor who picked a suggestion sees here which address that filled in.
///
/// Look: `.kiosk-review` on the page, `.kiosk-review-field` around each term and value, the
/// term `.kiosk-review-term`, the title `.page-title`.
@MainActor
final class ReviewPage {
    /// The page.
    let widget = Box(.vertical, spacing: 0, role: .group)
    /// Confirm was tapped: save the entry shown.
    var onConfirm: (@MainActor () -> Void)?
    /// Change was tapped: back to the form, as it was.
    var onChange: (@MainActor () -> Void)?

    private let nameValue = Label()
    private let addressValue = Label()
    private let amountValue = Label()
    private let referenceValue = Label()
    /// The office's fields keyed at the kiosk, in the form's order, each with its term and value.
    private let officeFields: [(field: FormField, term: String, value: Label)]
    private let language: String
    private let confirm: Button
    private let strings: KioskStrings

    /// `officeFields`: the office's own fields the kiosk keys, titled in `language`.
    init(strings: KioskStrings, officeFields: [FormField] = [], language: String = InterfaceLanguage.code) {
        self.strings = strings
        self.language = language
        self.officeFields = officeFields.map { ($0, $0.displayLabel(language: language), Label()) }
        // Never empty, even before the first review: GTK 4.8 names an empty label "GtkLabel".
        for value in [nameValue, addressValue, amountValue, referenceValue] + self.officeFields.map(\.value) {
            value.text = strings.noReference
        }
        confirm = Button(label: strings.confirm)
        widget.addCSSClass("kiosk-review")
        widget.setAccessibleLabel(strings.reviewTitle)
        widget.valign = .center
        let title = Label(strings.reviewTitle)
        title.addCSSClass("page-title")
        title.xalign = 0
        title.wraps = true
        widget.append(title)
        widget.append(field(strings.reviewName, nameValue))
        widget.append(field(strings.reviewAddress, addressValue))
        widget.append(field(strings.reviewAmount, amountValue))
        widget.append(field(strings.reviewReference, referenceValue))
        for office in self.officeFields { widget.append(field(office.term, office.value)) }

        let change = Button(label: strings.change)
        change.addCSSClass("touch-target")
        change.onClicked { [weak self] in self?.onChange?() }
        confirm.addCSSClass("suggested-action")
        confirm.addCSSClass("touch-target")
        confirm.onClicked { [weak self] in self?.onConfirm?() }
        widget.append(ButtonRow.make([change, confirm], cssClass: "kiosk-review-buttons"))
    }

    /// A term over its value, in a group named by the term.
    private func field(_ term: String, _ value: Label) -> Widget {
        let box = Box(.vertical, spacing: 0, role: .group)
        box.addCSSClass("kiosk-review-field")
        box.setAccessibleLabel(term)
        let termLabel = Label(term)
        termLabel.addCSSClass("kiosk-review-term")
        termLabel.xalign = 0
        value.xalign = 0
        value.wraps = true
        box.append(termLabel)
        box.append(value)
        return box
    }

    /// Shows `entry` as it will be saved; `currency` is the amount's, `locale` formats it;
    /// `aboveUsual`, the plausibility limit the amount is above, asks the visitor to check it.
    func show(_ entry: SavedEntry, currency: Currency, locale: Locale, aboveUsual limit: Decimal? = nil) {
        nameValue.text = entry.address.name
        addressValue.text = Self.addressLines(entry.address).joined(separator: "\n")
        if let amount = try? Amount(canonical: entry.amount, currency: currency) {
            let formatter = AmountFormatter(locale: locale)
            amountValue.text = formatter.string(for: amount)
            if let limit, let usual = try? Amount(exactly: limit, currency: currency) {
                amountValue.text += "\n" + LocalizedFormat.fill(strings.reviewAboveUsual, LeftToRight.isolate(formatter.string(for: usual)))
            }
        } else {
            amountValue.text = "\(entry.amount) \(entry.currency)"
        }
        referenceValue.text = entry.reference.isEmpty ? strings.noReference : entry.reference
        for office in officeFields {
            let stored = entry.officeFields[office.field.key] ?? ""
            office.value.text =
                stored.isEmpty ? strings.noReference : OfficeValueText.text(stored, field: office.field, language: language, locale: locale)
        }
        _ = confirm.grabFocus()
    }

    /// The address as AddressKit formats it for a label, without the name (shown above it).
    static func addressLines(_ address: Address) -> [String] {
        var withoutName = address
        withoutName.name = ""
        return (try? AddressFormatter().lines(withoutName)) ?? address.streetLines
    }

    /// The page as one text for a screen reader (focus lands on Confirm, which says only its name).
    var spoken: String {
        strings.reviewSpoken(
            [
                (strings.reviewName, nameValue.text), (strings.reviewAddress, addressValue.text.replacingOccurrences(of: "\n", with: ", ")),
                (strings.reviewAmount, amountValue.text.replacingOccurrences(of: "\n", with: ". ")),
                (strings.reviewReference, referenceValue.text)
            ] + officeFields.map { ($0.term, $0.value.text) })
    }

    /// What the page shows: name, address, amount, reference, the office's values (tests).
    var shownValues: [String] {
        [nameValue.text, addressValue.text, amountValue.text, referenceValue.text] + officeFields.map(\.value.text)
    }
}
