import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Operators' statistics (Ctrl+Shift+O; listed in the shortcuts window): per operator and batch, entries and
/// keystrokes, keying time with pauses left out, the rates per hour of keying and verification
/// mismatches per 1,000 keystrokes, as `entrydesk stats` gives them. Escape closes it.
@MainActor
final class StatisticsWindow {
    private let dialog: DialogWindow
    var window: Window { dialog.window }
    /// A row per operator and batch, said whole ("Operator: ann; Batch: Slips A; Entries: 3; ...").
    private let table = FigureTable(
        name: tr("Statistics"),
        titles: [
            tr("Operator"), tr("Batch"), tr("Entries"), tr("Keystrokes"), tr("Keying time"),
            tr("Entries per hour"), tr("Keystrokes per hour"), tr("Mismatches per 1,000 keystrokes")
        ], firstFigureColumn: 2, whenEmpty: tr("No statistics yet: they start with the entries operators key at this desk."))

    init(parent: Window) {
        dialog = DialogWindow(title: tr("Statistics"), parent: parent)
        dialog.onDismiss = { [weak self] in self?.close() }
        let close = Button(label: tr("_Close"), mnemonic: true)
        close.addCSSClass("suggested-action")
        dialog.box.append(table.widget)
        let buttons = ButtonRow.make([close], cssClass: "message-dialog-buttons")
        dialog.box.append(buttons)
        table.tabTarget = buttons
        window.setDefaultWidget(close)
        close.onClicked { [weak self] in self?.close() }
    }

    /// Shows `figures`, a row each.
    func show(_ figures: [OperatorStatistics]) {
        table.show(
            figures.map { item in
                [
                    item.operatorID.isEmpty ? tr("an operator not signed in") : item.operatorID,
                    item.batchName ?? "–",
                    formattedCount(item.entries), formattedCount(item.keystrokes),
                    DurationText.minutesAndSeconds(Int(item.activeSeconds.rounded())),
                    rate(item.entriesPerHour), rate(item.keystrokesPerHour), rate(item.mismatchesPerThousandKeystrokes, digits: 2)
                ]
            })
    }

    /// Shows the window with the first row focused (its figures said), or Close when empty.
    func present() {
        window.present()
        table.focusSelectedRow()
    }

    private func rate(_ value: Double?, digits: Int = 0) -> String {
        value.map { $0.formatted(.number.precision(.fractionLength(digits)).locale(UserLocale.current)) } ?? "–"
    }

    private func close() { dialog.close() }
}
