import Foundation
import Testing
@testable import EntryStore
import TestSupport

/// Importing the CSV a spreadsheet saves: a byte order mark, CRLF, `;` or
/// tab, its own column names, amounts written its way; and what is said when a row is wrong.
@Suite struct SpreadsheetImportTests {
    private func importing(
        _ text: String, locale: Locale? = nil, folder: TemporaryFolder,
        validator: any EntryValidator = CombinedEntryValidator([BasicEntryValidator(), ReferenceDataValidator()])
    )
        throws -> (ImportReport, EntryStore)
    {
        let url = folder.file("in-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        let store = try EntryStore(url: folder.file("e-\(UUID().uuidString).sqlite3"))
        return (try EntryImporter(store: store, validator: validator, locale: locale).importFile(at: url), store)
    }

    @Test func aGermanExcelFileImportsWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            "\u{FEFF}Name;Straße;PLZ;Ort;Land;Betrag (EUR);Verwendungszweck\r\n"
            + "Jürgen Müller;Hauptstr. 1;01067;Dresden;Deutschland;1.234,50;R-1\r\n"
            + "Anna Schmidt;\"Weg 2; Hinterhaus\";10115;Berlin;DE;12,5;\r\n"
            + "Jo Brandt;Ring 3;80331;München;germany;300;\"=\"\"00042\"\"\"\r\n"
        let (report, store) = try importing(text, locale: Locale(identifier: "de_DE"), folder: folder)
        #expect(report.rejected.isEmpty, "\(report.problemLines(path: "f.csv"))")
        #expect(report.inserted == 3)
        let entries = try store.entries(limit: 10).reversed().map { $0 }
        #expect(entries.map(\.amount) == ["1234.50", "12.5", "300"])
        #expect(entries.allSatisfy { $0.currency == "EUR" && $0.address.countryCode == "DE" })
        #expect(entries.map(\.address.postalCode) == ["01067", "10115", "80331"])
        #expect(entries[1].address.streetLines == ["Weg 2; Hinterhaus"])
        #expect(entries.map(\.reference) == ["R-1", "", "00042"])
    }

