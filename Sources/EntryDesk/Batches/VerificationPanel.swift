import GtkKit
import Localization

/// A second keying's state above New and Save, in place of the batch's figures: which entry of
/// which batch to key again, or the field the two keyings disagree on with both values and the
/// three ways on, each with its Alt key: keep the first (Alt+F), use the second (Alt+U), key it
/// again from the slip (Alt+K). Not in the banner, which floats over the fields being keyed.
@MainActor
final class VerificationPanel {
    enum Choice { case first, second, keyAgain }

    /// The sentence on a line of its own (a German one wraps to five lines beside the buttons),
    /// the choices under it.
    let widget = Box(.vertical, spacing: 0)
    private let message = Label()
    private let first = Button(label: tr("Keep the _first"), mnemonic: true)
    private let second = Button(label: tr("_Use the second"), mnemonic: true)
    private let again = Button(label: tr("_Key it again"), mnemonic: true)
    private let choices: Box
    /// The person's choice.
    var onChoice: (@MainActor (Choice) -> Void)?

    init() {
        choices = ButtonRow.make([first, second, again], cssClass: "entry-screen-buttons")
        choices.isVisible = false
        widget.addCSSClass("entry-batch-bar")
        widget.isVisible = false
        message.xalign = 0
        message.wraps = true
        widget.append(message)
        widget.append(choices)
        first.onClicked { [weak self] in self?.choose(.first) }
        second.onClicked { [weak self] in self?.choose(.second) }
        again.onClicked { [weak self] in self?.choose(.keyAgain) }
        for button in [first, second, again] { button.holdsKeysTypedWhileActivating() }
    }

    /// Whether it waits for the verifier's choice on a mismatch.
    var showsMismatch: Bool { widget.isVisible && choices.isVisible }

    /// Says what to do now ("Verifying batch Slips A, entry 2 of 3: key Amount and ZIP code
    /// again from the slip."), with no choice to make.
    func show(_ text: String) {
        message.text = text
        choices.isVisible = false
        widget.isVisible = true
    }

    /// Shows the mismatch of the field titled `field`: "The two keyings of Amount differ:
    /// first $125.00, second $152.00." Returns that sentence (for a screen reader).
    @discardableResult
    func showMismatch(field: String, first firstValue: String, second secondValue: String) -> String {
        // Translators: %1$@ is a field's title ("Amount"), %2$@ the first keying's value, %3$@ the second's.
        let text = LocalizedFormat.fill(tr("The two keyings of %1$@ differ: first %2$@, second %3$@."), field, firstValue, secondValue)
        show(text)
        choices.isVisible = true
        return text
    }

    func hide() { widget.isVisible = false }

    private func choose(_ choice: Choice) {
        guard showsMismatch else { return }
        onChoice?(choice)
    }
}
