// i18n: file never shown (messages of `entrydesk kiosk set-pin`, on the terminal)
import Foundation

/// `entrydesk kiosk set-pin`: checks a new PIN typed twice and stores its salted hash.
public enum KioskPINSetup {
    /// Why the PIN was not stored.
    public enum Failure: Error, CustomStringConvertible {
        case pin(AdminPIN.Problem)
        case configuration(ConfigurationError)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .pin(let problem): problem.description
            case .configuration(let error): "The configuration file cannot be used: \(error)"
            case .cannotWrite(let path, let reason): "\(path): cannot be written: \(reason)"
            }
        }
    }

    /// Stores `pin` (equal to `confirmation`) in the configuration file at `url`; other settings stay.
    public static func setPIN(
        _ pin: String, confirmation: String, configurationURL url: URL,
        iterations: Int = AdminPIN.defaultIterations
    ) throws(Failure) {
        guard pin == confirmation else { throw .pin(.mismatch) }
        let hashed: AdminPIN
        do { hashed = try AdminPIN.make(pin: pin, iterations: iterations) } catch { throw .pin(error) }
        try store(hashed, configurationURL: url)
    }

    /// Writes `hashed` into the configuration file at `url` (mode 0600); other settings stay.
    /// Also how the kiosk stores a hash it strengthened (`AdminPINCheck`).
    public static func store(_ hashed: AdminPIN, configurationURL url: URL) throws(Failure) {
        var file: ConfigurationFile
        do {
            file = try ConfigurationFile.load(from: url)
        } catch let error as ConfigurationFile.SyntaxError {
            throw .configuration(.syntax(error.description))
        } catch {
            throw .configuration(.unreadable(path: url.path, reason: error.localizedDescription))
        }
        file.setValue(hashed.storedForm, for: Settings.adminPIN.key, in: Settings.adminPIN.section)
        do { try file.save(to: url) } catch { throw .cannotWrite(path: url.path, reason: error.localizedDescription) }
    }
}
