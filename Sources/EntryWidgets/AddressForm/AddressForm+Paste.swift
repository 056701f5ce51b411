import GtkKit

extension AddressForm {
    /// A paste in the form's address fields (the search, the lines, the city, the postcode…)
    /// is offered to `onAddressText` first (the entry screen splits a whole address into the
    /// fields); otherwise it goes in where it was pasted on one line: the lines of an address
    /// copied from a letter or an e-mail are joined with spaces, where a one-line field would
    /// have kept the line breaks as boxes. The country selector keeps GTK's own paste.
    func takePastes() {
        let country = countrySelector
        for input in everyInput where input !== country {
            input.entry.onPaste { [weak self, weak input] text in
                guard let input, !input.isReadOnly else { return }
                if self?.onAddressText?(text) == true { return }
                input.entry.insertAsPasted(text)
            }
        }
    }
}
