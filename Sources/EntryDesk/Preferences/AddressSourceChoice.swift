import EntrySettings
import Localization

/// Where address suggestions come from, as the Preferences window offers it and as
/// `[address] provider` and `index` say it: the local index as the bundled sample or a file of
/// the person's own, then each remote service of the provider list.
enum AddressSourceChoice: Equatable {
    case bundledSample, indexFile
    case service(AddressProviderName)

    /// The choices, in the order of the window's list.
    static let allCases: [AddressSourceChoice] =
        [.bundledSample, .indexFile] + AddressProviderName.allCases.filter(\.isRemote).map(Self.service)

    /// The choice the configuration's provider and index name.
    init(provider: String, indexPath: String?) {
        switch AddressProviderName(rawValue: provider) {
        case let name? where name.isRemote: self = .service(name)
        default: self = indexPath == nil ? .bundledSample : .indexFile
        }
    }

    /// `[address] provider`.
    var provider: String {
        switch self {
        case .bundledSample, .indexFile: AddressProviderName.local.rawValue
        case .service(let name): name.rawValue
        }
    }

    /// The settings to write for this choice (`index` is removed for the sample, kept as it
    /// is for a service: the person may come back to their file).
    func changes(indexPath: String?) -> [ConfigurationUpdate.Change] {
        var changes = [ConfigurationUpdate.Change(section: "address", key: "provider", value: provider)]
        switch self {
        case .bundledSample: changes.append(.init(section: "address", key: "index", value: nil))
        case .indexFile: changes.append(.init(section: "address", key: "index", value: indexPath))
        case .service: break
        }
        return changes
    }

    /// The words in the window.
    var title: String {
        switch self {
        case .bundledSample: tr("Bundled sample addresses")
        case .indexFile: AddressProviderName.local.title
        case .service(let name): name.title
        }
    }
}
