import AddressSearch
import Localization

/// The address providers a person can choose, by the name the configuration file
/// (`[address] provider`), `--provider` and Preferences use: the one list of them, with each
/// one's title, whether it is remote and how it is made.
public enum AddressProviderName: String, CaseIterable, Sendable {
    /// The local address index (the bundled sample, or a file built with `entrydesk index build`).
    case local
    /// Smarty's US address service.
    case smarty
    /// Photon, over OpenStreetMap data.
    case photon

    /// Whether what a person types leaves the machine (a kiosk allows that only when told to).
    public var isRemote: Bool { self != .local }

    /// Its name in Preferences.
    public var title: String {
        switch self {
        case .local: tr("An address index file")
        // Translators: Smarty is the name of a US address service; keep it.
        case .smarty: tr("Smarty (address service)")
        // Translators: Photon is the name of an address service (OpenStreetMap data); keep it.
        case .photon: tr("Photon (address service)")
        }
    }

    /// The remote provider this names, from the keys and settings in `configuration`; nil for
    /// the local index, which the caller opens from its own index path.
    public func remoteProvider(_ configuration: @autoclosure () throws -> ProviderConfiguration) throws -> (any AddressProvider)? {
        switch self {
        case .local: nil
        case .smarty: try configuration().smarty()
        case .photon: try configuration().photon()
        }
    }
}
