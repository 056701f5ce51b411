@testable import EntryDesk
import EntryStore
import Foundation
import GtkKit
import GtkTestSupport
import TestSupport
import XCTest

/// The column dialog of a domestic list (no country column): the country and currency of rows
/// that name none are shown with the columns, the desk's at first, and the ones chosen there
/// are what the rows are imported in. Real widgets in a window; the keyboard path through the
/// dialog is WindowImportEndToEndTests.
@MainActor
final class ImportDialogCountryTests: XCTestCase {
    private var parent: Window?
    private var dialog: ImportMappingDialog?
    private var folder: TemporaryFolder?

    override func setUp() async throws { try GtkTestEnvironment.start() }
    override func tearDown() async throws {
        dialog?.window.destroy()
        parent?.destroy()
        folder?.cleanUp()
        (dialog, parent, folder) = (nil, nil, nil)
    }

    /// A German office's list: no country, no currency.
    private static let list = "Name;Straße;PLZ;Ort;Betrag\r\nJürgen Müller;Hauptstr. 1;01067;Dresden;1.234,50\r\n"

    private func open(country: String, currency: String) throws -> (ImportMappingDialog, URL) {
        let folder = try TemporaryFolder("import-dialog-country")
        self.folder = folder
        let file = try folder.write(Self.list, to: "spenden.csv")
        let parent = Window()
        parent.present()
        self.parent = parent
        let dialog = ImportMappingDialog(
            parent: parent, fileName: "spenden.csv", preview: try ImportPreview.read(file), currencyCodes: ["CHF", "EUR", "USD"],
            defaultCurrency: currency, defaultCountry: country)
        self.dialog = dialog
        dialog.present()
        return (dialog, file)
    }

    func testTheDesksCountryIsChosenAtFirstAndAnotherChoiceIsWhatTheRowsAreImportedIn() async throws {
        // A desk in the United States opens a German office's list.
        let (dialog, file) = try open(country: "US", currency: "USD")
        await GtkTestEnvironment.waitUntil("the dialog shown") { dialog.window.isMapped }
        // The German names are read as they are (Name, Straße, PLZ, Ort, Betrag): only the
        // country and the currency are left to choose.
        XCTAssertTrue(dialog.mapping.isImportable, "\(dialog.mapping)")
        XCTAssertEqual(dialog.mapping.fields, [.name, .streetLine1, .postalCode, .city, .amount])
        XCTAssertEqual(dialog.mapping.defaultCountry, "US")
        XCTAssertEqual(dialog.mapping.defaultCurrency, "USD")
        XCTAssertTrue(dialog.countryChoice.isMapped, "the country is shown with the columns")
        XCTAssertEqual(dialog.countryChoice.selectedItem, "United States")

        dialog.countryChoice.selectedIndex = try XCTUnwrap(dialog.countryCodes.firstIndex(of: "DE"))
        XCTAssertEqual(dialog.countryChoice.selectedItem, "Germany")
        XCTAssertEqual(dialog.mapping.defaultCountry, "DE")
        dialog.currencyChoice.selectedIndex = try XCTUnwrap(dialog.currencyChoice.allItems.firstIndex(of: "EUR"))
        XCTAssertEqual(dialog.mapping.defaultCurrency, "EUR")

        // What the dialog hands over, with the desk's own defaults beside it, imports the row
        // in the country and currency chosen.
        var handed: ImportColumnMapping?
        dialog.onFinished = { handed = $0 }
        dialog.importButton.click()
        let mapping = try XCTUnwrap(handed)
        let store = try EntryStore(url: try XCTUnwrap(folder).file("entries.sqlite3"))
        let importer = EntryImporter(store: store, defaultCountry: "US", defaultCurrency: "USD")
        let report = try importer.importFile(at: file, mapping: mapping)
        XCTAssertEqual(report.inserted, 1, "\(report.problemLines(path: file.path))")
        XCTAssertEqual(report.misfits, [])
        let entry = try XCTUnwrap(try store.entries(limit: 1).first)
        XCTAssertEqual(entry.address.countryCode, "DE")
        XCTAssertEqual(entry.currency, "EUR")
        XCTAssertEqual(entry.amount, "1234.50")
    }
}
