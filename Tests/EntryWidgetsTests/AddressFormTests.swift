import AddressKit
import AddressSearch
import Foundation
import GtkKit
import GtkTestSupport
import XCTest
@testable import EntryWidgets
import TestSupport

/// AddressForm in a real window under Xvfb: layouts per country and configuration, values kept
/// across countries, pickers, validation, the autocomplete's picks, errors and modes.
@MainActor
final class AddressFormTests: XCTestCase {
    private let screen = TestWindow()

    override func setUp() async throws { try GtkTestEnvironment.start() }

    override func tearDown() async throws { screen.close() }

    private func quickSearch(_ provider: any AddressProvider) -> AddressSuggestionConfiguration {
        AddressSuggestionConfiguration(provider: provider, debounceMilliseconds: 0)
    }

    // MARK: Layout

    func testTheDefaultFormFollowsTheUSLayoutWithFiveFieldsAndExtrasHidden() async throws {
        let form = AddressForm()
        XCTAssertEqual(form.countryCode, "US")
        XCTAssertEqual(form.displayedRows, [[.line1], [.line2], [.city, .subdivision, .zip]])
        XCTAssertTrue(form.widget.hasCSSClass("address-form"))
        XCTAssertEqual(form.input(for: .subdivision).labelPrimaryText, "State")
        XCTAssertEqual(form.input(for: .zip).labelPrimaryText, "ZIP code")
        XCTAssertEqual(form.input(for: .city).labelPrimaryText, "City")
        XCTAssertEqual(form.input(for: .zip).placeholder, "95014", "the country's example code")
        XCTAssertTrue(form.input(for: .subdivision) === form.subdivisionPicker.input, "the US has states: a picker")
        XCTAssertEqual(form.widget.accessibleRole, .form)
    }

    func testConfiguredRowsKeepTheirOrderCompoundsAndUpToEightFields() async throws {
        var strings = AddressFormStrings()
        strings.titles = [.line1: "Street address", .extra1: "Floor"]
        let configuration = AddressFormConfiguration(
            strings: strings,
            visibleFields: [.line1, .compound(.subdivision, .zip), .extra1, .city, .line2, .line1, .extra2, .extra3],
            layoutMode: .configured)
        let form = AddressForm(configuration: configuration)
        XCTAssertEqual(form.displayedRows, [[.line1], [.subdivision, .zip], [.extra1], [.city], [.line2], [.extra2], [.extra3]])
        XCTAssertEqual(form.displayedFields.count, 8, "each field once, eight at most")
        XCTAssertEqual(form.input(for: .line1).labelPrimaryText, "Street address")
        XCTAssertEqual(form.input(for: .extra1).labelPrimaryText, "Floor")
        XCTAssertEqual(form.input(for: .extra2).labelPrimaryText, "Extra 2")

        // The United Kingdom has no subdivision: the compound keeps only the postal code.
        form.setCountry("GB")
        XCTAssertEqual(form.displayedRows, [[.line1], [.zip], [.extra1], [.city], [.line2], [.extra2], [.extra3]])
        XCTAssertEqual(form.input(for: .city).labelPrimaryText, "Post town")
    }

    func testCountryLayoutShowsOnlyConfiguredFieldsAndAppendsExtras() async throws {
        let configuration = AddressFormConfiguration(visibleFields: [.extra1, .zip, .line1, .city], layoutMode: .country)
        let form = AddressForm(configuration: configuration)
        XCTAssertEqual(form.displayedRows, [[.line1], [.city, .zip], [.extra1]])
    }

    func testFieldsGivenWithoutALayoutModeKeepTheirOrderAsTheDesignSays() async throws {
        // The design's own example: line 1, line 2, city, then state and ZIP in one row.
        let form = AddressForm(
            configuration: AddressFormConfiguration(
                visibleFields: [.line1, .line2, .city, .compound(.subdivision, .zip), .extra1, .extra2, .extra3]))
        XCTAssertEqual(form.configuration.layoutMode, .configured)
        XCTAssertEqual(form.displayedRows, [[.line1], [.line2], [.city], [.subdivision, .zip], [.extra1], [.extra2], [.extra3]])
        XCTAssertEqual(AddressForm().configuration.layoutMode, .country, "no fields given: the country's layout")
    }

