/// One JSON (RFC 8259) string literal decoded from UTF-8 bytes: escapes, surrogate pairs, raw
/// control characters and invalid UTF-8, each failure with the byte offset where it is. The
/// design tokens, the JSON Lines import and the address JSON Lines reader all decode with it.
public enum JSONString {
    /// What is wrong with a string literal.
    public enum Problem: Equatable, Sendable {
        /// The input ends before the closing quote (offset: the end).
        case unterminated
        /// The input ends right after a backslash (offset: the end).
        case endInEscape
        /// The input ends inside the four hex digits of a `\u` escape (offset: the end).
        case endInUnicodeEscape
        /// A raw byte below 0x20 (offset: that byte).
        case controlCharacter
        /// A backslash before something other than `"\/bfnrtu` (offset: that character).
        case invalidEscape
        /// A `\u` escape with something other than a hex digit (offset: that character).
        case notHexDigit
        /// A high surrogate without a `\u` escape after it, or a low surrogate alone (offset:
        /// just after its four digits).
        case unpairedSurrogate(UInt32)
        /// A high surrogate followed by a `\u` escape that is not a low one (offset: just after
        /// the second escape).
        case invalidSurrogatePair
        /// Bytes that are not UTF-8 (offset: the end of the unescaped run holding them).
        case invalidUTF8
    }

    /// A problem and its byte offset in the input.
    public struct Failure: Error, Equatable, Sendable {
        public let problem: Problem
        public let offset: Int

        public init(_ problem: Problem, at offset: Int) {
            self.problem = problem
            self.offset = offset
        }
    }

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), u = UInt8(ascii: "u")

    /// The text of the string literal whose opening quote is at `bytes[start]`, and the offset
    /// just after its closing quote; the input ends at `end` (a line's end in JSON Lines).
    public static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, quoteAt start: Int, end: Int
    ) throws(Failure) -> (text: String, next: Int) {
        var index = start + 1
        var text = ""
        // Unescaped runs are validated as UTF-8 and appended whole: no per-byte work for them.
        var runStart = index
        while true {
            guard index < end else { throw Failure(.unterminated, at: end) }
            let byte = bytes[index]
            if byte == quote || byte == backslash {
                if runStart < index {
                    guard let run = String(validating: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) else {
                        throw Failure(.invalidUTF8, at: index)
                    }
                    text += run
                }
                if byte == quote { return (text, index + 1) }
                index += 1
                text.unicodeScalars.append(try escape(bytes, at: &index, end: end))
                runStart = index
                continue
            }
            if byte < 0x20 { throw Failure(.controlCharacter, at: index) }
            index += 1
        }
    }

    /// `decode` over an array.
    public static func decode(_ bytes: [UInt8], quoteAt start: Int, end: Int) throws(Failure) -> (text: String, next: Int) {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) in try decode(buffer, quoteAt: start, end: end) }
        }.get()
    }

    /// The character of the escape after a backslash, at `index` (moved past it).
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int) throws(Failure) -> Unicode.Scalar {
        guard index < end else { throw Failure(.endInEscape, at: end) }
        let byte = bytes[index]
        let simple: Unicode.Scalar? =
            switch byte {
            case quote: "\""
            case backslash: "\\"
            case UInt8(ascii: "/"): "/"
            case UInt8(ascii: "b"): "\u{08}"
            case UInt8(ascii: "f"): "\u{0C}"
            case UInt8(ascii: "n"): "\n"
            case UInt8(ascii: "r"): "\r"
            case UInt8(ascii: "t"): "\t"
            default: nil
            }
        if let simple {
            index += 1
            return simple
        }
        guard byte == u else { throw Failure(.invalidEscape, at: index) }
        index += 1
        let first = try hex4(bytes, at: &index, end: end)
        guard (0xD800...0xDBFF).contains(first) else {
            guard let scalar = Unicode.Scalar(first) else { throw Failure(.unpairedSurrogate(first), at: index) }
            return scalar
        }
        guard index + 1 < end, bytes[index] == backslash, bytes[index + 1] == u else {
            throw Failure(.unpairedSurrogate(first), at: index)
        }
        index += 2
        let second = try hex4(bytes, at: &index, end: end)
        guard (0xDC00...0xDFFF).contains(second),
            let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else {
            throw Failure(.invalidSurrogatePair, at: index)
        }
        return scalar
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, end: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < end else { throw Failure(.endInUnicodeEscape, at: end) }
            let byte = bytes[index]
            let digit: UInt32 =
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - 48)
                case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - 87)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - 55)
                default: throw Failure(.notHexDigit, at: index)
                }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
