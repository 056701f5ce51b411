import AddressSearch
import Localization

/// Where address suggestions come from, as the Preferences window offers it and as
/// `[address] provider` and `index` say it.
enum AddressSourceChoice: CaseIterable, Equatable {
    case bundledSample, indexFile, smarty, photon

    /// The choice the configuration's provider and index name.
    init(provider: String, indexPath: String?) {
        switch AddressProviderName(rawValue: provider) {
        case .smarty: self = .smarty
        case .photon: self = .photon
        case .local, nil: self = indexPath == nil ? .bundledSample : .indexFile
        }
    }

    /// `[address] provider`.
    var provider: String {
        let name: AddressProviderName =
            switch self {
            case .bundledSample, .indexFile: .local
            case .smarty: .smarty
            case .photon: .photon
            }
        return name.rawValue
    }

    /// The settings to write for this choice (`index` is removed for the sample, kept as it
    /// is for a service: the person may come back to their file).
    func changes(indexPath: String?) -> [ConfigurationUpdate.Change] {
        var changes = [ConfigurationUpdate.Change(section: "address", key: "provider", value: provider)]
        switch self {
        case .bundledSample: changes.append(.init(section: "address", key: "index", value: nil))
        case .indexFile: changes.append(.init(section: "address", key: "index", value: indexPath))
        case .smarty, .photon: break
        }
        return changes
    }

    /// The words in the window.
    var title: String {
        switch self {
        case .bundledSample: tr("Bundled sample addresses")
        case .indexFile: tr("An address index file")
        // Translators: Smarty is the name of a US address service; keep it.
        case .smarty: tr("Smarty (address service)")
        // Translators: Photon is the name of an address service (OpenStreetMap data); keep it.
        case .photon: tr("Photon (address service)")
        }
    }
}
