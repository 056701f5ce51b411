import CSVAndJSON

/// Reads an entry's fields as PostgreSQL prints a jsonb object of strings
/// (`{"city": "Berlin", "name": "Anna"}`), in place in libpq's buffer: a pull of 100,000
/// entries spends its time here, and a general JSON decoder is several times slower.
enum FieldsJSON {
    struct Malformed: Error {
        let offset: Int
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [String: String] {
        var fields: [String: String] = [:]
        var index = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        func expect(_ character: Unicode.Scalar) throws {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { throw Malformed(offset: index) }
            index += 1
        }
        func string() throws -> String {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Malformed(offset: index) }
            do {
                let (text, next) = try JSONString.decode(bytes, quoteAt: index, end: bytes.count)
                index = next
                return text
            } catch {
                throw Malformed(offset: error.offset)
            }
        }
        try expect("{")
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return fields }
        while true {
            let name = try string()
            try expect(":")
            fields[name] = try string()
            skipSpaces()
            guard index < bytes.count else { throw Malformed(offset: index) }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return fields }
            guard bytes[index - 1] == UInt8(ascii: ",") else { throw Malformed(offset: index - 1) }
        }
    }
}
