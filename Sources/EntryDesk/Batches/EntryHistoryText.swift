import EntryForm
import EntryStore
import Foundation
import Localization

/// An entry's history in one line under the form's title, as its details: "Keyed by ann,
/// 27 Nov 2026, 10:42 · Edited by ben, 11:03: 125.00 → 1500000.00, reason for Amount: estate
/// gift · Verified by ben, 11:05". A reason given for a value a soft rule questioned is named
/// with its field's title in `form`.
enum EntryHistoryText {
    static func line(_ events: [EntryEvent], form: FormDefinition, now: Date = Date()) -> String? {
        guard !events.isEmpty else { return nil }
        var day: DateComponents?
        let language = InterfaceLanguage.code
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
            // The reasons are said as such, not as the JSON they are stored in.
            let changes = event.changes.filter { $0.key != EntryField.ruleReasons.rawValue }.sorted { $0.key < $1.key }
                .map { "\($0.value.from) → \($0.value.to)" }
            let reasons = event.reasonsGiven.sorted { $0.key < $1.key }.map { key, reason in
                let title = form.field(key)?.displayLabel(language: language) ?? key
                // Translators: in an entry's history, why a value a rule questioned was kept;
                // %1$@ is the field ("Amount"), %2$@ the reason typed.
                return LocalizedFormat.fill(tr("reason for %1$@: %2$@"), title, KeptValueReason.shown(reason))
            }
            let details = changes + reasons
            return details.isEmpty ? step : step + ": " + details.joined(separator: ", ")
        }.joined(separator: " · ")
    }
}
