import Foundation
import Localization

/// The spreadsheet export (`entrydesk export --excel`, an .xlsx file): an Office Open XML
/// workbook whose columns are titled in the desk's language and whose cells are typed
/// (`SpreadsheetWorkbook`, `WorkbookSheetWriter`). The CSV and JSON Lines exports are for
/// programs and stay as they are.
extension EntryExporter {
    /// Writes the entries changed at or after `since` (all when nil), of `batch` only when one is
    /// given, oldest first, to `url` as an .xlsx workbook, as `export(format:…to:)` writes a file
    /// (atomically, owner-only, refusing the database itself). Times are shown in `timeZone`;
    /// the office's fields are `officeFields` (keys and titles, in the form's order), then any
    /// other the entries hold (`ExportColumns`).
    /// Throws `ExportError.tooManyForASpreadsheet`, writing nothing, past a worksheet's rows.
    @discardableResult
    public func exportWorkbook(
        since: Date? = nil, batch: Batch? = nil, officeFields: [OfficeFieldColumn] = [], timeZone: TimeZone = .current,
        to url: URL, progress: ExportProgress? = nil
    ) throws -> Int {
        try replacing(url) { handle in
            try writeWorkbook(
                since: since, batch: batch, officeFields: officeFields, timeZone: timeZone, to: handle, progress: progress)
        }
    }

    /// Writes the workbook of `exportWorkbook(since:batch:timeZone:to:)` to `handle` (standard
    /// output for the CLI).
    @discardableResult
    public func exportWorkbook(
        since: Date? = nil, batch: Batch? = nil, officeFields: [OfficeFieldColumn] = [], timeZone: TimeZone = .current,
        to handle: FileHandle
    ) throws -> Int {
        do {
            return try writeWorkbook(
                since: since, batch: batch, officeFields: officeFields, timeZone: timeZone, to: handle, progress: nil)
        } catch let error as EntryStoreError {
            throw error
        } catch let ExportError.tooManyForASpreadsheet(count, limit) {
            throw ExportError.tooManyForASpreadsheet(count: count, limit: limit)
        } catch {
            throw ExportError.cannotWrite(path: "the output", reason: error.localizedDescription)
        }
    }

    /// The worksheet is built in memory and then packed (a ZIP's parts are written whole); a
    /// worksheet's million rows bound it.
    private func writeWorkbook(
        since: Date?, batch: Batch?, officeFields: [OfficeFieldColumn], timeZone: TimeZone, to handle: FileHandle,
        progress: ExportProgress?
    ) throws -> Int {
        var sheet = WorkbookSheetWriter(timeZone: timeZone)
        let count = try forEachEntry(
            since: since, batch: batch, limit: SpreadsheetWorkbook.maximumEntries, progress: progress,
            begin: { found in
                sheet.begin(columns: ExportColumns(requested: officeFields, found: found), rightToLeft: InterfaceLanguage.isRightToLeft)
            }
        ) {
            sheet.write($0)
        }
        // Translators: the name of the worksheet (the tab) of a spreadsheet of saved entries.
        let bytes = try SpreadsheetWorkbook.package(sheet: sheet.finish(), sheetName: tr("Entries"))
        try handle.write(contentsOf: bytes)
        return count
    }
}