    // MARK: Country

    func testSwitchingUSToJapanLaysOutPostalCodeThenPrefectureAndKeepsTypedValues() async throws {
        let form = AddressForm()
        await screen.show(form)
        form.input(for: .line1).text = "1-1 Chiyoda"
        form.input(for: .zip).text = "100-8111"
        form.input(for: .city).text = "Chiyoda-ku"
        form.subdivisionPicker.setValue("CA")
        XCTAssertEqual(form.input(for: .subdivision).text, "California")
        XCTAssertEqual(form.value(of: .subdivision), "CA")

        XCTAssertTrue(form.setCountry("JP"))
        XCTAssertEqual(form.displayedRows, [[.zip], [.subdivision], [.line1], [.line2]])
        XCTAssertEqual(form.input(for: .zip).labelPrimaryText, "Postal code")
        XCTAssertEqual(form.input(for: .subdivision).labelPrimaryText, "Prefecture")
        XCTAssertEqual(form.value(of: .line1), "1-1 Chiyoda")
        XCTAssertEqual(form.value(of: .zip), "100-8111")
        XCTAssertEqual(form.input(for: .subdivision).text, "California", "typed text is never lost")
        XCTAssertEqual(form.address.city, "", "Japan's layout has no city field")
        XCTAssertTrue(form.subdivisionPicker.options.contains { $0.key == "東京都" && $0.latinName == "Tokyo" })

        form.subdivisionPicker.setValue("Tokyo")
        XCTAssertEqual(form.value(of: .subdivision), "東京都")
        XCTAssertTrue(form.isValid, "\(String(describing: form.validation()?.messages))")

        // Back to the US: the city typed before returns; the prefecture names no state.
        form.setCountry("US")
        XCTAssertEqual(form.value(of: .city), "Chiyoda-ku")
        XCTAssertEqual(form.displayedRows, [[.line1], [.line2], [.city, .subdivision, .zip]])
        XCTAssertFalse(form.setCountry("XX"), "an unknown country is refused")
        XCTAssertEqual(form.countryCode, "US")
    }

    func testAWholePostalCodeTypedFirstBringsThePrefectureAndAnOpenedEntryKeepsItsOwn() async throws {
        let form = AddressForm()
        await screen.show(form)
        XCTAssertTrue(form.setCountry("JP"))
        form.input(for: .zip).text = "530-000"
        XCTAssertEqual(form.value(of: .subdivision), "", "a part of a postcode names nothing")
        form.input(for: .zip).text = "530-0005"
        XCTAssertEqual(form.value(of: .subdivision), "大阪府")
        XCTAssertEqual(form.input(for: .subdivision).text, "大阪府")

        // A prefecture chosen is never replaced.
        form.subdivisionPicker.setValue("Tokyo")
        form.input(for: .zip).text = "530-0006"
        XCTAssertEqual(form.value(of: .subdivision), "東京都")

        // Values the app sets (an entry opened, a draft restored) keep what they bring.
        var values = AddressFieldValues()
        values[.zip] = "530-0005"
        form.setValues(values)
        XCTAssertEqual(form.value(of: .subdivision), "")
    }

    func testGivenSubdivisionsReplaceTheDataForTheConfiguredCountry() async throws {
        let states = [AddressFormSubdivision(code: "AK", name: "Alaska"), AddressFormSubdivision(code: "CA", name: "California")]
        let form = AddressForm(configuration: AddressFormConfiguration(availableSubdivisions: states))
        XCTAssertEqual(form.subdivisionPicker.options.map(\.key), ["AK", "CA"])
        form.setCountry("CA")
        XCTAssertTrue(form.subdivisionPicker.options.contains { $0.key == "ON" }, "Canada's provinces come from the data")
    }

    func testSubdivisionMatcherFindsByCodeNameAndLatinName() async throws {
        let form = AddressForm()
        let matcher = ChoiceMatcher(options: form.subdivisionPicker.options)
        XCTAssertEqual(matcher.matches("ca").first.map { matcher.options[$0].key }, "CA")
        XCTAssertEqual(matcher.matches("calif").first.map { matcher.options[$0].key }, "CA")
        XCTAssertEqual(matcher.matches("york").first.map { matcher.options[$0].key }, "NY")
        form.setCountry("JP")
        let japan = ChoiceMatcher(options: form.subdivisionPicker.options)
        XCTAssertEqual(japan.matches("tokyo").first.map { japan.options[$0].key }, "東京都")
        XCTAssertEqual(japan.matches("東京").first.map { japan.options[$0].key }, "東京都")
        XCTAssertEqual(japan.exactMatch("Tokyo").map { japan.options[$0].key }, "東京都")
        XCTAssertEqual(japan.matches("zzzz"), [])
    }

