/// The subdivision a postal code names, where only one can: Japan's 530-0005 is in Osaka
/// (大阪府), America's 94043 in California. A person who types the postcode first gets the
/// prefecture or state they need not pick (a Japanese visitor at a kiosk cannot type its kanji).
extension CountryFormat {
    /// The one first-level subdivision whose postal codes begin as the whole, valid `postalCode`
    /// does; nil when the code is not whole for this country, or no subdivision or several claim it.
    public func subdivision(forPostalCode postalCode: String) -> Subdivision? {
        let code = PostalCodeForm.national(postalCode, in: self)
        guard !code.isEmpty, let whole = compiledPostalCodePattern, whole.matches(code) else { return nil }
        let claiming = ((try? subdivisions()) ?? []).filter { subdivision in
            guard let source = subdivision.postalCodePattern, let prefix = try? PostalCodePattern(source) else { return false }
            return prefix.matches(code)
        }
        return claiming.count == 1 ? claiming.first : nil
    }
}
