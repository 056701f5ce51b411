import Localization

/// The words of the kiosk's staff panel (the PIN, then the staff menu), in one place for
/// translation.
struct StaffStrings {
    var pinTitle = tr("Staff only")
    var pinField = tr("Staff PIN")
    var pinHelper = tr("Enter the staff PIN to open the staff menu")
    var unlock = tr("Unlock")
    var cancel = tr("Cancel")
    var wrongPIN = tr("Wrong PIN.")
    /// While the typed PIN is checked against its hash (a few tenths of a second).
    var checkingPIN = tr("Checking the PIN…")
    var menuTitle = tr("Staff menu")
    var leaveKiosk = tr("Leave kiosk mode")
    var backToKiosk = tr("Back to kiosk")
    var countUnavailable = tr("Today's entries could not be counted.")

    /// What the panel says while it is locked, `seconds` before Unlock works again: seconds
    /// under a minute, minutes and seconds above, so that it visibly counts down.
    func locked(secondsLeft seconds: Int) -> String {
        // Translators: %@ is how long until the PIN can be tried again ("2 minutes 5 seconds").
        LocalizedFormat.fill(tr("Wrong PIN. Try again in %@."), DurationText.minutesAndSeconds(max(1, seconds)))
    }

    /// How many entries were saved at this kiosk since midnight.
    func savedToday(_ count: Int) -> String {
        // Translators: in the kiosk's staff menu; %@ is the number of entries.
        LocalizedFormat.fill(tr("Entries saved here today: %@"), formattedCount(count))
    }

    /// Every message the panel can show during a lock of up to `longest` seconds, one of each
    /// length (the longest first): the panel keeps room for the highest of them, so that the
    /// keypad never moves under a finger.
    func lockedMessageSamples(upTo longest: Int) -> [String] {
        var byLength: [Int: String] = [:]
        for seconds in 1...max(1, longest) {
            let text = locked(secondsLeft: seconds)
            if byLength[text.count] == nil { byLength[text.count] = text }
        }
        return byLength.sorted { $0.key > $1.key }.map(\.value)
    }
}