    // MARK: Validation

    func testValidationOnFocusOutAndSubmitWithThePostalCodeMismatchMessage() async throws {
        let form = AddressForm()
        var states: [AddressFormState] = []
        form.onChange { states.append($0) }
        await screen.show(form)
        form.input(for: .line1).text = "1600 Amphitheatre Pkwy"
        form.input(for: .city).text = "Mountain View"
        form.subdivisionPicker.setValue("CA")
        form.input(for: .zip).focus()
        form.input(for: .zip).text = "10001"
        form.input(for: .line1).focus()
        await GtkTestEnvironment.waitUntil("the postal code's error on focus-out") { form.input(for: .zip).errorText != nil }
        XCTAssertEqual(form.input(for: .zip).errorText, "ZIP code 10001 is not in California; codes there look like 90000")
        XCTAssertTrue(form.input(for: .zip).widget.hasCSSClass("error"))
        XCTAssertFalse(form.isValid)
        XCTAssertEqual(states.last?.isValid, false)
        XCTAssertEqual(states.last?.address.postalCode, "10001")

        XCTAssertFalse(form.submit())
        await GtkTestEnvironment.waitUntil("focus on the invalid postal code") { form.input(for: .zip).isFocused }

        // Picking New York makes 10001 right; the error goes away with it.
        form.subdivisionPicker.setValue("NY")
        XCTAssertNil(form.input(for: .zip).errorText)
        XCTAssertTrue(form.isValid)
        XCTAssertEqual(states.last?.isValid, true)
        XCTAssertEqual(states.last?.address.countryArea, "NY")

        var submitted: AddressFormState?
        form.onSubmit = { submitted = $0 }
        XCTAssertTrue(form.submit())
        XCTAssertEqual(submitted?.address.postalCode, "10001")
    }

    /// An amount keyed into City ("50.00") is no city: Submit refuses it in plain words.
    func testACityWithoutALetterIsRefused() async throws {
        let form = AddressForm()
        await screen.show(form)
        form.setAddress(
            Address(
                countryCode: "US", countryArea: "CA", city: "50.00", postalCode: "94043",
                streetLines: ["1600 Amphitheatre Pkwy"]))
        XCTAssertFalse(form.submit())
        XCTAssertEqual(form.input(for: .city).errorText, "City “50.00” has no letters; type the name of the city or town")
        form.input(for: .city).text = "Mountain View"
        XCTAssertTrue(form.submit())
    }

    func testTabbingPastAnEmptyRequiredFieldShowsNoErrorUntilSubmit() async throws {
        let form = AddressForm()
        await screen.show(form)
        form.input(for: .line1).focus()
        form.input(for: .city).focus()
        GtkTestEnvironment.drain()
        XCTAssertNil(form.input(for: .line1).errorText, "an empty field left behind is not an error yet")
        XCTAssertFalse(form.submit())
        XCTAssertEqual(form.input(for: .line1).errorText, "Street address is required")
        form.reset()
        XCTAssertNil(form.input(for: .line1).errorText)
        form.input(for: .line1).focus()
        form.input(for: .city).focus()
        GtkTestEnvironment.drain()
        XCTAssertNil(form.input(for: .line1).errorText, "a fresh form starts forgiving again")
    }

    func testSubmittingAnEmptyFormMarksRequiredFieldsAndFocusesLineOne() async throws {
        let form = AddressForm()
        await screen.show(form)
        form.input(for: .zip).focus()
        XCTAssertFalse(form.submit())
        await GtkTestEnvironment.waitUntil("focus on line 1") { form.input(for: .line1).isFocused }
        XCTAssertEqual(form.input(for: .line1).errorText, "Street address is required")
        XCTAssertEqual(form.input(for: .city).errorText, "City is required")
        XCTAssertEqual(form.input(for: .subdivision).errorText, "State is required")
        XCTAssertEqual(form.input(for: .zip).errorText, "ZIP code is required")
        XCTAssertNil(form.input(for: .line2).errorText, "line 2 is optional")
    }

