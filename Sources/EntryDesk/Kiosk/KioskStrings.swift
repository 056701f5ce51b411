/// The kiosk's words, in one place for translation.
struct KioskStrings {
    var welcome = "Enter your address and the amount"
    var staff = "Staff"
    var staffAccessible = "Staff: leave kiosk mode"
    var stillHere = "I'm still here"
    var thanks = "Thank you! Your entry was saved."
    var saveFailed = "Sorry, your entry could not be saved. Please ask a member of staff."
    var done = "Done"
    var startOver = "_Start over"
    var chooseCurrency = "Choose the currency"
    var cancel = "Cancel"

    func idleWarning(_ seconds: Int) -> String {
        "Are you still there? This form will be cleared in \(seconds) second\(seconds == 1 ? "" : "s")."
    }
}
