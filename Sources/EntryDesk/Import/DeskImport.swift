import EntryForm
import EntrySettings
import EntryStore
import EntryWidgets
import Foundation
import GtkKit
import Localization

/// Import… in the desk window (the main menu, Ctrl+I): a file chooser, then for a CSV file the
/// column dialog (`ImportMappingDialog`), then the import on a thread of its own, as
/// `entrydesk import` does it (every row checked, the valid ones imported all at once; the
/// saved-entries list shows them by itself). The window goes on meanwhile; the banner says
/// how it ended, with the first rows that were not imported and why.
@MainActor
final class DeskImport {
    private let parent: Window
    private let store: EntryStore
    private let banner: Banner
    private let allowsNegative: Bool
    /// The country and currency of imported rows that name none (the desk's: a domestic list
    /// is in them), chosen again in the column dialog; and the currencies offered there.
    private let country: String
    private let currency: String
    private let currencyCodes: [String]
    private var chooser: FileChooser?
    private var dialog: ImportMappingDialog?
    private var isRunning = false
    /// Entries were imported: the saved entries show them all (no search left hiding them).
    var onImported: (@MainActor () -> Void)?

    /// The form in force: columns named by its own fields' keys (or, in the dialog, chosen)
    /// import into them, and their values keep its rules.
    private let form: FormDefinition

    init(
        parent: Window, store: EntryStore, banner: Banner, allowsNegative: Bool, currencyCodes: [String],
        form: FormDefinition = BuiltInForm.definition, country: String, currency: String
    ) {
        self.country = country
        self.form = form
        self.currencyCodes = currencyCodes
        self.parent = parent
        self.store = store
        self.banner = banner
        self.allowsNegative = allowsNegative
        self.currency = currency
    }

    func chooseFile() {
        guard !isRunning else {
            banner.show(tr("An import is under way; start the next one when it is done."), kind: .warning, autoHideAfter: 4000)
            return
        }
        let chooser = FileChooser(title: tr("Import entries"), mode: .open, acceptLabel: tr("_Open"), parent: parent)
        chooser.show { [weak self] path in
            guard let self, let path else { return }
            self.opened(URL(fileURLWithPath: path))
        }
        self.chooser = chooser
    }

    /// A CSV file is previewed (off the main thread: the whole file is read) for the dialog;
    /// JSON Lines, whose keys are the fields' own names, is imported at once.
    private func opened(_ url: URL) {
        let format = EntryFileFormat(fileExtensionOf: url)
        guard format != .jsonl else { return run(url, mapping: nil) }
        isRunning = true
        DispatchQueue.global(qos: .userInitiated).async {
            let preview = Result { try ImportPreview.read(url) }
            MainLoopDispatch.post { [weak self] in
                guard let self else { return }
                self.isRunning = false
                switch preview {
                case let .success(preview): self.ask(url, preview)
                case let .failure(error): self.failed(error)
                }
            }
        }
    }

    private func ask(_ url: URL, _ preview: ImportPreview) {
        let dialog = ImportMappingDialog(
            parent: parent, fileName: url.lastPathComponent, preview: preview,
            currencyCodes: currencyCodes, defaultCurrency: currency, defaultCountry: country,
            officeFields: form.exportColumns())
        dialog.onFinished = { [weak self] mapping in
            guard let self else { return }
            self.dialog = nil
            if let mapping { self.run(url, mapping: mapping) }
        }
        self.dialog = dialog
        dialog.present()
    }

    private func run(_ url: URL, mapping: ImportColumnMapping?) {
        isRunning = true
        // Translators: %@ is the imported file's name.
        banner.show(LocalizedFormat.fill(tr("Importing “%@”…"), url.lastPathComponent), kind: .warning)
        let importer = EntryImporter(
            store: store, validator: ImportValidation.makeValidator(allowsNegative: allowsNegative, form: form),
            locale: UserLocale.current, defaultCountry: country, defaultCurrency: currency)
        let officeKeys = form.officeKeys
        DispatchQueue.global(qos: .userInitiated).async {
            let outcome = Result { try importer.importFile(at: url, mapping: mapping, officeKeys: officeKeys) }
            MainLoopDispatch.post { [weak self] in
                guard let self else { return }
                self.isRunning = false
                switch outcome {
                case let .success(report): self.finished(report, from: url)
                case let .failure(error): self.failed(error)
                }
            }
        }
    }

    private func finished(_ report: ImportReport, from url: URL) {
        if report.inserted > 0 { onImported?() }
        // Translators: %1$@ is how many entries, %2$@ the file's name.
        var text = LocalizedFormat.fill(
            trn("Imported %1$@ entry from “%2$@”.", "Imported %1$@ entries from “%2$@”.", report.inserted),
            formattedCount(report.inserted), url.lastPathComponent)
        guard !report.rejected.isEmpty || !report.misfits.isEmpty else {
            banner.show(text, kind: .success, autoHideAfter: 6000)
            return
        }
        if !report.rejected.isEmpty {
            // Translators: %@ is how many rows of the file were not imported; their reasons follow.
            text +=
                " "
                + LocalizedFormat.fill(
                    trn("%@ row was not imported:", "%@ rows were not imported:", report.rejected.count),
                    formattedCount(report.rejected.count))
            text += Self.firstLines(report.problemLines(path: url.lastPathComponent))
        }
        if !report.misfits.isEmpty {
            // Translators: %@ is how many rows without a country fit another country better than the one they were taken to be in (the desk's, or the one chosen); the rows follow.
            text +=
                "\n"
                + LocalizedFormat.fill(
                    trn("%@ row may be in another country:", "%@ rows may be in another country:", report.misfits.count),
                    formattedCount(report.misfits.count))
            text += Self.firstLines(report.misfitLines(path: url.lastPathComponent))
        }
        banner.show(text, kind: .warning)
    }

    /// The first of `lines` a banner has room for, each on a line of its own, and how many more.
    private static func firstLines(_ lines: [String]) -> String {
        let shown = 3
        var text = "\n" + lines.prefix(shown).joined(separator: "\n")
        if lines.count > shown {
            // Translators: %@ is how many more problems there are than the banner shows.
            text += "\n" + LocalizedFormat.fill(tr("… and %@ more (entrydesk import lists them all)."), formattedCount(lines.count - shown))
        }
        return text
    }

    private func failed(_ error: any Error) {
        // Translators: %@ says why, naming the file and the line ("f.csv:1: unknown column …").
        banner.show(LocalizedFormat.fill(tr("Nothing was imported: %@"), "\(error)"), kind: .error)
    }
}