    // MARK: Autocomplete

    func testPickingFillsEveryFieldAndFocusesTheFirstEmptyRequiredField() async throws {
        let address = Address(countryCode: "US", countryArea: "CA", city: "Mountain View", streetLines: ["1 Stub Way", "Suite 5"])
        let form = AddressForm(suggestions: quickSearch(StubAddressProvider(address: address)))
        await screen.show(form)
        form.input(for: .zip).text = "typed before"
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).focus()
        try XCTUnwrap(form.searchField).text = "1 stub"
        await GtkTestEnvironment.waitUntil("the suggestion") { search.shownTitles.first == "Answer for 1 stub" }
        XCTAssertEqual(search.shownTitles.last, "Address not found? Enter manually")
        search.pick(0)
        await GtkTestEnvironment.waitUntil("the fields filled") { form.value(of: .line1) == "1 Stub Way" }
        XCTAssertEqual(
            form.values, AddressFieldValues(line1: "1 Stub Way", line2: "Suite 5", city: "Mountain View", subdivision: "CA", zip: ""))
        XCTAssertEqual(form.input(for: .subdivision).text, "California")
        await GtkTestEnvironment.waitUntil("focus on the empty ZIP code") { form.input(for: .zip).isFocused }
        XCTAssertFalse(search.suggestions.isOpen)
    }

    func testEnterManuallyClosesTheSearchAndFocusesLineOne() async throws {
        let form = AddressForm(suggestions: quickSearch(StubAddressProvider()))
        await screen.show(form)
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).focus()
        try XCTUnwrap(form.searchField).text = "nowhere"
        await GtkTestEnvironment.waitUntil("the list") { search.rows.count == 2 }
        search.pick(1)
        XCTAssertFalse(search.suggestions.isOpen)
        await GtkTestEnvironment.waitUntil("focus on line 1") { form.input(for: .line1).isFocused }
    }

    func testAProviderErrorShowsAMessageAndTypingGoesOn() async throws {
        let failing = StubAddressProvider(failure: .network(provider: "Smarty", detail: "no route to host"))
        let form = AddressForm(suggestions: quickSearch(failing))
        await screen.show(form)
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        field.focus()
        field.text = "1600"
        await GtkTestEnvironment.waitUntil("the error message") { search.statusText?.contains("Smarty is unreachable") == true }
        XCTAssertEqual(search.statusText, "Suggestions are unavailable: Smarty is unreachable: no route to host.")
        XCTAssertEqual(search.shownTitles, ["Address not found? Enter manually"], "manual entry stays one key away")
        XCTAssertEqual(
            form.message, "Suggestions are unavailable: Smarty is unreachable: no route to host.",
            "the message stays under the search while the list is closed")
        field.entry.insert(" Amph", at: field.entry.characterCount)
        XCTAssertEqual(field.text, "1600 Amph")
        form.input(for: .line1).text = "1600 Amphitheatre Pkwy"
        XCTAssertEqual(form.value(of: .line1), "1600 Amphitheatre Pkwy")
    }

    func testLeavingTheSearchBeforeItsAnswerKeepsTheListClosed() async throws {
        let slow = StubAddressProvider(delay: .milliseconds(300))
        let form = AddressForm(suggestions: AddressSuggestionConfiguration(provider: slow))
        await screen.show(form)
        let search = try XCTUnwrap(form.searchController)
        let field = try XCTUnwrap(form.searchField)
        // Within the quiet time: the query never leaves.
        field.focus()
        field.entry.insert("1600 amph", at: 0)
        XCTAssertTrue(search.isWaitingToAsk)
        form.input(for: .line1).focus()
        XCTAssertFalse(search.isWaitingToAsk, "leaving the search drops the query waiting for the quiet time")
        GtkTestEnvironment.drain()
        XCTAssertEqual(search.requestsSent, 0)
        XCTAssertFalse(search.suggestions.isOpen)
        // In flight: its answer is dropped.
        field.focus()
        field.entry.insert("x", at: field.entry.characterCount)
        await GtkTestEnvironment.waitUntil("the query sent") { search.requestsSent == 1 }
        form.input(for: .line1).focus()
        await GtkTestEnvironment.waitUntil("the late answer dropped") { search.droppedAnswers == 1 }
        GtkTestEnvironment.drain()
        XCTAssertFalse(search.suggestions.isOpen, "the answer arrived after focus left")
        XCTAssertTrue(form.input(for: .line1).isFocused)
    }

    func testAssistiveTechnologiesAreToldWhichFieldsAreRequired() async throws {
        let form = AddressForm()
        await screen.show(form)
        let required = form.displayedFields.filter { form.input(for: $0).entry.isAccessibleRequired }
        // The street address is required: line 1 carries it, line 2 stays optional.
        XCTAssertEqual(required, [.line1, .city, .subdivision, .zip])
        XCTAssertTrue(form.setCountry("GB"))
        XCTAssertEqual(form.displayedFields.filter { form.input(for: $0).entry.isAccessibleRequired }, [.line1, .city, .zip])
    }

    func testACountryNameLeftHalfTypedGivesWayToTheChosenCountry() async throws {
        let form = AddressForm()
        await screen.show(form)
        let country = try XCTUnwrap(form.countrySelector)
        country.focus()
        country.entry.delete(0..<country.entry.characterCount)
        country.entry.insert("Ger", at: 0)
        form.input(for: .line1).focus()
        XCTAssertEqual(country.text, "United States", "the field shows the country the form uses")
        XCTAssertEqual(form.countryCode, "US")
        // A name typed in full is still picked on leaving.
        country.focus()
        country.entry.delete(0..<country.entry.characterCount)
        country.entry.insert("Germany", at: 0)
        form.input(for: .line1).focus()
        XCTAssertEqual(form.countryCode, "DE")
    }

    func testQueriesWaitForThreeCharactersOrOneCJKCharacter() async throws {
        let configuration = AddressSuggestionConfiguration(provider: StubAddressProvider())
        XCTAssertEqual(configuration.debounceMilliseconds, 150)
        XCTAssertFalse(configuration.isLongEnough("16"))
        XCTAssertTrue(configuration.isLongEnough("160"))
        XCTAssertTrue(configuration.isLongEnough("東"))
        XCTAssertTrue(configuration.isLongEnough("서"))
        XCTAssertFalse(configuration.isLongEnough("  a "))
    }

    // MARK: Modes

    func testEditingAnExistingAddressAndReadOnlyMode() async throws {
        let address = Address(countryCode: "GB", city: "LONDON", postalCode: "SW1A 2AA", streetLines: ["10 Downing Street"])
        let form = AddressForm(
            configuration: AddressFormConfiguration(isReadOnly: true),
            suggestions: quickSearch(StubAddressProvider()), address: address)
        XCTAssertEqual(form.countryCode, "GB")
        XCTAssertEqual(form.address, Address(countryCode: "GB", city: "LONDON", postalCode: "SW1A 2AA", streetLines: ["10 Downing Street"]))
        XCTAssertTrue(form.isValid)
        XCTAssertTrue(form.widget.hasCSSClass("read-only"))
        XCTAssertFalse(form.input(for: .line1).entry.isEditable)
        XCTAssertTrue(form.input(for: .line1).isReadOnly)
        XCTAssertEqual(form.countrySelector?.isReadOnly, true)
        XCTAssertEqual(form.searchField?.widget.isVisible, false, "no search while read-only")
        form.setReadOnly(false)
        XCTAssertTrue(form.input(for: .line1).entry.isEditable)
        XCTAssertEqual(form.searchField?.widget.isVisible, true)
    }
}

