import TextFormats

/// Reads one JSON Lines line into an `Address` straight from its UTF-8 bytes (strings, numbers
/// and the nesting limit from TextFormats, shared with the other JSON readers).
///
/// Why not JSONSerialization: `entrydesk validate` reads 100,000 lines in well under a second,
/// and building an `NSDictionary` of `Any` per line cost more than validating the address. This
/// reader accepts exactly RFC 8259 JSON (it rejects what JSONSerialization rejects: bad escapes,
/// raw control characters, invalid UTF-8, trailing garbage) and only materialises the fields it
/// needs.
struct AddressLineReader {
    /// Why a line was rejected.
    enum Failure: Error {
        case syntax
        case notAnObject
        case wrongType(AddressComponent)
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private static let maximumDepth = JSONNesting.maximumDepth

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `bytes` as one address object.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> Address {
        var reader = AddressLineReader(bytes: bytes)
        reader.skipSpace()
        guard reader.peek() == UInt8(ascii: "{") else {
            try reader.skipValue(depth: 0)
            reader.skipSpace()
            throw reader.index == bytes.count ? .notAnObject : .syntax
        }
        let address = try reader.readObject()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw .syntax }
        return address
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek() == byte else { throw .syntax }
        index += 1
    }

    private mutating func readObject() throws(Failure) -> Address {
        try expect(UInt8(ascii: "{"))
        var address = Address()
        skipSpace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return address
        }
        while true {
            skipSpace()
            let key = try readString()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            if let field = AddressComponent(rawValue: key) {
                try readField(field, into: &address)
            } else {
                try skipValue(depth: 1)
            }
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return address
            default: throw .syntax
            }
        }
    }

    private mutating func readField(_ field: AddressComponent, into address: inout Address) throws(Failure) {
        switch peek() {
        case UInt8(ascii: "\""):
            field.set(try readString(), in: &address)
        case UInt8(ascii: "n"):
            try skipLiteral("null")
            field.set("", in: &address)
        case UInt8(ascii: "[") where field == .streetAddress:
            index += 1
            var lines: [String] = []
            skipSpace()
            if peek() == UInt8(ascii: "]") {
                index += 1
            } else {
                while true {
                    skipSpace()
                    guard peek() == UInt8(ascii: "\"") else {
                        try skipValue(depth: 2)
                        throw .wrongType(field)
                    }
                    lines.append(try readString())
                    skipSpace()
                    if peek() == UInt8(ascii: ",") { index += 1; continue }
                    try expect(UInt8(ascii: "]"))
                    break
                }
            }
            address.streetLines = lines
        default:
            try skipValue(depth: 1)
            throw .wrongType(field)
        }
    }

    private mutating func skipLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw .syntax }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { throw .syntax }
        index += count
    }

    /// Reads a string literal, decoding escapes; rejects control characters and invalid UTF-8.
    private mutating func readString() throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw .syntax }
        do {
            let (text, next) = try JSONString.decode(bytes, quoteAt: index, end: bytes.count)
            index = next
            return text
        } catch {
            throw .syntax
        }
    }

    /// Skips any JSON value, checking its syntax.
    private mutating func skipValue(depth: Int) throws(Failure) {
        guard depth < Self.maximumDepth, let byte = peek() else { throw .syntax }
        switch byte {
        case UInt8(ascii: "\""): _ = try readString()
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isObject = byte == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipSpace()
            if peek() == close { index += 1; return }
            while true {
                skipSpace()
                if isObject {
                    _ = try readString()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                }
                try skipValue(depth: depth + 1)
                skipSpace()
                if peek() == UInt8(ascii: ",") { index += 1; continue }
                try expect(close)
                return
            }
        default: try skipNumber()
        }
    }

    private mutating func skipNumber() throws(Failure) {
        do { index = try JSONNumber.end(of: bytes, from: index, end: bytes.count) } catch { throw .syntax }
    }
}
