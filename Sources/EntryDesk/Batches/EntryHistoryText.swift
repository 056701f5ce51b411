import EntryStore
import Foundation
import Localization

/// An entry's history in one line under the form's title, as its details: "Keyed by ann,
/// 27 Nov 2026, 10:42 · Edited by ben, 11:03: 125.00 → 152.00 · Verified by ben, 11:05".
enum EntryHistoryText {
    static func line(_ events: [EntryEvent], now: Date = Date()) -> String? {
        guard !events.isEmpty else { return nil }
        var day: DateComponents?
        return events.map { event in
            let who = event.operatorID.isEmpty ? tr("an operator not signed in") : event.operatorID
            // The date once, then times of the same day alone.
            let calendar = Calendar.current
            let eventDay = calendar.dateComponents([.year, .month, .day], from: event.at)
            let when =
                eventDay == day
                ? formattedTime(event.at)
                : event.at.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened).locale(UserLocale.current))
            day = eventDay
            let step: String
            switch event.kind {
            // Translators: in an entry's history; %1$@ is an operator ID, %2$@ when.
            case .keyed: step = LocalizedFormat.fill(tr("Keyed by %1$@, %2$@"), who, when)
            // Translators: in an entry's history; %1$@ is an operator ID, %2$@ when.
            case .edited: step = LocalizedFormat.fill(tr("Edited by %1$@, %2$@"), who, when)
            // Translators: in an entry's history; %1$@ is an operator ID, %2$@ when.
            case .deleted: step = LocalizedFormat.fill(tr("Deleted by %1$@, %2$@"), who, when)
            // Translators: in an entry's history; %1$@ is an operator ID, %2$@ when.
            case .restored: step = LocalizedFormat.fill(tr("Restored by %1$@, %2$@"), who, when)
            // Translators: in an entry's history; %1$@ is an operator ID, %2$@ when.
            case .verified: step = LocalizedFormat.fill(tr("Verified by %1$@, %2$@"), who, when)
            }
            let changes = event.changes.sorted { $0.key < $1.key }.map { "\($0.value.from) → \($0.value.to)" }
            return changes.isEmpty ? step : step + ": " + changes.joined(separator: ", ")
        }.joined(separator: " · ")
    }
}