extension AddressFormTests {
    func testLineOneCanCarryTheAutocompleteAndFillingItDoesNotSearchAgain() async throws {
        let address = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
            streetLines: ["1 Stub Way"])
        var configuration = AddressSuggestionConfiguration(provider: StubAddressProvider(address: address), debounceMilliseconds: 0)
        configuration.placement = .line1
        let form = AddressForm(suggestions: configuration)
        await screen.show(form)
        XCTAssertNil(form.searchField, "no search field of its own")
        let search = try XCTUnwrap(form.searchController)
        XCTAssertTrue(search.input === form.input(for: .line1))
        form.input(for: .line1).focus()
        form.input(for: .line1).entry.insert("1 st", at: 0)
        await GtkTestEnvironment.waitUntil("the suggestion under line 1") { search.shownTitles.first == "Answer for 1 st" }
        let asked = search.requestsSent
        search.pick(0)
        await GtkTestEnvironment.waitUntil("line 1 filled") { form.value(of: .line1) == "1 Stub Way" }
        XCTAssertEqual(form.value(of: .zip), "94043")
        GtkTestEnvironment.drain()
        XCTAssertEqual(search.requestsSent, asked, "filling line 1 asks nothing")
        XCTAssertFalse(search.suggestions.isOpen)
        XCTAssertTrue(form.isValid)

