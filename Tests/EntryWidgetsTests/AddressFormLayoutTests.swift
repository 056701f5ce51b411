import AddressKit
@testable import EntryWidgets
import Testing

/// The form's rows, error fields and required fields for a configuration and a country, without
/// any widget (no display needed).
struct AddressFormLayoutTests {
    private func layout(
        _ configuration: AddressFormConfiguration = AddressFormConfiguration(), country: String?
    ) throws -> AddressFormLayout {
        AddressFormLayout(configuration: configuration, format: try country.map { try CountryFormat.load($0) })
    }

    @Test func theDefaultConfigurationFollowsTheCountryLayout() throws {
        #expect(try layout(country: "US").rows == [[.line1], [.line2], [.city, .subdivision, .zip]])
        #expect(try layout(country: "JP").rows == [[.zip], [.subdivision], [.line1], [.line2]])
        #expect(try layout(country: "US").fields == [.line1, .line2, .city, .subdivision, .zip])
    }

    @Test func configuredRowsKeepTheirOrderAndEachFieldOnce() throws {
        let configuration = AddressFormConfiguration(
            visibleFields: [.line1, .compound(.subdivision, .zip), .extra1, .city, .line2, .line1, .extra2, .extra3],
            layoutMode: .configured)
        #expect(
            try layout(configuration, country: "US").rows == [
                [.line1], [.subdivision, .zip], [.extra1], [.city], [.line2], [.extra2], [.extra3]
            ])
        // The United Kingdom has no subdivision: the compound keeps only the postal code.
        #expect(try layout(configuration, country: "GB").rows == [[.line1], [.zip], [.extra1], [.city], [.line2], [.extra2], [.extra3]])
    }

    @Test func theCountryLayoutShowsOnlyConfiguredFieldsThenTheExtras() throws {
        let configuration = AddressFormConfiguration(visibleFields: [.extra1, .zip, .line1, .city], layoutMode: .country)
        #expect(try layout(configuration, country: "US").rows == [[.line1], [.city, .zip], [.extra1]])
    }

    @Test func anUnknownCountryGetsTheDefaultRowsAndNothingRequired() throws {
        let unknown = try layout(country: nil)
        #expect(unknown.rows == [AddressField.defaultVisible])
        #expect(!AddressField.allCases.contains { unknown.isRequired($0) })
    }

    @Test func lineOneCarriesTheStreetAddressAndItsRequiredMark() throws {
        let us = try layout(country: "US")
        #expect(us.field(for: .streetAddress) == .line1)
        #expect(us.field(for: .countryArea) == .subdivision)
        #expect(us.field(for: .countryCode) == nil)
        #expect(us.fields.filter { us.isRequired($0) } == [.line1, .city, .subdivision, .zip])
        let gb = try layout(country: "GB")
        #expect(gb.fields.filter { gb.isRequired($0) } == [.line1, .city, .zip])
    }

    @Test func lineTwoAloneCarriesTheStreetAddress() throws {
        let configuration = AddressFormConfiguration(visibleFields: [.line2, .city], layoutMode: .configured)
        let lineTwoOnly = try layout(configuration, country: "US")
        #expect(lineTwoOnly.field(for: .streetAddress) == .line2)
        #expect(lineTwoOnly.isRequired(.line2))
        #expect(lineTwoOnly.field(for: .postalCode) == nil, "no field shown carries the postal code")
    }
}
