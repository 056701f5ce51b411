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
/// and Change. A value a soft rule questions (an amount above the usual, a day long ago) shows
/// the rule's words under it: Confirm keeps it, Change goes back to fix it.
/// A visitor who picked a suggestion sees here which address that filled in.
///
/// The rows scroll when they are more than the screen holds (an office's form at 1366×768);
/// Change and Confirm stay under them, always in reach, and the first questioned row is
/// brought into view.
///
/// Look: `.kiosk-review` on the page, `.kiosk-review-rows` around the rows, `.kiosk-review-field`
/// around each term and value, the term `.kiosk-review-term`, the title `.page-title`; a rule's
/// words under its value look like a warning banner (`.banner.warning`).
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
    /// The rows, scrolling under the page's title bar and above its buttons.
    let scroller = ScrolledWindow()
    /// The rows soft rules may question, by field key (the amount's and the office fields'),
    /// each with the label its rule's words show in (hidden while nothing is questioned).
    private var questionable: [String: (row: Widget, question: Label)] = [:]
    /// The row brought into view once the page is laid out (the first one questioned).
    private var pendingScroll: Widget?
    private var deferredScroll: MainLoopTimer?

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
        let rows = Box(.vertical, spacing: 0)
        rows.addCSSClass("kiosk-review-rows")
        let title = Label(strings.reviewTitle)
        title.addCSSClass("page-title")
        title.xalign = 0
        title.wraps = true
        rows.append(title)
        rows.append(field(strings.reviewName, nameValue))
        rows.append(field(strings.reviewAddress, addressValue))
        rows.append(questionableField(BuiltInField.amount.rawValue, strings.reviewAmount, amountValue))
        rows.append(field(strings.reviewReference, referenceValue))
        for office in self.officeFields { rows.append(questionableField(office.field.key, office.term, office.value)) }
        // As tall as the rows when they fit (the page centred), scrolling when they do not.
        scroller.setChild(rows)
        scroller.propagateNaturalHeight(true)
        scroller.vexpand = true
        scroller.onVerticalRangeChanged { [weak self] in self?.scrollWhenLaidOut() }
        widget.append(scroller)

        let change = Button(label: strings.change)
        change.addCSSClass("touch-target")
        change.onClicked { [weak self] in self?.onChange?() }
        confirm.addCSSClass("suggested-action")
        confirm.addCSSClass("touch-target")
        confirm.onClicked { [weak self] in self?.onConfirm?() }
        widget.append(ButtonRow.make([change, confirm], cssClass: "kiosk-review-buttons"))
    }

    /// A term over its value, in a group named by the term.
    private func field(_ term: String, _ value: Label) -> Box {
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

    /// A term over its value, and under it, once a soft rule questions the value, the rule's words.
    private func questionableField(_ key: String, _ term: String, _ value: Label) -> Widget {
        let row = field(term, value)
        // Never empty (GTK 4.8 would name it "GtkLabel"), and hidden until a rule asks.
        let question = Label(strings.noReference)
        question.addCSSClass("banner")
        question.addCSSClass("warning")
        question.xalign = 0
        question.wraps = true
        question.halign = .start
        question.isVisible = false
        row.append(question)
        questionable[key] = (row, question)
        return row
    }

    /// Shows `entry` as it will be saved; `currency` is the amount's, `locale` formats it;
    /// each of `questions` (the values soft rules question) puts its rule's words under its value.
    func show(_ entry: SavedEntry, currency: Currency, locale: Locale, questions: [SoftRuleQuestion] = []) {
        nameValue.text = entry.address.name
        addressValue.text = Self.addressLines(entry.address).joined(separator: "\n")
        if let amount = try? Amount(canonical: entry.amount, currency: currency) {
            amountValue.text = AmountFormatter(locale: locale).string(for: amount)
        } else {
            amountValue.text = "\(entry.amount) \(entry.currency)"
        }
        referenceValue.text = entry.reference.isEmpty ? strings.noReference : entry.reference
        for office in officeFields {
            let stored = entry.officeFields[office.field.key] ?? ""
            office.value.text =
                stored.isEmpty ? strings.noReference : OfficeValueText.text(stored, field: office.field, language: language, locale: locale)
        }
        for shown in questionable.values { shown.question.isVisible = false }
        var firstQuestioned: Widget?
        for question in questions {
            guard let shown = questionable[question.key] else { continue }
            shown.question.text = question.message
            shown.question.isVisible = true
            firstQuestioned = firstQuestioned ?? shown.row
        }
        scroller.scrollToTop()
        pendingScroll = firstQuestioned
        scrollWhenLaidOut()
        _ = confirm.grabFocus()
    }

    /// Brings the questioned row into view once it has its place (the page was just shown).
    private func scrollWhenLaidOut() {
        guard let row = pendingScroll, deferredScroll == nil else { return }
        guard row.allocatedHeight > 0 else { return }
        // Not inside the viewport's allocation (where the range changes): just after it.
        deferredScroll = MainLoopTimer.once(after: 0) { [weak self] in
            guard let self else { return }
            self.deferredScroll = nil
            guard let row = self.pendingScroll else { return }
            self.pendingScroll = nil
            self.scroller.scrollToShow(row)
        }
    }

    /// The address as AddressKit formats it for a label, without the name (shown above it).
    static func addressLines(_ address: Address) -> [String] {
        var withoutName = address
        withoutName.name = ""
        return (try? AddressFormatter().lines(withoutName)) ?? address.streetLines
    }

    /// The page as one text for a screen reader (focus lands on Confirm, which says only its
    /// name), a questioned value followed by its rule's words.
    var spoken: String {
        strings.reviewSpoken(
            [
                (strings.reviewName, nameValue.text), (strings.reviewAddress, addressValue.text.replacingOccurrences(of: "\n", with: ", ")),
                (strings.reviewAmount, said(amountValue, BuiltInField.amount.rawValue)), (strings.reviewReference, referenceValue.text)
            ] + officeFields.map { ($0.term, said($0.value, $0.field.key)) })
    }

    /// `value`'s text, and the words of the rule that questions it, if one does.
    private func said(_ value: Label, _ key: String) -> String {
        guard let question = questionable[key]?.question, question.isVisible else { return value.text }
        return strings.reviewQuestioned(value.text, question.text)
    }

    /// What the page shows: name, address, amount, reference, the office's values (tests).
    var shownValues: [String] {
        [nameValue.text, addressValue.text, amountValue.text, referenceValue.text] + officeFields.map(\.value.text)
    }
}
