/// Writing JSON string literals: the one encoder for every JSON the project writes (address
/// JSON Lines, suggestions, resolved design tokens).
extension JSONString {
    /// `text` as a JSON string literal.
    public static func literal(_ text: String) -> String {
        var bytes: [UInt8] = []
        encode(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, as UTF-8 bytes: RFC 8259's escapes, control
    /// characters as \u00XX, and U+2028 and U+2029 escaped for JavaScript consumers.
    public static func encode(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        var pending: [UInt8] = []
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            case 0xE2:
                // U+2028 and U+2029 (E2 80 A8/A9) are escaped for JavaScript consumers.
                pending = [byte]
                if let second = utf8.next() {
                    pending.append(second)
                    if second == 0x80, let third = utf8.next() {
                        if third == 0xA8 || third == 0xA9 {
                            out.append(contentsOf: Array((third == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                            continue
                        }
                        pending.append(third)
                    }
                }
                out.append(contentsOf: pending)
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
