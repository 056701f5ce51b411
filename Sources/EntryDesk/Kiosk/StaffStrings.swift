/// The words of the kiosk's staff panel (the PIN, then the staff menu), in one place for
/// translation.
struct StaffStrings {
    var pinTitle = "Staff only"
    var pinField = "Staff PIN"
    var pinHelper = "Enter the staff PIN to open the staff menu"
    var unlock = "Unlock"
    var cancel = "Cancel"
    var wrongPIN = "Wrong PIN."
    /// While the typed PIN is checked against its hash (a few tenths of a second).
    var checkingPIN = "Checking the PIN…"
    var menuTitle = "Staff menu"
    var leaveKiosk = "Leave kiosk mode"
    var backToKiosk = "Back to kiosk"
    var countUnavailable = "Today's entries could not be counted."

    /// What the panel says while it is locked, `seconds` before Unlock works again: seconds
    /// under a minute, minutes and seconds above, so that it visibly counts down.
    func locked(secondsLeft seconds: Int) -> String {
        "Wrong PIN. Try again in \(duration(max(1, seconds)))."
    }

    /// How many entries were saved at this kiosk since midnight.
    func savedToday(_ count: Int) -> String {
        "Entries saved here today: \(count)"
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

    private func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60, rest = seconds % 60
        if minutes == 0 { return count(rest, "second") }
        if rest == 0 { return count(minutes, "minute") }
        return "\(count(minutes, "minute")) \(count(rest, "second"))"
    }

    private func count(_ number: Int, _ unit: String) -> String {
        "\(number) \(unit)\(number == 1 ? "" : "s")"
    }
}
