/// What an import has counted so far, row by row; replacements are counted when published.
struct ImportTally {
    var rowsRead = 0
    var inserted = 0
    var alreadySaved = 0
    /// Rows whose id is saved with the same values: replaced, in effect, without writing.
    var unchangedReplacements = 0
    var rejected: [ImportReport.RejectedRow] = []
    /// Rows without a country whose postcode and state fit another country better.
    var misfits: [CountryMisfit] = []
    /// What the file calls each field, for the report's messages.
    var columnNames: [EntryField: String] = [:]

    /// The report once `published`; it names the import when it wrote anything.
    func report(published: ImportRun.Published, importID: Int64) -> ImportReport {
        let inserted = inserted + published.inserted
        return ImportReport(
            rowsRead: rowsRead, inserted: inserted, replaced: published.replaced + unchangedReplacements, alreadySaved: alreadySaved,
            keptNewer: published.keptNewer, rejected: rejected, misfits: misfits,
            importID: inserted + published.replaced > 0 ? importID : nil, columnNames: columnNames)
    }
}