        form.reset()
        XCTAssertEqual(form.values, AddressFieldValues())
        XCTAssertEqual(form.countryCode, "US")
        XCTAssertFalse(search.suggestions.isOpen)
    }
}

extension AddressFormTests {
    func testValidationMessagesCanBeTranslatedAndHiddenRequiredFieldsAreReported() async throws {
        let configuration = AddressFormConfiguration(
            visibleFields: [.line1, .zip], showsCountrySelector: false,
            validationMessages: { field, code, _ in "\(field.rawValue): \(code.rawValue == "required" ? "obligatoire" : "invalide")" })
        let form = AddressForm(configuration: configuration)
        await screen.show(form)
        XCTAssertEqual(form.displayedRows, [[.line1], [.zip]])
        XCTAssertFalse(form.submit())
        XCTAssertEqual(form.input(for: .line1).errorText, "line1: obligatoire")
        XCTAssertEqual(form.input(for: .zip).errorText, "zip: obligatoire")
        form.input(for: .line1).text = "1600 Amphitheatre Pkwy"
        form.input(for: .zip).text = "94043"
        XCTAssertTrue(form.isValid, "errors of hidden fields do not count: the person cannot fix them")
        XCTAssertTrue(form.submit())
        XCTAssertNil(form.message)
    }
}

extension AddressFormTests {
    func testAnUnknownConfiguredCountryNeverCrashesAndIsNotValid() async throws {
        let form = AddressForm(
            configuration: AddressFormConfiguration(countryCode: "XX"),
            address: Address(streetLines: ["1 Main St"]))
        XCTAssertEqual(form.countryCode, "XX")
        XCTAssertFalse(form.displayedFields.isEmpty, "the fields still show")
        XCTAssertFalse(form.isValid, "no country: not a valid address")
        XCTAssertTrue(form.setCountry("us"))
        XCTAssertEqual(form.countryCode, "US")
        XCTAssertEqual(form.value(of: .line1), "1 Main St")
    }
}

extension AddressFormTests {
    func testWhatIsTypedWhileAPickResolvesIsKept() async throws {
        let address = Address(
            countryCode: "US", countryArea: "CA", city: "Mountain View", postalCode: "94043",
            streetLines: ["1600 Amphitheatre Pkwy"])
        let gated = GatedResolveProvider(address: address)
        let form = AddressForm(suggestions: AddressSuggestionConfiguration(provider: gated, debounceMilliseconds: 0))
        await screen.show(form)
        let search = try XCTUnwrap(form.searchController)
        try XCTUnwrap(form.searchField).focus()
        try XCTUnwrap(form.searchField).text = "1600 amph"
        await GtkTestEnvironment.waitUntil("the suggestion") { search.shownTitles.first == "Answer for 1600 amph" }
        search.pick(0)
        // The provider is an actor, asked with await, which GtkTestEnvironment.waitUntil cannot
        // do: TestSupport's async wait, turning GLib's loop itself.
        try await waitUntil("the resolve to start", timeout: .seconds(5)) {
            GtkTestEnvironment.drain()
            return await gated.isWaiting()
        }
        form.input(for: .line2).text = "Building 40"
        await gated.release()
        await GtkTestEnvironment.waitUntil("the fields filled") { form.value(of: .line1) == "1600 Amphitheatre Pkwy" }
        XCTAssertEqual(form.value(of: .line2), "Building 40", "typed while resolving: kept")
        XCTAssertEqual(form.value(of: .zip), "94043")
    }
}
