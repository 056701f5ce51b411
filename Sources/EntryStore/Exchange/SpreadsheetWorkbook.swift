import Foundation
import ZIPFoundation

/// The spreadsheet export as an Office Open XML workbook (.xlsx): a ZIP of a few XML parts with
/// one worksheet (`WorkbookSheetWriter`) whose cells carry their types.
///
/// Why a workbook and not a CSV file: a CSV file has no character set and no cell types, so a
/// spreadsheet guesses both, and LibreOffice's default import guesses wrong. LibreOffice 7.4
/// opens a UTF-8 CSV file as Latin-1 even with a byte order mark ("JÃ¶rg SchÃ¤fer"), turns
/// "02134" into 2134, and leaves the `="02134"` that kept the zero in Excel as the formula's text
/// (its Text Import dialog has "Evaluate formulas" unticked). An .xlsx file is UTF-8 XML by
/// construction, its text cells are text, its dates dates and its amounts numbers, and Excel and
/// LibreOffice open it with no dialog at all (SpreadsheetRoundTripTests proves it with
/// LibreOffice headless).
enum SpreadsheetWorkbook {
    /// The most entries one worksheet holds: Excel's 1,048,576 rows, less the title row.
    static let maximumEntries = 1_048_575

    /// The workbook of `sheet` (the worksheet's XML), its tab named `sheetName`, as the bytes of
    /// an .xlsx file.
    static func package(sheet: Data, sheetName: String) throws -> Data {
        let archive = try Archive(accessMode: .create)
        let parts: [(String, Data)] = [
            ("[Content_Types].xml", Data(contentTypes.utf8)),
            ("_rels/.rels", Data(packageRelationships.utf8)),
            ("xl/workbook.xml", Data(workbook(sheetName: sheetName).utf8)),
            ("xl/_rels/workbook.xml.rels", Data(workbookRelationships.utf8)),
            ("xl/styles.xml", Data(styles.utf8)),
            ("xl/worksheets/sheet1.xml", sheet)
        ]
        for (path, data) in parts {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                modificationDate: Date(timeIntervalSince1970: 1_577_836_800),
                compressionMethod: .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let bytes = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return bytes
    }

    /// `name` as a worksheet's tab may be named: at most 31 characters, none of `[]:*?/\`.
    static func sheetName(_ name: String) -> String {
        let forbidden: Set<Character> = ["[", "]", ":", "*", "?", "/", "\\"]
        let cleaned = String(name.filter { !forbidden.contains($0) }.prefix(31))
        return cleaned.isEmpty ? "Sheet1" : cleaned
    }

    static let xmlDeclaration = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
    static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let relationshipTypes = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

    static let contentTypes =
        xmlDeclaration
        + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
        + #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
        + #"<Default Extension="xml" ContentType="application/xml"/>"#
        + #"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#
        + #"<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#
        + #"<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>"#
        + "</Types>"

    static let packageRelationships =
        xmlDeclaration
        + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        + #"<Relationship Id="rId1" Type="\#(relationshipTypes)/officeDocument" Target="xl/workbook.xml"/>"#
        + "</Relationships>"

    static func workbook(sheetName: String) -> String {
        xmlDeclaration
            + #"<workbook xmlns="\#(mainNamespace)" xmlns:r="\#(relationshipTypes)">"#
            + #"<bookViews><workbookView/></bookViews>"#
            + #"<sheets><sheet name="\#(WorkbookSheetWriter.escaped(Self.sheetName(sheetName)))" sheetId="1" r:id="rId1"/></sheets>"#
            + "</workbook>"
    }

    static let workbookRelationships =
        xmlDeclaration
        + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        + #"<Relationship Id="rId1" Type="\#(relationshipTypes)/worksheet" Target="worksheets/sheet1.xml"/>"#
        + #"<Relationship Id="rId2" Type="\#(relationshipTypes)/styles" Target="styles.xml"/>"#
        + "</Relationships>"

    /// The fonts (regular, bold), the custom number formats and the cell formats of
    /// `SpreadsheetCellStyle`.
    static var styles: String {
        let numberFormats = SpreadsheetCellStyle.numberFormats
        let formats = SpreadsheetCellStyle.formats
        return xmlDeclaration
            + #"<styleSheet xmlns="\#(mainNamespace)">"#
            + #"<numFmts count="\#(numberFormats.count)">"#
            + numberFormats.map { #"<numFmt numFmtId="\#($0.id)" formatCode="\#(WorkbookSheetWriter.escaped($0.code))"/>"# }.joined()
            + "</numFmts>"
            + #"<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>"#
            + #"<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>"#
            + #"<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>"#
            + #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#
            + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#
            + #"<cellXfs count="\#(formats.count)">"#
            + formats.map {
                #"<xf numFmtId="\#($0.numberFormat)" fontId="\#($0.bold ? 1 : 0)" fillId="0" borderId="0" xfId="0""#
                    + ($0.numberFormat == 0 ? "" : #" applyNumberFormat="1""#) + ($0.bold ? #" applyFont="1""# : "") + "/>"
            }.joined()
            + "</cellXfs>"
            + #"<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>"#
            + "</styleSheet>"
    }
}
