import Localization

/// Reasons for values a soft rule questioned that the app gives itself, rather than a person
/// typing them. They are stored, exported and sent to the team server in one language, as
/// data (a kiosk's visitor may read Arabic; the staff reading the history or the export may
/// not), and said in the reader's language where the app shows them.
public enum KeptValueReason {
    /// Kept when a kiosk's visitor taps Confirm on the review page that showed the rule's words.
    public static let confirmedAtKiosk = "Confirmed by the visitor at the kiosk"  // i18n: stored as data; shown through `shown(_:)`

    /// `reason` as a person reads it: the app's own reasons in the window's language, a typed
    /// one as it was typed.
    public static func shown(_ reason: String) -> String {
        switch reason {
        // Translators: the reason kept with a value the kiosk's review page questioned (an amount above
        // the usual, a date long ago) once the visitor tapped Confirm; staff read it in the entry's history.
        case confirmedAtKiosk: tr("Confirmed by the visitor at the kiosk")
        default: reason
        }
    }
}
