import Foundation
import CSVAndJSON

/// A batch of changes as the one JSON array parameter of a push (read on the server by
/// jsonb_to_recordset): one round trip and one set-based statement per batch.
enum ChangeBatchJSON {
    /// `[{"c": change, "e": entry, "b": base version or null, "d": deleted, "f": {fields}, "t": epoch seconds}]`
    static func encode(_ changes: some Collection<OutgoingChange>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(changes.count * 256)
        out.append(UInt8(ascii: "["))
        for (index, change) in changes.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            append(#"{"c":""#, to: &out)
            append(change.changeID.uuidString, to: &out)
            append(#"","e":""#, to: &out)
            append(change.entryID.uuidString, to: &out)
            append(#"","b":"#, to: &out)
            append(change.baseVersion.map(String.init) ?? "null", to: &out)
            append(change.deleted ? #","d":true,"f":"# : #","d":false,"f":"#, to: &out)
            appendObject(change.fields, to: &out)
            append(#","t":"#, to: &out)
            append(String(change.changedAt.timeIntervalSince1970), to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `{"name": "value", ...}`
    static func appendObject(_ fields: [String: String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        for (index, (name, value)) in fields.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.encode(name, to: &out)
            out.append(UInt8(ascii: ":"))
            JSONString.encode(value, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }
}
