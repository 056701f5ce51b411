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
    private let table = Grid()
    private let empty = Label(tr("No statistics yet: they start with the entries operators key at this desk."))
    private weak var parent: Window?

    init(parent: Window) {
        dialog = DialogWindow(title: tr("Statistics"), parent: parent)
        self.parent = parent
        dialog.onDismiss = { [weak self] in self?.close() }
        table.addCSSClass("statistics-table")
        empty.xalign = 0
        empty.wraps = true
        let close = Button(label: tr("_Close"), mnemonic: true)
        close.addCSSClass("suggested-action")
        dialog.box.append(table)
        dialog.box.append(empty)
        dialog.box.append(ButtonRow.make([close], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(close)
        close.onClicked { [weak self] in self?.close() }
    }

    /// Shows `figures`, a row each.
    func show(_ figures: [OperatorStatistics]) {
        table.removeAll()
        empty.isVisible = figures.isEmpty
        table.isVisible = !figures.isEmpty
        let headers = [tr("Operator"), tr("Batch"), tr("Entries"), tr("Keystrokes"), tr("Keying time"),
                       tr("Entries per hour"), tr("Keystrokes per hour"), tr("Mismatches per 1,000 keystrokes")]
        for (column, header) in headers.enumerated() { table.attach(cell(header, heading: true, column: column), column: column, row: 0) }
        for (index, item) in figures.enumerated() {
            let values = [
                item.operatorID.isEmpty ? tr("an operator not signed in") : item.operatorID,
                item.batchName ?? "–",
                formattedCount(item.entries), formattedCount(item.keystrokes),
                DurationText.minutesAndSeconds(Int(item.activeSeconds.rounded())),
                rate(item.entriesPerHour), rate(item.keystrokesPerHour), rate(item.mismatchesPerThousandKeystrokes, digits: 2),
            ]
            for (column, value) in values.enumerated() { table.attach(cell(value, heading: false, column: column), column: column, row: index + 1) }
        }
    }

    func present() { window.present() }

    /// Names start-aligned, figures end-aligned (columns 2 and on).
    private func cell(_ text: String, heading: Bool, column: Int) -> Label {
        let label = Label(text)
        label.xalign = heading || column < 2 ? 0 : 1
        if heading { label.addCSSClass("statistics-heading") }
        return label
    }

    private func rate(_ value: Double?, digits: Int = 0) -> String {
        value.map { $0.formatted(.number.precision(.fractionLength(digits)).locale(UserLocale.current)) } ?? "–"
    }

    private func close() {
        window.destroy()
        parent?.present()
    }
}
