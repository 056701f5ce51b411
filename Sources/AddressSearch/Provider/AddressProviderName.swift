/// The address providers a person can choose, by the name the configuration file
/// (`[address] provider`), `--provider` and Preferences use: the one list of them.
public enum AddressProviderName: String, CaseIterable, Sendable {
    /// The local address index (the bundled sample, or a file built with `entrydesk index build`).
    case local
    /// Smarty's US address service.
    case smarty
    /// Photon, over OpenStreetMap data.
    case photon

    /// Whether what a person types leaves the machine (a kiosk allows that only when told to).
    public var isRemote: Bool { self != .local }

    /// The names, for a message that lists them ("local, smarty or photon").
    public static let spelledOut: String = {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()

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
