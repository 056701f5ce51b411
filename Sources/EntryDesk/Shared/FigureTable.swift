import EntryWidgets
import GtkKit
import Localization

/// A table read a row at a time (the statistics, the batches): headings over rows whose cells
/// line up by column (each as wide as the widest of its column wants), every row a focusable list row named with each
/// heading and its value ("Operator: ann; Batch: Slips A; Entries: 3; ..."), so a screen reader
/// says the whole row as Up and Down reach it. The row with focus is the selected one. The rows
/// scroll under the headings past `theme.size.dialog.max-height`; with none, a sentence says why.
@MainActor
final class FigureTable {
    let widget = Box(.vertical, spacing: 0)
    private let headings = Box(.horizontal, spacing: 0)
    private let list = ListBox()
    private lazy var scroller = DialogScroller.wrapping(list)
    /// Shown instead of the headings and rows when there are no rows.
    private let empty: Label
    private let titles: [String]
    /// Columns before this one hold names (start-aligned); the others figures (end-aligned).
    private let firstFigureColumn: Int
    /// The labels of each column, its heading first: given one width, the widest's.
    private var columns: [[Label]] = []
    /// Where Tab and Shift+Tab go from a row (a dialog's buttons): GTK 4.8's list box would
    /// take them to the next row, and with many rows the buttons are many keys away.
    var tabTarget: Widget?

    init(name: String, titles: [String], firstFigureColumn: Int, whenEmpty: String) {
        self.titles = titles
        empty = Label(whenEmpty)
        empty.xalign = 0
        empty.wraps = true
        self.firstFigureColumn = firstFigureColumn
        headings.addCSSClass("figure-row")
        list.addCSSClass("figure-table")
        list.setSelectionSingle(true)
        list.setAccessibleLabel(name)
        widget.append(headings)
        widget.append(scroller)
        widget.append(empty)
        // The arrow keys select the next row before focusing it: in GTK's own order (focus,
        // then select) Orca reads the row's state in between and, about one time in five, says
        // "not selected". Tab leaves the table.
        let keys = KeyController()
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] key, modifiers in
            guard let self else { return false }
            if key == .tab || key == .leftTab, let target = self.tabTarget {
                return target.focusInside(forward: key == .tab && !modifiers.contains(.shift))
            }
            guard modifiers.isEmpty, let current = self.list.selectedIndex else { return false }
            let last = self.list.allRows.count - 1
            let next: Int
            switch key {
            case .up: next = max(current - 1, 0)
            case .down: next = min(current + 1, last)
            case .home: next = 0
            case .end: next = last
            default: return false
            }
            self.focus(row: next)
            return true
        }
        list.addController(keys)
    }

    /// Shows `rows`, each a value per title.
    func show(_ rows: [[String]]) {
        let selected = list.selectedIndex
        empty.isVisible = rows.isEmpty
        headings.isVisible = !rows.isEmpty
        scroller.isVisible = !rows.isEmpty
        headings.removeAll()
        list.removeAll()
        columns = titles.map { _ in [] }
        for (column, title) in titles.enumerated() { headings.append(cell(title, heading: true, column: column)) }
        for values in rows {
            let cells = Box(.horizontal, spacing: 0)
            cells.addCSSClass("figure-row")
            for (column, value) in values.enumerated() { cells.append(cell(value, heading: false, column: column)) }
            // Translators: one heading and its value in a table row said by a screen reader ("Entries: 3").
            let said = zip(titles, values).map { LocalizedFormat.fill(tr("%1$@: %2$@"), $0, $1) }
            list.append(cells).setAccessibleLabel(said.joined(separator: "; "))
        }
        if let selected, selected < list.allRows.count { list.select(list.allRows[selected]) }
        // Not a GtkSizeGroup: with wrapping headings it gave the rows' cells other widths than
        // their headings' (figures under the next column's heading, the last one cut off).
        for labels in columns {
            let width = labels.map(\.naturalWidth).max() ?? 0
            for label in labels { label.setSizeRequest(width: width, height: -1) }
        }
    }

    /// The row selected (and focused), if any.
    var selectedIndex: Int? { list.selectedIndex }

    /// Calls `handler` when another row is selected (the arrow keys, a click).
    func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) {
        list.connect("selected-rows-changed", handler: handler)
    }

    /// Selects and focuses the row selected before (after `show`), else the first.
    func focusSelectedRow() {
        guard !list.allRows.isEmpty else { return }
        focus(row: list.selectedIndex ?? 0)
    }

    /// Selected first, then focused: a screen reader hears it selected.
    private func focus(row index: Int) {
        let row = list.allRows[index]
        list.select(row)
        _ = row.grabFocus()
    }

    /// Names start-aligned, figures (and their headings) end-aligned, each as wide as its column.
    /// Headings wrap at `theme.size.figure-table.heading-chars` and names at `cell-chars`: one
    /// line each, "Mismatches per 1,000 keystrokes" in German made the statistics 1460 px wide,
    /// past a 1366 px screen, its last column and its Close button cut off.
    private func cell(_ text: String, heading: Bool, column: Int) -> Label {
        let label = Label(text)
        label.xalign = column < firstFigureColumn ? 0 : 1
        label.valign = heading ? .end : .center
        if heading {
            label.wraps = true
            label.maxWidthChars = ThemeTokens.number("theme.size.figure-table.heading-chars") ?? -1
            if column >= firstFigureColumn { label.justifyToEnd() }
        } else if column < firstFigureColumn {
            // A long name ends in "…" (the row's accessible name says it whole): rows stay one line.
            label.ellipsizeAtEnd()
            label.maxWidthChars = ThemeTokens.number("theme.size.figure-table.cell-chars") ?? -1
            label.tooltip = text
        }
        if heading { label.addCSSClass("figure-heading") }
        columns[column].append(label)
        return label
    }
}
