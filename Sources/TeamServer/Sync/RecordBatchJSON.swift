import Foundation
import CSVAndJSON

/// Team records as the one JSON array parameter of a push (read on the server by
/// jsonb_populate_recordset into `entrydesk.record_change`).
enum RecordBatchJSON {
    /// `[{"c": change, "k": kind, "y": key, "d": deleted, "f": {fields}, "t": epoch seconds}]`
    static func encode(_ records: some Collection<OutgoingRecord>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(records.count * 200)
        out.append(UInt8(ascii: "["))
        for (index, record) in records.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            ChangeBatchJSON.append(#"{"c":""#, to: &out)
            ChangeBatchJSON.append(record.changeID.uuidString, to: &out)
            ChangeBatchJSON.append(#"","k":"#, to: &out)
            JSONString.encode(record.kind.rawValue, to: &out)
            ChangeBatchJSON.append(#","y":"#, to: &out)
            JSONString.encode(record.key, to: &out)
            ChangeBatchJSON.append(record.deleted ? #","d":true,"f":"# : #","d":false,"f":"#, to: &out)
            ChangeBatchJSON.appendObject(record.fields, to: &out)
            ChangeBatchJSON.append(#","t":"#, to: &out)
            ChangeBatchJSON.append(String(record.changedAt.timeIntervalSince1970), to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }
}
