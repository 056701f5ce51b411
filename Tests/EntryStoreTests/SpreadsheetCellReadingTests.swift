import Foundation
import Testing
@testable import EntryStore

/// How single cells of a spreadsheet's CSV are read: amounts, header names, countries, the
/// separator, and the text formulas an `--excel` export writes.
@Suite struct SpreadsheetCellReadingTests {
    @Test(
        arguments: [
            // A comma file (dot decimals): what DecimalText always read, plus unambiguous grouping.
            ("1234.50", ".", "1234.50"), ("300", ".", "300"), ("-12.5", ".", "-12.5"), ("1,234.50", ".", "1234.50"),
            ("1.234", ".", "1.234"), ("1,234", ".", "1234"), ("1,234,567", ".", "1234567"),
            // A semicolon file (decimal commas).
            ("1.234,50", ",", "1234.50"), ("1234,50", ",", "1234.50"), ("12,5", ",", "12.5"), ("1.234", ",", "1234"),
            ("1,234", ",", "1.234"), ("1234.50", ",", "1234.50"), ("1 234,50", ",", "1234.50"), ("1\u{202F}234,50", ",", "1234.50"),
            ("1.234.567,8", ",", "1234567.8"), ("-1.234,50", ",", "-1234.50"), ("12'345.50", ".", "12345.50")
        ] as [(String, Character, String)])
    func amountsReadAsTheFileWritesThem(cell: String, decimal: Character, canonical: String) {
        #expect(ImportedAmountText.canonical(cell, decimalSeparator: decimal) == canonical)
    }

    @Test(arguments: ["abc", "1.2.3,4,5", "12.34.567", "1,23,456", "1.234,5.6", "", ",", "1 23", "1e5", "€ 12"])
    func whatIsNoAmountOrAmbiguousIsRefused(cell: String) {
        #expect(ImportedAmountText.canonical(cell, decimalSeparator: ",") == nil)
        #expect(ImportedAmountText.canonical(cell, decimalSeparator: ".") == nil)
    }

    @Test func headerNamesAreFoundWhateverTheirCaseSpacesAndPunctuation() {
        let expected: [String: EntryField] = [
            "Postcode": .postalCode, "Post code": .postalCode, "ZIP": .postalCode, "ZIP code": .postalCode, "PLZ": .postalCode,
            "Postal code": .postalCode, "postal_code": .postalCode, "Code postal": .postalCode, "zip/postal code": .postalCode,
            "Name": .name, "Full Name": .name, "Street": .streetLine1, "Address": .streetLine1, "Address Line 2": .streetLine2,
            "Straße": .streetLine1, "Strasse": .streetLine1, "Town": .city, "City": .city, "Ort": .city, "State": .countryArea,
            "Province": .countryArea, "Country": .countryCode, "COUNTRY_CODE": .countryCode, "Land": .countryCode,
            "Amount": .amount, "Betrag": .amount, "Currency": .currency, "Währung": .currency, "Reference": .reference, "Ref.": .reference,
            "Company": .companyName
        ]
        for (header, field) in expected {
            #expect(ImportColumnNames.column(header) == .init(field: field, currency: nil), "\(header)")
        }
        #expect(ImportColumnNames.column("Amount (EUR)") == .init(field: .amount, currency: "EUR"))
        #expect(ImportColumnNames.column("Betrag [€]") == .init(field: .amount, currency: "EUR"))
        #expect(ImportColumnNames.column("Amount in usd") == .init(field: .amount, currency: "USD"))
        #expect(ImportColumnNames.column("Notes") == nil)
        #expect(ImportColumnNames.column("Amount ($)") == nil, "$ names several currencies")
        #expect(ImportColumnNames.column("Postcode (ZIP)") == .init(field: .postalCode, currency: nil))
    }

    @Test func countriesAreReadByCodeInAnyCaseOrByName() {
        let reader = CountryNameReader(locale: Locale(identifier: "de_DE"))
        for (text, code) in [
            ("DE", "DE"), ("de", "DE"), ("Germany", "DE"), ("Deutschland", "DE"), ("GERMANY", "DE"),
            ("United States", "US"), ("Brazil", "BR"), ("Brasilien", "BR"), ("japan", "JP"), ("  ", "")
        ] {
            #expect(reader.code(for: text) == code, "\(text)")
        }
        #expect(reader.code(for: "Atlantis") == nil)
        // A country's own name and everyday codes in any session, as the form's country picker
        // finds them; another language's name for a third country only in that language.
        #expect(CountryNameReader().code(for: "Deutschland") == "DE")
        #expect(CountryNameReader().code(for: "UK") == "GB")
        #expect(CountryNameReader().code(for: "Brasilien") == nil, "German names of other countries only for a German locale")
    }

    @Test func theSeparatorIsTheOneTheHeaderLineUsesQuotesRespected() {
        func detect(_ text: String) -> CSVSeparator { CSVSeparator.detect(in: Array(text.utf8)) }
        #expect(detect("name,amount\n") == .comma)
        #expect(detect("\u{FEFF}Name;PLZ;Betrag (EUR)\r\n") == .semicolon)
        #expect(detect("name\tamount\tcurrency\n") == .tab)
        #expect(detect("\"Amount; net\",name,currency\n") == .comma)
        #expect(detect("\"a,b\";\"c,d\";e\n") == .semicolon)
        #expect(detect("name\n") == .comma)
        #expect(detect("") == .comma)
    }

    @Test func textFormulasWrapAndUnwrap() {
        for text in ["02134", "01310-200", "=1+1", "say \"hi\"", String(repeating: "7", count: 600), String(repeating: "山", count: 300)] {
            let cell = SpreadsheetTextCell.wrapped(text)
            #expect(SpreadsheetTextCell.unwrapped(cell) == text)
            // No literal longer than Excel reads.
            for literal in cell.dropFirst().split(separator: "&") {
                #expect(literal.utf16.count <= SpreadsheetTextCell.maximumLiteralLength + 2)
            }
        }
        #expect(SpreadsheetTextCell.wrapped("02134") == "=\"02134\"")
        #expect(SpreadsheetTextCell.wrapped("a\"b") == "=\"a\"\"b\"")
        for notOurs in ["=A1", "=\"a\"+1", "=\"open", "02134", "'=\"x\"", "=\"a\"&B2"] {
            #expect(SpreadsheetTextCell.unwrapped(notOurs) == nil, "\(notOurs)")
        }
    }

    @Test func amountsArePaddedToTheirMinorDigitsNeverCut() {
        #expect(DecimalText.padded("300", fractionDigits: 2) == "300.00")
        #expect(DecimalText.padded("0.5", fractionDigits: 2) == "0.50")
        #expect(DecimalText.padded("-12", fractionDigits: 3) == "-12.000")
        #expect(DecimalText.padded("15000", fractionDigits: 0) == "15000")
        #expect(DecimalText.padded("1.2345", fractionDigits: 2) == "1.2345")
        #expect(DecimalText.padded("abc", fractionDigits: 2) == "abc")
    }
}
