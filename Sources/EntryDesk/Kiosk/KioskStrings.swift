/// The kiosk's words, in one place for translation.
struct KioskStrings {
    var welcome = "Enter your address and the amount"
    var staff = "Staff"
    var staffAccessible = "Staff: leave kiosk mode"
    var stillHere = "I'm still here"
    var thanks = "Thank you! Your entry was saved."
    var saveFailed = "Sorry, your entry could not be saved. Please ask a member of staff."
    // The review before saving, and the reference number after it.
    var reviewTitle = "Please check your entry"
    var reviewName = "Name"
    var reviewAddress = "Address"
    var reviewAmount = "Amount"
    var reviewReference = "Reference"
    var noReference = "None"
    /// Under an amount above the usual: `%1$@` the usual limit, formatted.
    var reviewAboveUsual = "This is more than the %1$@ usually paid: please check the amount."
    var confirm = "Confirm"
    var change = "Change"
    var referenceNumberCaption = "Your reference number (please note it down):"
    var keyboardAccessible = "On-screen keyboard"

    func thanksWithReference(_ number: String) -> String {
        "Thank you! Your entry was saved. Your reference number is \(number)."
    }

    var done = "Done"
    var startOver = "_Start over"
    var chooseCurrency = "Choose the currency"
    var cancel = "Cancel"

    func idleWarning(_ seconds: Int) -> String {
        "Are you still there? Your entry will be cleared in \(seconds) second\(seconds == 1 ? "" : "s"). "
            + "Touch the screen or press any key to keep it."
    }
    /// Said when the form was cleared for the next person (after the idle countdown).
    var cleared = "The form was cleared for the next person."
    /// The review said to a screen reader: the title, then each term and its value.
    func reviewSpoken(_ pairs: [(String, String)]) -> String {
        ([reviewTitle] + pairs.map { "\($0.0): \($0.1)" }).joined(separator: ". ")
    }
}