    @Test func aTabFileReadsAmountsInThePersonsLocale() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // "1 234,50" can be read one way only; "1.234" is 1234 where the decimal mark is a
        // comma, and 1.234 (too many decimals for euros) where it is a dot.
        let text =
            "Name\tCountry\tCity\tZIP\tAddress\tAmount\tCurrency\n"
            + "Ann\tFrance\tParis\t75002\t1 rue X\t1 234,50\teur\nBo\tFR\tParis\t75002\t1 rue X\t1.234\tEUR\n"
        let (french, store) = try importing(text, locale: Locale(identifier: "fr_FR"), folder: folder)
        #expect(french.inserted == 2, "\(french.problemLines(path: "f.tsv"))")
        #expect(try store.entries(limit: 2).map(\.amount) == ["1234", "1234.50"])
        let (english, _) = try importing(text, locale: Locale(identifier: "en_US"), folder: folder)
        #expect(english.problemLines(path: "f.tsv") == ["f.tsv: row 3: 'Amount' has more than 2 decimal places; EUR amounts have 2"])
    }

    @Test func excelsUnicodeTextIsUTF16AndReads() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            "\u{FEFF}Name\tCountry\tCity\tPostcode\tStreet\tAmount\tCurrency\r\nJürgen Müller\tDE\tBerlin\t01067\tStr 1\t12.50\tEUR\r\n"
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let url = folder.file("unicode-\(encoding.rawValue).txt")
            try #require(text.data(using: encoding)).write(to: url)
            let store = try EntryStore(url: folder.file("e-\(encoding.rawValue).sqlite3"))
            let report = try EntryImporter(store: store, locale: Locale(identifier: "en_US")).importFile(at: url)
            #expect(report.inserted == 1, "\(report.problemLines(path: "unicode.txt"))")
            #expect(try store.entries(limit: 1).map(\.name) == ["Jürgen Müller"])
            #expect(try store.entries(limit: 1).map(\.address.postalCode) == ["01067"])
        }
    }

    @Test func rowsAreNamedByRowAndColumnInPlainWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            "Name,Country,State,City,ZIP,Street,Amount,Currency\n"
            + "Ann,US,MA,Boston,1234,1 Main St,12.50,USD\n"
            + "Bo,US,CA,Los Angeles,10001,1 Main St,12.50,USD\n"
            + "Cy,DE,,Berlin,1011,Str 1,1.234,EUR\n"
            + "Di,Atlantis,,X,1,Y,1,EUR\n"
            + "\"Ed\nWard\",JP,Tokyo,Chiyoda,100-0001,1-1,15.5,JPY\n"
            + "Fay,US,MA,Boston,02134,1 Main St,7,XYZ\n"
        let (report, _) = try importing(text, folder: folder)
        #expect(
            report.problemLines(path: "f.csv") == [
                "f.csv: row 2: 'ZIP' 1234 is not a US ZIP code; US ZIP codes look like 95014 or 22162-1010",
                "f.csv: row 3: 'ZIP' 10001 is not in California; codes there look like 90000",
                "f.csv: row 4: 'ZIP' 1011 is not a DE postal code; DE postal codes look like 26133 or 53225",
                "f.csv: row 4: 'Amount' has more than 2 decimal places; EUR amounts have 2",
                "f.csv: row 5: 'Country' Atlantis is not a country code like DE (2 letters, ISO 3166) nor a country's name",
                "f.csv: row 6: 'Name' contains control characters (line breaks, tabs, ...)",
                "f.csv: row 6: 'Amount' has decimal places; JPY amounts have none",
                "f.csv: row 7 (line 8): 'Currency' XYZ is not an active ISO 4217 currency code"
            ])
    }

    @Test func amountsInACurrencyFormatAreReadWhenTheSignSaysWhichCurrency() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            "Name;Land;Ort;PLZ;Straße;Betrag;Währung\r\n"
            + "A;DE;Berlin;10115;Str 1;1.234,50 €;EUR\r\n"
            + "B;DE;Berlin;10115;Str 1;-€12,50;\r\n"
            + "C;US;Boston;02134;1 Main;$7,50;USD\r\n"
            + "D;DE;Berlin;10115;Str 1;300 eur;\r\n"
            + "E;DE;Berlin;10115;Str 1;12,50 $;EUR\r\n"
            + "F;DE;Berlin;10115;Str 1;12,50 USD;EUR\r\n"
            + "G;DE;Berlin;10115;Str 1;12,50 $;\r\n"
        let (report, store) = try importing(
            text, locale: Locale(identifier: "de_DE"),
            folder: folder, validator: BasicEntryValidator(allowsNegative: true))
        let saved = try store.entries(limit: 10).reversed().map { "\($0.name) \($0.amount) \($0.currency)" }
        #expect(saved == ["A 1234.50 EUR", "B -12.50 EUR", "C 7.50 USD", "D 300 EUR"])
        #expect(
            report.problemLines(path: "f.csv") == [
                "f.csv: row 6: 'Betrag' 12,50 $ has '$' beside it, which says no one currency (the row's is EUR); "
                    + "write the amount like 1234,50 or 1.234,50 and the currency as a code like EUR",
                "f.csv: row 7: 'Betrag' 12,50 USD is in USD, the row's currency is EUR",
                "f.csv: row 8: 'Betrag' 12,50 $ has '$' beside it, which says no one currency; "
                    + "write the amount like 1234,50 or 1.234,50 and the currency as a code like EUR",
                "f.csv: row 8: 'Währung' is not a currency code like EUR (3 letters, ISO 4217)"
            ])
    }

    @Test func unknownAndRepeatedColumnsAreNamedWithTheExpectedOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for (header, reason) in [
            ("Name;Phone;ZIP;Notes", "unknown columns 'Phone' and 'Notes'; the columns EntryDesk reads are id, created_at"),
            ("name,zip,Post code", "'zip' and 'Post code' both name the postal code")
        ] {
            #expect {
                _ = try importing(header + "\n", folder: folder)
            } throws: { error in
                "\(error)".contains(reason) && "\(error)".hasSuffix("; nothing was imported")
            }
        }
    }

    @Test func emptyTrailingColumnsAreIgnoredUnlessTheyHoldTextAndMayBeLeftOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let text =
            "name;country;city;zip;street;amount;currency;;\nAnn;DE;Berlin;10115;Str 1;1;EUR;;\nBo;DE;Berlin;10115;Str 1;1;EUR;;x\n"
            + "Cy;DE;Berlin;10115;Str 1;1;EUR\nDi;DE;Berlin;10115;Str 1;1\n"
        let (report, _) = try importing(text, folder: folder)
        #expect(report.inserted == 2)
        #expect(
            report.problemLines(path: "f.csv") == [
                "f.csv: row 3: has text in column 9, which the header leaves without a name",
                "f.csv: row 5: has 6 cells; the header has 9 columns"
            ])
    }
}
