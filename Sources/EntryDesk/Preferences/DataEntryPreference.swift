import EntrySettings
import GtkKit
import Localization

/// Preferences' Data Entry section: auto-advance, and the fields kept from one entry to the
/// next (carry-over). Each switch writes `[entry]` of the configuration file and is applied to
/// the window at once.
@MainActor
final class DataEntryPreference {
    let widget: Box
    private let autoAdvance = Switch()
    private var carried: [(field: CarryOverField, control: Switch)] = []
    private let fromFixes = Switch()
    private let save: @MainActor ([ConfigurationUpdate.Change]) -> Bool
    /// Auto-advance was switched on or off.
    var onAutoAdvanceChanged: (@MainActor (Bool) -> Void)?
    /// The fields to carry over changed.
    var onCarryOverChanged: (@MainActor (Set<CarryOverField>) -> Void)?
    /// Whether fixed entries are kept from too changed.
    var onCarryOverFromFixesChanged: (@MainActor (Bool) -> Void)?

    init(configuration: AppConfiguration, save: @escaping @MainActor ([ConfigurationUpdate.Change]) -> Bool) {
        self.save = save
        autoAdvance.isOn = configuration.autoAdvance
        // The kept fields are a group a screen reader names on the way in: "City" alone would
        // not say what its switch keeps.
        let keep = Box(.vertical, spacing: 0, role: .group)
        keep.addCSSClass("preferences-section")
        let keepTitle = tr("Keep for the next entry")
        keep.setAccessibleLabel(keepTitle)
        keep.append(PreferencesSection.heading(keepTitle))
        for field in CarryOverField.allCases {
            let control = Switch()
            control.isOn = configuration.carryOver.contains(field)
            carried.append((field, control))
            keep.append(PreferencesSection.row(field.title, control))
        }
        fromFixes.isOn = configuration.carryOverFromFixes
        keep.append(PreferencesSection.row(tr("Also from an old entry fixed"), fromFixes))
        keep.append(PreferencesSection.note(tr("Off: only an entry saved as new gives its values to the next one.")))
        let rows: [Widget] = [
            PreferencesSection.row(tr("Move on by itself"), autoAdvance),
            PreferencesSection.note(tr("A whole postcode, or an amount with all its cents, goes on to the next field.")),
            keep
        ]
        widget = PreferencesSection.make(
            title: tr("Data Entry"), rows: rows,
            note: tr("Kept fields come filled in from the entry saved before; Ctrl+' copies any field of it."))
        autoAdvance.onToggled { [weak self] in self?.autoAdvanceToggled() }
        for (_, control) in carried { control.onToggled { [weak self] in self?.carryOverToggled() } }
        fromFixes.onToggled { [weak self] in self?.fromFixesToggled() }
    }

    private func autoAdvanceToggled() {
        let on = autoAdvance.isOn
        guard save([Settings.autoAdvance.change(to: on)]) else { return }
        onAutoAdvanceChanged?(on)
    }

    private func fromFixesToggled() {
        let on = fromFixes.isOn
        guard save([Settings.carryOverFromFixes.change(to: on)]) else { return }
        onCarryOverFromFixesChanged?(on)
    }

    private func carryOverToggled() {
        let fields = Set(carried.filter { $0.control.isOn }.map(\.field))
        guard save([Settings.carryOver.change(to: fields)]) else { return }
        onCarryOverChanged?(fields)
    }
}
