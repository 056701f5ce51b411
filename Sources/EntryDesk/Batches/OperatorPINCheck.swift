import EntrySettings
import EntryStore
import GtkKit

/// Whether a PIN is the operator's (`entrydesk operator set-pin`), answered on the main thread:
/// at sign-in, and when a supervisor lets a batch close without balancing.
typealias OperatorPINCheck = @MainActor (_ operator: OperatorStamp, _ pin: String, _ answer: @escaping @MainActor (Bool) -> Void) -> Void

extension StoreWriter {
    /// Checks against the PINs the desk keeps: PBKDF2 with 600,000 rounds takes a few tenths of
    /// a second, so on the writer's thread.
    var operatorPINCheck: OperatorPINCheck {
        { [self] who, pin, answer in
            write(
                { store -> Bool in
                    guard let stored = try store.operators.pin(of: who), let hash = AdminPIN(storedForm: stored) else {
                        // An ID with no PIN costs as long as a wrong PIN: the wait does not tell
                        // which IDs exist.
                        _ = AdminPIN.unknownOperator.matches(pin)
                        return false
                    }
                    return hash.matches(pin)
                }, then: { (result: Result<Bool, any Error>) in answer((try? result.get()) ?? false) })
        }
    }
}
