import EntryStore
import Foundation
import GtkKit
import Synchronization

/// One export from the window, written on a queue of its own: the window goes on while it
/// runs, hears how far it is (at most every `reportInterval`), and can cancel it (nothing is
/// then written: the exporter removes its temporary file).
@MainActor
final class BackgroundExport {
    private let store: EntryStore
    private let format: EntryFileFormat
    private let url: URL
    /// Only this batch's entries (nil: every entry).
    private let batch: Batch?
    private let gate = Gate()
    /// Called on the main thread with (written, total).
    var onProgress: (@MainActor (Int, Int) -> Void)?
    /// Called on the main thread once, when it ends: how many were written, or why not.
    var onFinished: (@MainActor (Result<Int, Error>) -> Void)?
    /// Progress reports come no more often than this (seconds): each one updates the banner.
    nonisolated private static let reportInterval: Double = 0.1

    /// The office's fields, in the form's order, before any other the entries hold.
    private let officeFields: [OfficeFieldColumn]

    init(store: EntryStore, format: EntryFileFormat, url: URL, batch: Batch? = nil, officeFields: [OfficeFieldColumn] = []) {
        self.officeFields = officeFields
        self.store = store
        self.format = format
        self.url = url
        self.batch = batch
    }

    func start() {
        let store = store, format = format, url = url, batch = batch, gate = gate, officeFields = officeFields
        // Held until the export ends: the window hears its end even if it let go of it.
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let outcome = Result<Int, Error> {
                try EntryExporter(store: store).export(format: format, batch: batch, officeFields: officeFields, to: url) {
                    written, total in
                    if gate.reportDue(final: written == total) {
                        MainLoopDispatch.post { self.onProgress?(written, total) }
                    }
                    return !gate.isCancelled
                }
            }
            MainLoopDispatch.post { self.onFinished?(outcome) }
        }
    }

    /// Asks the export to stop; it ends with `ExportError.cancelled` soon after.
    func cancel() { gate.cancel() }

    /// Shared by the window and the exporting thread: the Cancel request and when progress
    /// was last reported.
    private final class Gate: Sendable {
        private let state = Mutex<(cancelled: Bool, lastReport: Double)>((false, -.infinity))

        var isCancelled: Bool { state.withLock { $0.cancelled } }

        func cancel() { state.withLock { $0.cancelled = true } }

        /// Whether a report is due now (the first, then one per interval, and the last).
        func reportDue(final: Bool) -> Bool {
            let now = ProcessInfo.processInfo.systemUptime
            return state.withLock { state in
                guard final || now - state.lastReport >= BackgroundExport.reportInterval else { return false }
                state.lastReport = now
                return true
            }
        }
    }
}
