import AddressKit
import Localization

/// A field that can be kept from one entry to the next (`[entry] carry-over`), by its name in
/// the configuration file: the window's carry-over, the file's reader and Preferences' switches
/// all take their list from here.
public enum CarryOverField: String, CaseIterable, Sendable {
    case city, state, postcode, currency

    /// The address field it keeps; nil for the currency, which the amount holds.
    public var addressField: AddressField? {
        switch self {
        case .city: .city
        case .state: .subdivision
        case .postcode: .zip
        case .currency: nil
        }
    }

    /// Its name in Preferences.
    public var title: String {
        switch self {
        case .city: tr("City")
        case .state: tr("State or region")
        case .postcode: tr("Postcode")
        case .currency: tr("Currency")
        }
    }
}
