import EntryStore
import Foundation
import GtkKit
import Localization

/// The desk's operator: signing in, the keystrokes counted for their statistics, the second
/// keying of a batch, and an opened entry's history.
extension MainWindow {
    /// `[desk] sign-in`: asks the operator's ID (and with `asksPIN` their PIN) over the window;
    /// the entries saved then say who keyed them. Quitting there closes the desk.
    func askOperatorToSignIn(asksPIN: Bool = false) {
        // A supervisor's override of an unbalanced batch then asks the supervisor's PIN too.
        operatorPINCheck = asksPIN ? actions.writer.operatorPINCheck : nil
        presentSignIn(title: tr("Sign in"), leaveLabel: tr("_Quit"), leave: { [weak self] in self?.requestClose() }, then: {})
    }

    /// The sign-in question; `then` runs once the operator is signed in, `leave` when they
    /// leave it unanswered.
    private func presentSignIn(
        title: String, leaveLabel: String, leave: @escaping @MainActor () -> Void,
        then: @escaping @MainActor () -> Void
    ) {
        let dialog = OperatorSignInDialog(
            parent: window, title: title, checkingPIN: operatorPINCheck,
            signedIn: { [weak self] stamp in
                guard let self else { return }
                self.signIn = nil
                self.actions.operatorStamp = stamp
                // Translators: %@ is the operator ID typed at sign-in.
                self.banner.show(LocalizedFormat.fill(tr("Signed in as %@."), stamp.id), kind: .success, autoHideAfter: 4000)
                then()
            }, leaveLabel: leaveLabel,
            leave: { [weak self] in
                self?.signIn = nil
                leave()
            })
        // Nothing is keyed before the sign-in (and a second keying moves on by itself): the keys
        // typed after it go to the form's first field, not to what GTK focused first in the
        // window under it (a button, at start).
        dialog.focusAfterClose = { [weak self] in
            self?.screen.focusFirstField()
            return self != nil
        }
        signIn = dialog
        dialog.present()
    }

    /// Counts the operator's keystrokes from now on, for their statistics; a gap of
    /// `pauseSeconds` between two keys is a pause (`[statistics] pause-seconds`).
    func countKeystrokes(pauseSeconds: Int) {
        keystrokes = KeystrokeCounter(window: window, pauseSeconds: Double(pauseSeconds))
    }

    /// Hands the keystrokes counted since the last time to the store, for the operator signed in
    /// (in the batch being verified, if any).
    func recordKeystrokes() {
        keystrokes?.flush(for: actions.operatorStamp, in: batches.verification?.batch, through: actions.writer)
    }

    /// Ctrl+B: a new batch, opened by the operator signed in.
    func openBatch() {
        batches.showOpenDialog(by: actions.operatorStamp, form: screen.form)
    }

    /// Ctrl+Shift+B: closes the open batch; one that does not balance, by a supervisor's override.
    func closeBatch() {
        batches.closeOpenBatch(signedIn: actions.operatorStamp, checkingPIN: operatorPINCheck)
    }

    /// Ctrl+Shift+L: every batch; a batch's Export… asks its file over the desk.
    func showBatches() {
        batches.showBatchList { [weak self] batch in self?.exportEntries(of: batch) }
    }

    /// Ctrl+Shift+V: the second keying of a closed batch, by the operator signed in. A desk
    /// without sign-in asks who verifies first: the mismatches are charged against the first
    /// keying, and who keyed a batch does not verify it.
    func verifyBatch() {
        guard actions.operatorStamp.id.isEmpty else {
            return batches.verifyWaitingBatch(in: screen, summary: entries.summary, by: actions.operatorStamp)
        }
        guard signIn == nil else { return }
        // Who verifies is asked only once there is a batch to verify, and the question names it.
        batches.readWaitingBatch { [weak self] batch, _ in
            guard let self, self.signIn == nil, self.actions.operatorStamp.id.isEmpty else { return }
            // Translators: the title of the sign-in asked before a second keying; %@ is the batch's name.
            self.presentSignIn(
                title: LocalizedFormat.fill(tr("Sign in to verify batch %@"), batch.name), leaveLabel: tr("_Cancel"),
                leave: {}, then: { [weak self] in self?.verifyBatch() })
        }
    }

    /// The entry's history under the form's title, read off the main thread.
    func showHistory(of entry: SavedEntry) {
        actions.writer.write(
            { store in try store.history(of: entry.id) },
            then: { [weak self] result in
                guard let self, self.screen.editing?.id == entry.id, case let .success(events) = result else { return }
                self.screen.showHistory(EntryHistoryText.line(events, form: self.screen.form))
            })
    }

    /// Ctrl+Shift+O: the operators' statistics, read off the main thread, with the keys typed
    /// up to now (the writer's order: recorded before they are read).
    func showStatistics() {
        recordKeystrokes()
        let statistics = StatisticsWindow(parent: window)
        self.statistics = statistics
        actions.writer.write(
            { store in try store.operators.statistics() },
            then: { [weak statistics, weak self] result in
                switch result {
                case let .success(figures):
                    statistics?.show(figures)
                    statistics?.present()
                case let .failure(error):
                    self?.banner.show(LocalizedFormat.fill(tr("The statistics cannot be read: %@"), "\(error)"), kind: .error)
                }
            })
    }
}
