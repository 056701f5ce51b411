import Foundation
import Testing
import TestSupport

/// `entrydesk import` of a domestic list, one that names no country and no currency: its rows
/// are in the desk's (the locale's) unless --country and --currency say otherwise, and a row
/// that fits another country better is named, not moved. Run as a person would run it.
@Suite struct DomesticImportCommandTests {
    private static let german: [String: String?] = ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": nil]

    /// A US office's list, as its spreadsheet saves it.
    private static let american =
        "Name,Street,City,State,ZIP,Amount\n" + "Ada Lovelace,1600 Amphitheatre Pkwy,Mountain View,CA,94043,25.00\n"

    /// The entries stored, as `entrydesk export` writes them (one JSON object a line).
    private func exported(_ sandbox: ToolSandbox) throws -> String {
        let export = try sandbox.run(["export", "--format", "jsonl"])
        #expect(export.status == 0, "\(export.output)")
        return export.output
    }

    @Test func aGermanListUnderAGermanLocaleIsGermanAddressesInEuros() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let list = try sandbox.write(
            "Name;Straße;PLZ;Ort;Betrag\r\nJürgen Müller;Hauptstr. 1;01067;Dresden;1.234,50\r\nAnna Schmidt;Weg 2;10115;Berlin;12,5\r\n",
            to: "spenden.csv")
        let imported = try sandbox.run(["import", list.path], environment: Self.german)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(imported.output.hasPrefix("entrydesk: 2 added, 0 replaced, 0 invalid rows skipped (of 2)\n"), "\(imported.output)")
        let stored = try exported(sandbox)
        for expected in [
            #""name":"Jürgen Müller""#, #""country_code":"DE""#, #""postal_code":"01067""#, #""city":"Dresden""#,
            #""street_line1":"Hauptstr. 1""#, #""amount":"1234.50","currency":"EUR""#, #""amount":"12.50","currency":"EUR""#
        ] {
            #expect(stored.contains(expected), "\(expected) in \(stored)")
        }
        #expect(!stored.contains(#""country_code":"US""#))
    }

    @Test func aUSListWithCountryAndCurrencyGivenIsAmericanInDollarsWhateverTheLocale() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let list = try sandbox.write(Self.american, to: "donations.csv")
        let imported = try sandbox.run(["import", "--country", "us", "--currency", "USD", list.path], environment: Self.german)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(!imported.output.contains("warning"), "\(imported.output)")
        let stored = try exported(sandbox)
        for expected in [
            #""country_code":"US","country_area":"CA","city":"Mountain View""#, #""postal_code":"94043""#,
            #""amount":"25.00","currency":"USD""#
        ] {
            #expect(stored.contains(expected), "\(expected) in \(stored)")
        }
    }

    @Test func aCodeThatIsNoCountryOrCurrencyIsRefusedNamingItsOption() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        let list = try sandbox.write(Self.american, to: "donations.csv")
        let country = try sandbox.run(["import", "--country", "XX", list.path])
        #expect(country.status != 0)
        #expect(country.output.contains("--country must be an ISO 3166-1 country code such as DE or US, found 'XX'"), "\(country.output)")
        let currency = try sandbox.run(["import", "--currency", "EURO", list.path])
        #expect(currency.status != 0)
        #expect(
            currency.output.contains("--currency must be an ISO 4217 currency code such as EUR or USD, found 'EURO'"), "\(currency.output)")
        // Nothing was imported, and no database was made for it.
        #expect(!FileManager.default.fileExists(atPath: sandbox.file("entries.sqlite3").path))
    }

    @Test func aRowThatFitsAnotherCountryBetterIsNamedAndKeptInTheAssumedOne() throws {
        let sandbox = try ToolSandbox()
        defer { sandbox.cleanUp() }
        // A German desk imports the US list without saying where it is: ZIP 94043 is a German
        // postcode too, and Germany has no states to refuse CA, so only the warning tells.
        let list = try sandbox.write(Self.american + "Berta Bauer,Hauptstr. 1,Dresden,,01067,5.00\n", to: "donations.csv")
        let imported = try sandbox.run(["import", list.path], environment: Self.german)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(
            imported.output.hasPrefix(
                "\(list.path): row 2: warning: 'ZIP' 94043 and 'State' CA fit United States (US) better than Germany (DE), "
                    + "the country taken for rows without one; give the row its country if it is not in DE\n"
                    + "entrydesk: 2 added, 0 replaced, 0 invalid rows skipped (of 2); 1 row may be in another country\n"),
            "\(imported.output)")
        let stored = try exported(sandbox)
        #expect(stored.contains(#""name":"Ada Lovelace","company_name":"","country_code":"DE""#), "\(stored)")
        #expect(!stored.contains(#""country_code":"US""#), "\(stored)")
    }
}
