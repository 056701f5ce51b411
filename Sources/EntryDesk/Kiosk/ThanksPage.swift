import GtkKit

/// The kiosk's page after Confirm: thanks and the reference number to note, or, when the save
/// failed, where to get help. Done (or the page's own time) brings the next person a fresh form.
///
/// Look: `.kiosk-thanks`; the number in `.page-title` type, under its caption.
@MainActor
final class ThanksPage {
    /// How long the page stays before the form comes back by itself: long enough to write down
    /// the reference number.
    static let shownMilliseconds = 20_000

    /// The page.
    let widget = Box(.vertical, spacing: 0, role: .status)
    /// Done was tapped.
    var onDone: (@MainActor () -> Void)?

    private let message = Label()
    private let numberCaption = Label()
    private let number = Label()
    private let strings: KioskStrings

    init(strings: KioskStrings) {
        self.strings = strings
        widget.addCSSClass("kiosk-thanks")
        widget.valign = .center
        message.addCSSClass("page-title")
        message.wraps = true
        numberCaption.wraps = true
        number.addCSSClass("page-title")
        let done = Button(label: strings.done)
        done.addCSSClass("suggested-action")
        done.addCSSClass("touch-target")
        done.halign = .center
        done.onClicked { [weak self] in self?.onDone?() }
        widget.append(message)
        widget.append(numberCaption)
        widget.append(number)
        widget.append(done)
        showSaved(reference: nil)
    }

    /// Thanks, with the saved entry's reference number.
    func showSaved(reference: KioskReferenceNumber?) {
        message.text = strings.thanks
        numberCaption.text = strings.referenceNumberCaption
        number.text = reference?.description ?? ""
        numberCaption.isVisible = reference != nil
        number.isVisible = reference != nil
        widget.setAccessibleLabel(reference.map { strings.thanksWithReference($0.description) } ?? strings.thanks)
    }

    /// The entry could not be saved: what to do, no number.
    func showFailed() {
        message.text = strings.saveFailed
        numberCaption.isVisible = false
        number.isVisible = false
        number.text = ""
        widget.setAccessibleLabel(strings.saveFailed)
    }

    /// The reference number shown, if any (tests).
    var shownReference: String? { number.isVisible ? number.text : nil }
}
