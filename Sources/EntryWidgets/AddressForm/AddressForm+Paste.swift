import GtkKit

extension AddressForm {
    /// A paste in the form's address fields (the search, the lines, the city, the postcode…)
    /// goes in on one line: the lines of an address copied from a letter or an e-mail are
    /// joined with spaces, where a one-line field would have kept the line breaks as boxes. The
    /// country selector keeps GTK's own paste. (Splitting a whole pasted address into the
    /// fields, issue 23 item 1, is to hook in here once an address parser exists.)
    func joinPastedLines() {
        let country = countrySelector
        for input in everyInput where input !== country {
            input.entry.onPaste { [weak input] text in
                guard let input, !input.isReadOnly else { return }
                input.entry.insertAsPasted(text)
            }
        }
    }
}
