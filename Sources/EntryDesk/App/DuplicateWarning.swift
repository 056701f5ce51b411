import EntryStore
import Foundation
import Localization

/// "The same payment was keyed twice?": an entry about to be saved whose name, address, amount and
/// currency (`DuplicateKey`) match one saved within the last `days` days. The save asks before
/// storing it, since a slip keyed twice is an easy mistake, and never refuses it: the banner's
/// "Save anyway" stores it. New entries only: an edit is the fix of one already saved.
struct DuplicateWarning {
    /// `[entry] duplicate-days`: how far back a match counts; 0 asks never.
    var days: Int

    /// Whether saving `entry` as new looks it up.
    var isOn: Bool { days > 0 }

    /// The window a match is looked for in, ending now.
    func since(_ now: Date = Date()) -> Date {
        now.addingTimeInterval(-Double(days) * 86_400)
    }

    /// The question, naming the earlier entry as the list shows it: who, how much, where,
    /// its reference, and when it was saved (the full date and time, in the locale's way).
    static func message(for earlier: SavedEntry, summary: EntrySummary) -> String {
        // Names and addresses in their own direction, amounts and references left to right,
        // whatever the sentence's.
        var details = OwnDirection.isolate(summary.addressLine(earlier))
        if !earlier.reference.isEmpty {
            // Translators: the earlier entry's address, then its reference ("12 Main St; reference INV-7").
            details = LocalizedFormat.fill(tr("%1$@; reference %2$@"), details, LeftToRight.isolate(earlier.reference))
        }
        // Translators: %1$@ is the payer's name, %2$@ the amount, %3$@ when it was saved ("Nov 26, 2026 at 2:05 PM"), %4$@ its address (and reference).
        return LocalizedFormat.fill(
            tr("%1$@, %2$@ was already saved on %3$@ (%4$@). Save it again?"),
            OwnDirection.isolate(earlier.name), LeftToRight.isolate(summary.amountText(earlier)),
            summary.fullDateText(earlier), details)
    }
}
