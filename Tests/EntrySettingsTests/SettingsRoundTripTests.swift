import AmountKit
import EntryForm
import Foundation
@testable import EntrySettings
import Testing
import TestSupport

/// Each setting is declared once (`Settings`): what Preferences and `entrydesk kiosk set-pin`
/// write with a declaration is what the file's reader reads back, and a range's ends are where
/// the file's values stop being taken.
struct SettingsRoundTripTests {
    @Test func whatEachSettingWritesIsReadBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.file("entrydesk.conf")
        func roundTrip<Value: Equatable>(_ setting: Setting<Value>, _ value: Value, _ read: (AppConfiguration) -> Value) throws {
            try ConfigurationUpdate.apply([setting.change(to: value)], to: url)
            #expect(read(try AppConfiguration.load(from: url)) == value, "\(setting.name)")
        }
        try roundTrip(Settings.kioskEnabled, true, \.kioskEnabled)
        try roundTrip(Settings.adminPIN, try AdminPIN.make(pin: "4739", iterations: 1), \.adminPIN)
        try roundTrip(Settings.idleTimeout, 120, \.idleTimeoutSeconds)
        try roundTrip(Settings.kioskAllowsRemoteProvider, true, \.kioskAllowsRemoteProvider)
        try roundTrip(Settings.onScreenKeyboard, .never, \.onScreenKeyboard)
        try roundTrip(Settings.kioskScreenReader, .on, \.kioskScreenReader)
        try roundTrip(Settings.kioskScreenReader, .off, \.kioskScreenReader)
        try roundTrip(Settings.kioskAutoAdvance, true, \.kioskAutoAdvance)
        try roundTrip(Settings.kioskCurrencies, ["USD", "EUR"], \.kioskCurrencies)
        try roundTrip(Settings.kioskCountries, ["AT", "DE"], \.kioskCountries)
        try roundTrip(Settings.autoAdvance, true, \.autoAdvance)
        try roundTrip(Settings.duplicateDays, 0, \.duplicateDays)
        try roundTrip(Settings.carryOver, [.city, .currency], \.carryOver)
        try roundTrip(Settings.carryOver, [], \.carryOver)
        try roundTrip(Settings.carryOverFromFixes, true, \.carryOverFromFixes)
        try roundTrip(Settings.form, "/srv/forms/office.json", \.formPath)
        try roundTrip(Settings.operatorSignIn, true, \.operatorSignIn)
        try roundTrip(Settings.operatorPIN, true, \.operatorPIN)
        try roundTrip(Settings.keystrokePause, 3_600, \.keystrokePauseSeconds)
        try roundTrip(Settings.provider, .photon, \.provider)
        try roundTrip(Settings.index, "/srv/addresses.index", \.indexPath)
        try roundTrip(Settings.index, nil, \.indexPath)
        try roundTrip(Settings.allowNegative, true, \.amounts.allowsNegative)
        try roundTrip(Settings.confirmAbove, .above(5_000), \.amounts.confirmAbove)
        try roundTrip(Settings.confirmAbove, .never, \.amounts.confirmAbove)
        try roundTrip(Settings.confirmAbovePerCurrency, ["JPY": 100_000_000, "KRW": 1_000_000_000], \.amounts.confirmAboveByCurrency)
        try roundTrip(Settings.server, "postgresql://desk_anna:secret@db.example/entries", \.syncServer)
        try roundTrip(Settings.theme, ["dark", "kiosk"], \.themes)
        try roundTrip(Settings.theme, [], \.themes)
    }

    @Test func aRangeTakesItsEndsAndNothingBeyondThemNamingItInTheFilesMessage() throws {
        let ranges: [(Setting<Int>, ClosedRange<Int>)] = [
            (Settings.idleTimeout, 3...86_400), (Settings.duplicateDays, 0...3_650), (Settings.keystrokePause, 1...3_600)
        ]
        for (setting, range) in ranges {
            #expect(setting.value("\(range.lowerBound)") == range.lowerBound && setting.value("\(range.upperBound)") == range.upperBound)
            #expect(setting.value("\(range.lowerBound - 1)") == nil && setting.value("\(range.upperBound + 1)") == nil)
            #expect(range.contains(setting.defaultValue), "\(setting.name)")
            #expect(setting.expected.contains("from \(range.lowerBound)") && setting.expected.hasSuffix("to \(range.upperBound)"))
            let text = "[\(setting.section)]\n\(setting.key) = \(range.upperBound + 1)\n"
            #expect(
                throws: ConfigurationError.invalid(
                    path: "c.conf", line: 2, key: setting.name, value: "\(range.upperBound + 1)", expected: setting.expected)
            ) {
                try AppConfiguration(file: ConfigurationFile(text: text, path: "c.conf"), path: "c.conf")
            }
        }
    }

    @Test func aChoiceListsItsValuesAsTheirTypeHasThem() {
        #expect(Settings.provider.expected == "local, smarty or photon")
        #expect(Settings.onScreenKeyboard.expected == "auto, always or never")
        #expect(Settings.carryOver.expected == "a list of city, state, postcode, currency")
        #expect(AddressProviderName.allCases.allSatisfy { Settings.provider.value($0.rawValue) == $0 })
    }
}
