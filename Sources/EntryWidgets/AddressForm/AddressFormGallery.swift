import AddressKit
import AddressSearch
import GtkKit

/// AddressForm in each of its states, for `entrydesk gallery` and the visual checks: empty,
/// filled, errors, autocomplete, drill-down, compound, country-jp, country-br, country-gb.
///
/// The addresses are public landmarks; suggestions come from the sample index in `data/`.
public enum AddressFormGallery {
    /// The width the pictures are taken at.
    public static let width = 520

    /// The states, in gallery order.
    public static func cases() -> [GalleryCase] {
        [
            GalleryCase(component: "address-form", state: "empty") {
                still(AddressForm(configuration: titled(), suggestions: suggestionConfiguration()))
            },
            GalleryCase(component: "address-form", state: "filled") {
                still(AddressForm(configuration: titled(), address: mountainView))
            },
            GalleryCase(component: "address-form", state: "errors") {
                var address = mountainView
                address.city = ""
                address.postalCode = "10001"
                let form = AddressForm(configuration: titled(), address: address)
                // What the person sees after pressing Enter on an incomplete form.
                return GallerySample(
                    widget: form.widget, owner: form, takesFocus: true,
                    settle: {
                        form.clearSelections(); form.submit()
                    }, isReady: { form.input(for: .city).isFocused })
            },
            GalleryCase(component: "address-form", state: "autocomplete") { searching(drillDown: false) },
            GalleryCase(component: "address-form", state: "drill-down") { searching(drillDown: true) },
            GalleryCase(component: "address-form", state: "compound") {
                var strings = AddressFormStrings(formTitle: "Delivery address")  // i18n: not shown (sample data)
                strings.titles = [
                    .line1: "Street address", .line2: "Apartment or suite", .city: "Town/City",  // i18n: not shown (sample data)
                    // i18n: not shown (sample data)
                    .extra1: "Delivery instructions"
                ]
                strings.subdivisionPlaceholder = "Select a state"  // i18n: not shown (sample data)
                let configuration = AddressFormConfiguration(
                    strings: strings,
                    visibleFields: [.line1, .line2, .city, .compound(.subdivision, .zip), .extra1],
                    layoutMode: .configured, showsCountrySelector: false)
                let form = AddressForm(configuration: configuration, address: mountainView)
                var values = form.values
                values.extra1 = "Leave at the front desk"  // i18n: not shown (sample data)
                form.setValues(values)
                return still(form)
            },
            GalleryCase(component: "address-form", state: "country-jp") {
                let address = Address(
                    countryCode: "JP", countryArea: "東京都", postalCode: "100-8111",
                    streetLines: ["千代田区千代田1-1"])
                return still(AddressForm(configuration: titled(), address: address))
            },
            GalleryCase(component: "address-form", state: "country-br") {
                // Brazil's format has a neighbourhood (bairro) line of its own.
                let address = Address(
                    countryCode: "BR", countryArea: "SP", city: "São Paulo", cityArea: "Bela Vista",  // i18n: not shown (sample data)
                    postalCode: "01310-200", streetLines: ["Av. Paulista, 1578"])  // i18n: not shown (sample data)
                return still(AddressForm(configuration: titled(), address: address))
            },
            GalleryCase(component: "address-form", state: "country-gb") {
                let address = Address(
                    countryCode: "GB", city: "LONDON", postalCode: "SW1A 2AA",
                    streetLines: ["10 Downing Street"])  // i18n: not shown (sample data)
                return still(AddressForm(configuration: titled(), address: address))
            }
        ]
    }

    private static let mountainView = Address(
        countryCode: "US", countryArea: "CA", city: "Mountain View",  // i18n: not shown (sample data)
        postalCode: "94043", streetLines: ["1600 Amphitheatre Pkwy"])  // i18n: not shown (sample data)

    private static func titled() -> AddressFormConfiguration {
        AddressFormConfiguration(strings: AddressFormStrings(formTitle: "Delivery address"))  // i18n: not shown (sample data)
    }

    private static func suggestionConfiguration() -> AddressSuggestionConfiguration? {
        guard let index = try? LocalAddressIndex.bundledSample() else { return nil }
        return AddressSuggestionConfiguration(provider: index)
    }

    /// A sample without focus (GTK focuses the first field of a new window: cleared).
    @MainActor
    private static func still(_ form: AddressForm) -> GallerySample {
        GallerySample(widget: form.widget, owner: form, settle: { form.clearSelections() })
    }

    /// The search typed into and its suggestions shown; with `drillDown`, the building with
    /// suites opened in the same list.
    @MainActor
    private static func searching(drillDown: Bool) -> GallerySample {
        let form = AddressForm(configuration: titled(), suggestions: suggestionConfiguration())
        let search = form.searchController
        var drilled = false
        return GallerySample(
            widget: form.widget, owner: form, takesFocus: true,
            settle: {
                form.clearSelections()
                form.searchField?.focus()
                form.searchField?.text = "1600 amph"
            },
            isReady: {
                guard let search, search.suggestions.isOpen, search.statusText == nil else { return false }
                guard drillDown else { return search.suggestions.activeIndex == nil ? search.highlightFirst() : true }
                if !drilled,
                    let group = search.rows.firstIndex(where: { if case .suggestion(let item) = $0 { item.isExpandable } else { false } })
                {
                    drilled = true
                    search.pick(group)
                    return false
                }
                return search.drilledInto != nil && search.rows.count > 2
            })
    }
}
