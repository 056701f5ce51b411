import AmountKit
import Foundation

/// Imports entries from CSV or JSON Lines: validates every row, then writes the valid ones in
/// short transactions that stay hidden until the last (`ImportRun`): a window on the same
/// database can save between them, and sees the import all at once or not at all.
///
/// A file that cannot be read or is syntactically broken throws `ImportError` before anything
/// is written. Invalid rows are returned in the report with their line and problems; the valid
/// rows are still imported, all together or (if the database fails, or the process is killed)
/// not at all.
///
/// A row whose id is already saved replaces that entry, so importing an export again changes
/// nothing, unless the saved entry was changed later than the row says (its `updated_at` is
/// newer): then the saved entry is kept. A row without an id that is identical to an entry
/// saved before the import is skipped, so importing such a file twice adds its rows once.
public struct EntryImporter: Sendable {
    /// The store imported into.
    public let store: EntryStore
    /// Checks each row's entry (the app injects AddressKit/AmountKit-backed validation here).
    public let validator: any EntryValidator
    /// The person's locale (the CLI's `UserLocale`): the decimal separator of a tab-separated
    /// file's amounts, and the language countries may be named in besides English. Nil: dot
    /// decimals, English names.
    public let locale: Locale?
    /// The country of rows that name none (a domestic list, written without its country),
    /// unless the import dialog chose another (`ImportColumnMapping`): the desk's. Nil: such
    /// rows are refused.
    public let defaultCountry: String?
    /// The currency of rows that name none, unless the file ("Amount (EUR)") or the import
    /// dialog names one: the desk's. Nil: such rows are refused.
    public let defaultCurrency: String?

    /// An importer into `store` validating with `validator`, reading what depends on the
    /// person's conventions in `locale`, taking rows without a country or a currency to be in
    /// `defaultCountry` and `defaultCurrency`.
    public init(
        store: EntryStore, validator: any EntryValidator = BasicEntryValidator(), locale: Locale? = nil,
        defaultCountry: String? = nil, defaultCurrency: String? = nil
    ) {
        self.store = store
        self.validator = validator
        self.locale = locale
        self.defaultCountry = defaultCountry
        self.defaultCurrency = defaultCurrency
    }

    /// Imports the file at `url`; the format comes from `format`, else the extension, else
    /// the contents. A CSV file's columns go to the fields `mapping` chooses (the window's
    /// import dialog), else to those their names say. Columns (and JSON Lines keys) named by
    /// `officeKeys` (the form's), columns titled by one of `officeLabels` (each office field's
    /// labels by key, every language's: a workbook exported in a desk's language), and in a file
    /// an export wrote any named like a key, are the office's fields.
    public func importFile(
        at url: URL, format: EntryFileFormat? = nil, mapping: ImportColumnMapping? = nil, officeKeys: [String] = [],
        officeLabels: [String: [String]] = [:], now: Date = Date()
    ) throws -> ImportReport {
        let bytes = try Self.utf8(ImportFileReader.readBytes(at: url), path: url.path)
        let format = format ?? EntryFileFormat(fileExtensionOf: url) ?? EntryFileFormat(sniffing: bytes.prefix(4096))
        let office = OfficeColumnNames(keys: officeKeys, labels: officeLabels)
        return try importBytes(bytes, format: format, path: url.path, mapping: mapping, office: office, now: now)
    }

    /// Imports file contents already in memory; `path` names the source in messages.
    ///
    /// Rows are read, checked and written a batch at a time, so memory does not grow with the
    /// file; a syntax error anywhere takes the whole import back. The report names the import
    /// (`importID`) for `EntryStore.undoImport(id:)`.
    public func importData(
        _ data: Data, format: EntryFileFormat, path: String, officeKeys: [String] = [], officeLabels: [String: [String]] = [:],
        now: Date = Date()
    ) throws -> ImportReport {
        try importBytes(
            Self.utf8([UInt8](data), path: path), format: format, path: path, mapping: nil,
            office: OfficeColumnNames(keys: officeKeys, labels: officeLabels), now: now)
    }

    /// The file's bytes as UTF-8: UTF-16 with a byte order mark (Excel's "Unicode Text")
    /// transcoded, anything else as it is (checked to be UTF-8 later).
    static func utf8(_ bytes: [UInt8], path: String) throws(ImportError) -> [UInt8] {
        guard let transcoded = UTF16Transcoding.utf8(bytes) else { throw .notUTF8(path: path, line: 1) }
        return transcoded
    }

    private func importBytes(
        _ bytes: [UInt8], format: EntryFileFormat, path: String, mapping: ImportColumnMapping?, office: OfficeColumnNames,
        now: Date
    ) throws -> ImportReport {
        if let line = Self.firstInvalidUTF8Line(bytes) {
            throw ImportError.notUTF8(path: path, line: line)
        }
        var records = try RecordReader(bytes: bytes, format: format, path: path, mapping: mapping, office: office)
        try ImportRun.cleanUpAbandoned(in: store)
        let run = try ImportRun.begin(in: store, now: now)
        do {
            var tally = ImportTally()
            tally.columnNames = records.columnNames
            var batch = ImportBatch(decoder: decoder(for: records, now: now), validator: validator)
            // Rows without an id are compared with the entries saved before this import only
            // (see SavedContentIndex), read when the first such row comes.
            let lastSavedSequence = try store.mapped {
                try store.pool.read { try Int64.fetchOne($0, sql: "SELECT max(seq) FROM entry") ?? 0 }
            }
            var savedContent: SavedContentIndex?
            while try batch.fill(from: &records, tally: &tally) {
                if savedContent == nil, batch.needsSavedContent {
                    savedContent = try store.mapped {
                        try store.pool.read { try SavedContentIndex(db: $0, upTo: lastSavedSequence, store: store) }
                    }
                }
                try batch.write(into: run, savedContent: savedContent, tally: &tally)
            }
            let published = try run.publish()
            return tally.report(published: published, importID: run.id)
        } catch {
            // All or nothing: what was written is taken back (hidden all along).
            try? run.rollBack()
            throw error
        }
    }

    /// The decoder for the rows of `records`: amounts with the file's decimal separator, the
    /// currency its header names (else the chosen or the desk's), countries by name (else the
    /// chosen or the desk's).
    private func decoder(for records: RecordReader, now: Date) -> EntryRecordDecoder {
        var decoder = EntryRecordDecoder(now: now)
        decoder.countries = CountryNameReader(locale: locale)
        decoder.currencies = try? CurrencyTable.standard()
        decoder.locale = locale
        decoder.defaultCountry = defaultCountry
        decoder.defaultCurrency = defaultCurrency
        if let header = records.header {
            let localeDecimal: Character = locale.map { NumberConventions.of($0).decimalSeparator == "," } == true ? "," : "."
            decoder.decimalSeparator = header.decimalSeparator(localeDecimalSeparator: localeDecimal)
            if let currency = header.currency { decoder.defaultCurrency = currency }
            if let country = header.country { decoder.defaultCountry = country }
        }
        return decoder
    }

    /// The line of the first byte that is not UTF-8, or nil when all of it is.
    static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        // ASCII fast path; the decoder only runs when a non-ASCII byte appears.
        if !bytes.contains(where: { $0 >= 0x80 }) { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}
