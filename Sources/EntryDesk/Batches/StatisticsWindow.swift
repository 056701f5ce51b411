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
    /// The column headings, lined up with the rows' cells.
    private let headings = Box(.horizontal, spacing: 0)
    /// A row per operator and batch: Up and Down go from one to the next, and each is named with
    /// every heading and figure, so a screen reader says the whole row ("Operator: ann; Batch:
    /// Slips A; Entries: 3; ...").
    private let table = ListBox()
    /// A team's many operators and batches scroll under the headings.
    private lazy var rows = DialogScroller.wrapping(table)
    /// One width per column, for the headings and every row's cell in it.
    private var columns: [SizeGroup] = []
    private let empty = Label(tr("No statistics yet: they start with the entries operators key at this desk."))
    private weak var parent: Window?

    init(parent: Window) {
        dialog = DialogWindow(title: tr("Statistics"), parent: parent)
        self.parent = parent
        dialog.onDismiss = { [weak self] in self?.close() }
        headings.addCSSClass("statistics-row")
        table.addCSSClass("statistics-table")
        table.setSelectionSingle(true)
        table.setAccessibleLabel(tr("Statistics"))
        empty.xalign = 0
        empty.wraps = true
        let close = Button(label: tr("_Close"), mnemonic: true)
        close.addCSSClass("suggested-action")
        dialog.box.append(headings)
        dialog.box.append(rows)
        dialog.box.append(empty)
        dialog.box.append(ButtonRow.make([close], cssClass: "message-dialog-buttons"))
        window.setDefaultWidget(close)
        close.onClicked { [weak self] in self?.close() }
    }

    /// Shows `figures`, a row each.
    func show(_ figures: [OperatorStatistics]) {
        headings.removeAll()
        table.removeAll()
        empty.isVisible = figures.isEmpty
        headings.isVisible = !figures.isEmpty
        rows.isVisible = !figures.isEmpty
        let titles = [tr("Operator"), tr("Batch"), tr("Entries"), tr("Keystrokes"), tr("Keying time"),
                      tr("Entries per hour"), tr("Keystrokes per hour"), tr("Mismatches per 1,000 keystrokes")]
        columns = titles.map { _ in SizeGroup() }
        for (column, title) in titles.enumerated() { headings.append(cell(title, heading: true, column: column)) }
        for item in figures {
            let values = [
                item.operatorID.isEmpty ? tr("an operator not signed in") : item.operatorID,
                item.batchName ?? "–",
                formattedCount(item.entries), formattedCount(item.keystrokes),
                DurationText.minutesAndSeconds(Int(item.activeSeconds.rounded())),
                rate(item.entriesPerHour), rate(item.keystrokesPerHour), rate(item.mismatchesPerThousandKeystrokes, digits: 2),
            ]
            let cells = Box(.horizontal, spacing: 0)
            cells.addCSSClass("statistics-row")
            for (column, value) in values.enumerated() { cells.append(cell(value, heading: false, column: column)) }
            // Translators: one heading and its figure in a statistics row said by a screen reader ("Entries: 3").
            let said = zip(titles, values).map { LocalizedFormat.fill(tr("%1$@: %2$@"), $0, $1) }
            table.append(cells).setAccessibleLabel(said.joined(separator: "; "))
        }
    }

    /// Shows the window with the first row focused (its figures said), or Close when empty.
    func present() {
        window.present()
        table.select(table.allRows.first)
        _ = table.allRows.first?.grabFocus()
    }

    /// Names start-aligned, figures end-aligned (columns 2 and on), each as wide as its column.
    private func cell(_ text: String, heading: Bool, column: Int) -> Label {
        let label = Label(text)
        label.xalign = heading || column < 2 ? 0 : 1
        if heading { label.addCSSClass("statistics-heading") }
        columns[column].add(label)
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
