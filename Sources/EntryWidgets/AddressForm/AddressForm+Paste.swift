import GtkKit

extension AddressForm {
    /// Hands a paste in any of the form's address fields (the search, the lines, the city, the
    /// postcode…) to `handler` first: it returns true when it took the text (a whole address,
    /// split into the fields); otherwise the text goes where it was pasted, as GTK would put it.
    /// The country selector keeps GTK's own paste.
    public func onPaste(_ handler: @escaping @MainActor (String) -> Bool) {
        let country = countrySelector
        for input in everyInput where input !== country {
            input.entry.onPaste { [weak input] text in
                guard let input, !input.isReadOnly, !handler(text) else { return }
                input.entry.insertAsPasted(text)
            }
        }
    }
}
