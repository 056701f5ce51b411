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
    init(provider: AddressProviderName, indexPath: String?) {
        self = provider.isRemote ? .service(provider) : indexPath == nil ? .bundledSample : .indexFile
    }

    /// `[address] provider`.
    var provider: AddressProviderName {
        switch self {
        case .bundledSample, .indexFile: .local
        case .service(let name): name
        }
    }

    /// The settings to write for this choice (`index` is removed for the sample, kept as it
    /// is for a service: the person may come back to their file).
    func changes(indexPath: String?) -> [ConfigurationUpdate.Change] {
        switch self {
        case .bundledSample: [Settings.provider.change(to: provider), Settings.index.change(to: nil)]
        case .indexFile: [Settings.provider.change(to: provider), Settings.index.change(to: indexPath)]
        case .service: [Settings.provider.change(to: provider)]
        }
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
