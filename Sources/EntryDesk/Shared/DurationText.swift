import Localization

/// A duration as people say it: "5 seconds", "2 minutes", "2 minutes 5 seconds" (the kiosk's
/// PIN lock, an operator's keying time).
enum DurationText {
    static func minutesAndSeconds(_ seconds: Int) -> String {
        let minutes = seconds / 60, rest = seconds % 60
        let secondsText = LocalizedFormat.fill(trn("%@ second", "%@ seconds", rest), formattedCount(rest))
        let minutesText = LocalizedFormat.fill(trn("%@ minute", "%@ minutes", minutes), formattedCount(minutes))
        if minutes == 0 { return secondsText }
        if rest == 0 { return minutesText }
        // Translators: a duration: %1$@ the minutes ("2 minutes"), %2$@ the seconds ("5 seconds").
        return LocalizedFormat.fill(trc("duration", "%1$@ %2$@"), minutesText, secondsText)
    }
}
