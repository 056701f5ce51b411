import EntrySettings
import EntryStore
import Foundation
import GtkKit
import Localization

/// Export… (Ctrl+E, and a batch's Export… in the batches window): a file chosen, then written
/// in the background (`BackgroundExport`) while the banner says how far it is.
extension MainWindow {
    /// Asks where to write the entries (of `batch` only, when one is given) and writes them.
    func exportEntries(of batch: Batch? = nil) {
        let chooser = FileChooser(title: tr("Export entries"), mode: .save, acceptLabel: tr("_Export"), parent: window)
        chooser.setSuggestedName(Self.exportFileName(on: Date(), batch: batch?.name))
        chooser.show { [weak self] path in
            guard let self, let path else { return }
            let url = URL(fileURLWithPath: path)
            guard let format = EntryFileFormat(exportFileExtensionOf: url) else {
                // Translators: %@ is the file name the person chose.
                self.banner.show(
                    LocalizedFormat.fill(
                        tr("Nothing was exported: end the file name with .csv (for spreadsheets) or .jsonl (JSON Lines), not “%@”."),
                        url.lastPathComponent), kind: .error)
                return
            }
            self.export(format: format, to: url, batch: batch)
        }
        exportChooser = chooser
    }

    /// Writes the export on a thread of its own, the banner showing how far it is with a
    /// Cancel button: a large export used to hold the window for seconds with no word.
    private func export(format: EntryFileFormat, to url: URL, batch: Batch? = nil) {
        runningExport?.cancel()
        let export = BackgroundExport(store: store, format: format, url: url, batch: batch, officeFields: screen.form.exportColumns())
        runningExport = export
        export.onProgress = { [weak self] written, total in
            // Translators: %1$@ is the file name, %2$@ how many entries are written, %3$@ of how many.
            let text = LocalizedFormat.fill(
                tr("Exporting the entries to %1$@: %2$@ of %3$@…"), url.lastPathComponent,
                formattedCount(written), formattedCount(total))
            self?.banner.show(
                text, kind: .warning,
                action: (label: tr("_Cancel"), run: { [weak export] in export?.cancel() }))
        }
        export.onFinished = { [weak self] result in
            guard let self else { return }
            if self.runningExport === export { self.runningExport = nil }
            switch result {
            case .success:
                self.banner.show(
                    LocalizedFormat.fill(tr("Exported the entries to %@."), url.lastPathComponent), kind: .success, autoHideAfter: 6000)
            case .failure(ExportError.cancelled):
                self.banner.show(tr("The export was cancelled; nothing was written."), kind: .warning, autoHideAfter: 6000)
            case let .failure(error):
                self.banner.show(LocalizedFormat.fill(tr("The export failed: %@"), "\(error)"), kind: .error)
            }
        }
        export.start()
    }

    /// "entries-2026-11-26.csv" ("Slips 27 A-2026-11-26.csv" for a batch's) in every language:
    /// a file name is for programs too, so its date is ISO 8601 in the Gregorian calendar with
    /// ASCII digits, never the locale's (a Thai locale counts years from 543 BC, an Arabic one
    /// writes other digits). A slash or a leading dot of the batch's name becomes a hyphen.
    static func exportFileName(on date: Date, batch: String? = nil, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        var stem = "entries"
        if let batch {
            stem = String(batch.map { $0 == "/" || $0 == "\\" || $0.isNewline ? "-" : $0 })
            if stem.hasPrefix(".") { stem = "-" + stem.dropFirst() }
        }
        return stem + "-" + formatter.string(from: date) + ".csv"
    }
}
