extension DraftEntry {
    /// The form's fields for editing a saved entry (`editingID` is the entry's id). The amount
    /// is the canonical value, not typed text: text depends on the locale the form shows it in.
    public init(editing entry: Entry) {
        self.init(
            editingID: entry.id, editingUpdatedAt: entry.updatedAt, name: entry.name, companyName: entry.address.companyName,
            countryCode: entry.address.countryCode, countryArea: entry.address.countryArea,
            city: entry.address.city, cityArea: entry.address.cityArea, postalCode: entry.address.postalCode,
            sortingCode: entry.address.sortingCode, streetLine1: entry.text(of: .streetLine1),
            streetLine2: entry.text(of: .streetLine2), extra1: entry.extra1, extra2: entry.extra2,
            extra3: entry.extra3, amount: entry.amount, currency: entry.currency, reference: entry.reference,
            officeFields: entry.officeFields, formVersion: entry.formVersion, ruleReasons: entry.ruleReasons)
    }
}
