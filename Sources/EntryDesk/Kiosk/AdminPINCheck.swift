import EntryDiagnostics
import EntrySettings
import Foundation
import Logging

/// Checks a PIN typed at the kiosk against the stored hash. With `AdminPIN.defaultIterations`
/// that takes a few tenths of a second, so the panel starts it off the main thread and gets the
/// answer on the main queue: the panel keeps drawing (and says it is checking) meanwhile.
///
/// A right PIN whose stored hash has fewer iterations than new ones get is hashed again, with
/// today's count and a fresh salt, and stored in the configuration file: files written before
/// keep working and are upgraded at the next right PIN. A wrong PIN never touches the file.
struct AdminPINCheck: Sendable {
    /// What checking one typed PIN found.
    enum Outcome: Equatable, Sendable {
        case wrong
        /// The PIN to check the next one against: the stored one, or its upgrade.
        case right(AdminPIN)
    }

    /// The configuration file holding the hash (nil: nothing is upgraded, as in the gallery).
    let configurationURL: URL?

    /// Checks `typed` against `stored` on a background queue, then calls `deliver` on the main
    /// queue with the outcome.
    func start(
        _ typed: String, against stored: AdminPIN,
        then deliver: @escaping @MainActor @Sendable (Outcome) -> Void
    ) {
        DispatchQueue.global(qos: .userInitiated).async {
            let outcome = check(typed, against: stored)
            DispatchQueue.main.async { deliver(outcome) }
        }
    }

    /// Checks `typed` against `stored` where it is called (slow: see the type's comment) and,
    /// when it is right and the hash is weaker than today's, upgrades the stored hash.
    func check(_ typed: String, against stored: AdminPIN) -> Outcome {
        guard stored.matches(typed) else { return .wrong }
        guard stored.isWeakerThanDefault, let configurationURL, Self.file(at: configurationURL, holds: stored),
            let upgraded = try? AdminPIN.make(pin: typed)
        else {
            return .right(stored)
        }
        do {
            try KioskPINSetup.store(upgraded, configurationURL: configurationURL)
        } catch {
            // The old hash still works: the next right PIN tries again. No PIN or hash in it.
            Diagnostics.logger.error("the admin PIN's hash could not be strengthened: \(error)")
            return .right(stored)
        }
        return .right(upgraded)
    }

    /// Whether the file still holds `pin`: a PIN set since the kiosk started (`entrydesk kiosk
    /// set-pin`) must not be replaced by the upgrade of the one it replaced.
    private static func file(at url: URL, holds pin: AdminPIN) -> Bool {
        (try? ConfigurationFile.load(from: url))?.value(Settings.adminPIN.key, in: Settings.adminPIN.section) == pin.storedForm
    }
}
