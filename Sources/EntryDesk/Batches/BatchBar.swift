import EntryStore
import Foundation
import GtkKit
import Localization

/// The open batch's figures, always in view above New and Save: its name, the entries keyed
/// against the expected number, and per currency the total keyed against the expected one
/// with the difference. Hidden while no batch is open. The figures are read off the main
/// thread, the newest read winning.
@MainActor
final class BatchBar {
    let widget = Box(.horizontal, spacing: 0)
    private let nameLabel = Label()
    private let figuresLabel = Label()
    private let store: EntryStore
    private let summary: EntrySummary
    private let queue = DispatchQueue(label: "entrydesk.batch-bar", qos: .userInitiated)
    private var reads = 0
    /// The open batch's figures as last read (nil: no batch is open).
    private(set) var progress: BatchProgress?

    init(store: EntryStore, summary: EntrySummary) {
        self.store = store
        self.summary = summary
        widget.addCSSClass("entry-batch-bar")
        widget.isVisible = false
        nameLabel.addCSSClass("entry-batch-name")
        figuresLabel.xalign = 0
        figuresLabel.wraps = true
        figuresLabel.hexpand = true
        widget.append(nameLabel)
        widget.append(figuresLabel)
    }

    /// Reads the open batch's figures again (after a save, an edit, a delete, a batch opened or
    /// closed); `then` runs once they are shown.
    func refresh(then done: (@MainActor () -> Void)? = nil) {
        reads += 1
        let read = reads
        let store = store
        queue.async {
            let result = Result { try store.batches.current().map { try store.batches.progress(of: $0) } }
            MainLoopDispatch.post { [weak self] in
                guard let self, read == self.reads else { return }
                if case let .success(progress) = result { self.show(progress) }
                done?()
            }
        }
    }

    private func show(_ progress: BatchProgress?) {
        self.progress = progress
        widget.isVisible = progress != nil
        guard let progress else { return }
        // Translators: the open batch's name in the bar above Save; %@ is the name the operator gave it.
        nameLabel.text = LocalizedFormat.fill(tr("Batch %@"), progress.batch.name)
        figuresLabel.text = figures(of: progress).joined(separator: " · ")
        widget.setAccessibleLabel(spokenSummary ?? "")
    }

    /// What a screen reader says on request (Ctrl+T): the name, count, totals and differences.
    var spokenSummary: String? {
        progress.map { ([nameLabel.text] + figures(of: $0)).joined(separator: "; ") }
    }

    /// The count, then each currency's totals and difference, then "balances" when it does.
    func figures(of progress: BatchProgress) -> [String] {
        // Translators: in the batch bar; %1$@ entries keyed so far, %2$@ the number the batch must have.
        let count = LocalizedFormat.fill(
            trn("%1$@ of %2$@ entry", "%1$@ of %2$@ entries", progress.batch.expectedCount),
            formattedCount(progress.keyedCount),
            formattedCount(progress.batch.expectedCount))
        let totals = progress.currencies.map { currency in
            // Translators: in the batch bar; %1$@ the amounts keyed added up, %2$@ the expected total, %3$@ keyed minus expected.
            LocalizedFormat.fill(
                tr("%1$@ of %2$@, difference %3$@"),
                summary.amountText(progress.keyedTotal(in: currency), currency: currency),
                summary.amountText(progress.expectedTotal(in: currency), currency: currency),
                summary.amountText(progress.difference(in: currency), currency: currency))
        }
        // Translators: in the batch bar, once the count and every total agree with the expected ones.
        return [count] + totals + (progress.isBalanced ? [tr("balances")] : [])
    }
}
