import CSVAndJSON

/// Reads one JSON Lines line into an `Address` straight from its UTF-8 bytes, through
/// CSVAndJSON' `JSONScanner` (the grammar, strings, numbers and nesting limit shared with the
/// other JSON readers).
///
/// Why not Foundation: `entrydesk validate` reads 100,000 lines in well under a second, and
/// building an `NSDictionary` of `Any` per line (JSONSerialization), or decoding through
/// `JSONDecoder` (100,000 lines: 3,352 ms against this reader's 853 ms), cost more than
/// validating the address. The scanner accepts exactly RFC 8259 JSON (bad escapes, raw control characters,
/// invalid UTF-8 and trailing garbage are errors) and only the fields needed are kept.
struct AddressLineReader {
    /// Why a line was rejected.
    enum Failure: Error {
        case syntax
        case notAnObject
        case wrongType(AddressComponent)
    }

    private var scanner: JSONScanner

    /// Parses `bytes` as one address object.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> Address {
        var reader = AddressLineReader(scanner: JSONScanner(bytes))
        guard try reader.next() == .beginObject else {
            // Another value: refused as such only if it is valid JSON.
            while try reader.next() != .end {}
            throw .notAnObject
        }
        var address = Address()
        // The scanner yields a member name or the object's end here.
        while case .key(let key) = try reader.next() {
            if let field = AddressComponent(rawValue: key) {
                try reader.readField(field, into: &address)
            } else {
                try reader.skipValue()
            }
        }
        guard try reader.next() == .end else { throw .syntax }
        return address
    }

    private mutating func next() throws(Failure) -> JSONToken.Kind {
        do { return try scanner.next().kind } catch { throw .syntax }
    }

    private mutating func skipValue() throws(Failure) {
        do { try scanner.skipValue() } catch { throw .syntax }
    }

    /// Skips the rest of the value `kind` began, then refuses `field`'s type (the rest of the
    /// line is not read: the answer names the field).
    private mutating func refuse(_ field: AddressComponent, after kind: JSONToken.Kind) throws(Failure) -> Never {
        if kind.opensContainer {
            do { try scanner.skipToEndOfContainer() } catch { throw .syntax }
        }
        throw .wrongType(field)
    }

    private mutating func readField(_ field: AddressComponent, into address: inout Address) throws(Failure) {
        switch try next() {
        case .string(let text):
            field.set(text, in: &address)
        case .null:
            field.set("", in: &address)
        case .beginArray where field == .streetAddress:
            var lines: [String] = []
            while true {
                switch try next() {
                case .string(let line): lines.append(line)
                case .endArray: address.streetLines = lines; return
                case let other: try refuse(field, after: other)
                }
            }
        case let other:
            try refuse(field, after: other)
        }
    }
}
