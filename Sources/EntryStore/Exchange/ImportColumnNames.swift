import Foundation

/// What a CSV header cell names: one of the entry's fields, by its own name or by one of the
/// names spreadsheets and other programs give it ("ZIP", "Post code", "PLZ", "Town"), compared
/// without case, spaces, punctuation or accents ("Post-Code", "postal_code" and "Code postal"
/// are all found). "Amount (EUR)" is the amount, in euros when the file has no currency column.
enum ImportColumnNames {
    /// One header cell, understood.
    struct Column: Equatable {
        let field: EntryField
        /// The currency the header names ("Amount (EUR)", "Betrag in €"), if any.
        let currency: String?
    }

    /// Other names for each field, beyond its own (`EntryField.rawValue`): English first, then
    /// the German, French and Spanish words a European spreadsheet's header may use.
    static let aliases: [EntryField: [String]] = [
        .id: ["uuid", "entry id"],
        .createdAt: ["created", "created on", "creation date", "date created"],
        .updatedAt: ["updated", "updated on", "modified", "last modified", "changed", "last changed"],
        .name: [
            "full name", "recipient", "addressee", "contact", "contact name", "person",
            "nom", "nombre", "empfänger"
        ],
        .companyName: ["company", "organisation", "organization", "org", "business", "firm", "firma", "société", "empresa"],
        .countryCode: ["country", "country name", "nation", "iso country", "land", "pays", "país"],
        .countryArea: [
            "state", "province", "region", "county", "prefecture", "state/province", "state or province", "state or region",
            "area", "bundesland", "département", "provincia", "estado"
        ],
        .city: ["town", "locality", "municipality", "town/city", "city/town", "ort", "stadt", "ville", "ciudad", "cidade"],
        .cityArea: [
            "district", "suburb", "neighbourhood", "neighborhood", "dependent locality", "ortsteil", "stadtteil",
            "quartier", "barrio", "bairro"
        ],
        .postalCode: [
            "postcode", "post code", "postal code", "zip", "zip code", "zipcode", "zip/postal code",
            "postal/zip code", "postcode/zip", "pin", "pin code", "eircode", "plz", "postleitzahl",
            "code postal", "cp", "código postal", "cep"
        ],
        .sortingCode: ["cedex", "sorting"],
        .streetLine1: [
            "street", "street 1", "street address", "address", "address 1", "address line 1", "line 1",
            "addr 1", "straße", "strasse", "anschrift", "adresse", "dirección", "endereço"
        ],
        .streetLine2: [
            "street 2", "address 2", "address line 2", "line 2", "addr 2", "apartment", "suite",
            "adresszusatz", "complément d'adresse"
        ],
        .extra1: ["extra 1"],
        .extra2: ["extra 2"],
        .extra3: ["extra 3"],
        .amount: ["sum", "total", "value", "payment", "amount paid", "betrag", "summe", "montant", "importe", "valor"],
        .currency: ["currency code", "ccy", "cur", "währung", "devise", "monnaie", "moneda", "moeda"],
        .reference: [
            "ref", "payment reference", "reference number", "memo", "verwendungszweck", "referenz",
            "référence", "referencia", "referência"
        ],
        // The spreadsheet export's English titles (`EntryFieldTitle`), so its CSV imports back.
        .officeFields: ["office fields"],
        .formVersion: ["form version"],
        .ruleReasons: ["reasons for kept values"]
    ]

    /// Every known name, folded, to its field.
    private static let table: [String: EntryField] = {
        var table: [String: EntryField] = [:]
        for field in EntryField.allCases {
            table[fold(field.rawValue)] = field
            for alias in aliases[field] ?? [] {
                let key = fold(alias)
                assert(table[key] == nil || table[key] == field, "'\(alias)' names two fields")
                table[key] = field
            }
        }
        return table
    }()

    /// Currency signs a header may put in place of the code; only those that name one currency
    /// ("$" and "¥" do not).
    static let currencySigns: [String: String] = [
        "€": "EUR", "£": "GBP", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY", "₴": "UAH", "zł": "PLN"
    ]

    /// What `header` names, or nil when it is none of the known names.
    static func column(_ header: String) -> Column? {
        let trimmed = header.trimmingCharacters(in: .whitespacesAndNewlines)
        // "Amount (EUR)", "Betrag [€]": the unit in brackets must be one currency ("($)" is not).
        if let (name, unit) = bracketedUnit(trimmed), table[fold(name)] == .amount {
            return currencyCode(unit).map { Column(field: .amount, currency: $0) }
        }
        if let field = table[fold(trimmed)] { return Column(field: field, currency: nil) }
        if let (name, _) = bracketedUnit(trimmed), let field = table[fold(name)] {
            return Column(field: field, currency: nil)
        }
        // "Amount EUR", "Betrag in EUR".
        guard let space = trimmed.lastIndex(of: " ") else { return nil }
        var name = trimmed[..<space].trimmingCharacters(in: .whitespaces)
        if name.lowercased().hasSuffix(" in") { name = String(name.dropLast(3)) }
        guard table[fold(name)] == .amount, let code = currencyCode(String(trimmed[trimmed.index(after: space)...])) else { return nil }
        return Column(field: .amount, currency: code)
    }

    /// The currency a header's unit names: a code in any case, or a sign of one currency only.
    private static func currencyCode(_ unit: String) -> String? {
        let unit = unit.trimmingCharacters(in: .whitespaces)
        let code = currencySigns[unit] ?? unit.uppercased()
        guard code.count == 3, code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        return code
    }

    /// `header` as it is compared: lower case, no accents, letters and digits only.
    static func fold(_ header: String) -> String {
        let folded = header.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(
            folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
                .map(Character.init))
    }

    /// ("Amount", "EUR") for "Amount (EUR)" or "Amount [EUR]".
    private static func bracketedUnit(_ header: String) -> (String, String)? {
        guard let last = header.last, last == ")" || last == "]",
            let open = header.lastIndex(of: last == ")" ? "(" : "[")
        else { return nil }
        let unit = String(header[header.index(after: open)..<header.index(before: header.endIndex)])
        let name = header[..<open].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : (name, unit)
    }
}
