import Localization

/// The kiosk's words, in one place for translation.
struct KioskStrings {
    // Translators: the kiosk's heading, read by a visitor at a self-service terminal.
    var welcome = tr("Enter your address and the amount")
    // Translators: the kiosk's button for staff (opens the PIN panel).
    var staff = tr("Staff")
    var staffAccessible = tr("Staff: leave kiosk mode")
    // Translators: the button of the idle warning that keeps the visitor's entry.
    var stillHere = tr("I'm still here")
    var thanks = tr("Thank you! Your entry was saved.")
    var saveFailed = tr("Sorry, your entry could not be saved. Please ask a member of staff.")
    // The review before saving, and the reference number after it.
    var reviewTitle = tr("Please check your entry")
    var reviewName = tr("Name")
    var reviewAddress = tr("Address")
    var reviewAmount = tr("Amount")
    var reviewReference = tr("Reference")
    // Translators: shown as the reference of an entry that has none.
    var noReference = trc("no reference", "None")
    var confirm = tr("Confirm")
    var change = tr("Change")
    var referenceNumberCaption = tr("Your reference number (please note it down):")
    var keyboardAccessible = tr("On-screen keyboard")

    func thanksWithReference(_ number: String) -> String {
        // Translators: %@ is the visitor's reference number ("K7QM-4XPA").
        LocalizedFormat.fill(tr("Thank you! Your entry was saved. Your reference number is %@."), LeftToRight.isolate(number))
    }

    var done = tr("Done")
    var startOver = tr("_Start over")
    var chooseCurrency = tr("Choose the currency")
    var cancel = tr("Cancel")

    func idleWarning(_ seconds: Int) -> String {
        // Translators: the kiosk's warning before it clears an unattended entry; %@ is the seconds left.
        LocalizedFormat.fill(
            trn(
                "Are you still there? Your entry will be cleared in %@ second. Touch the screen or press any key to keep it.",
                "Are you still there? Your entry will be cleared in %@ seconds. Touch the screen or press any key to keep it.",
                seconds), formattedCount(seconds))
    }
    /// How to start speech: printed on the form and said aloud while the kiosk waits.
    func speechHint(holdSeconds: Int) -> String {
        // Translators: printed on the kiosk and said aloud by it; %@ is the seconds to hold. F1 is the key's name.
        LocalizedFormat.fill(
            trn(
                "To hear this screen, touch and hold anywhere for %@ second, or press F1.",
                "To hear this screen, touch and hold anywhere for %@ seconds, or press F1.",
                holdSeconds), formattedCount(holdSeconds))
    }

    /// Said once speech has started: where the visitor is, and how touch works now.
    func speechStarted(_ page: String) -> String {
        // Translators: said when a visitor has started speech at the kiosk; %@ is the page's title.
        LocalizedFormat.fill(tr("Speech is on. This is the page: %@. Touch anything to hear it; lift your finger to use it."), page)
    }

    /// Said when the form was cleared for the next person (after the idle countdown).
    var cleared = tr("The form was cleared for the next person.")
    /// The review said to a screen reader: the title, then each term and its value.
    func reviewSpoken(_ pairs: [(String, String)]) -> String {
        // Translators: one line of the review as a screen reader says it: %1$@ the term ("Name"), %2$@ its value.
        let term = tr("%1$@: %2$@")
        return ([reviewTitle] + pairs.map { LocalizedFormat.fill(term, $0.0, $0.1) }).joined(separator: reviewSeparator)
    }

    /// A questioned value as a screen reader says it on the review: the value, then its rule's words.
    func reviewQuestioned(_ value: String, _ question: String) -> String { value + reviewSeparator + question }

    // Translators: what separates the review's lines when a screen reader says them.
    private var reviewSeparator: String { tr(". ") }
}
