/// The grammar of a JSON (RFC 8259) number, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`,
/// over UTF-8 bytes: where a number ends, so that its exact text can be kept (an amount's
/// digits) or converted (a design token's dimension).
public enum JSONNumber {
    /// Where a digit was expected and is missing.
    public enum Problem: Equatable, Sendable {
        /// No digit after the optional minus sign.
        case missingDigit
        /// No digit after the decimal point.
        case missingFractionDigit
        /// No digit in the exponent.
        case missingExponentDigit
    }

    /// A problem and the byte offset where the digit was expected (the end if the input ends).
    public struct Failure: Error, Equatable, Sendable {
        public let problem: Problem
        public let offset: Int

        public init(problem: Problem, offset: Int) {
            self.problem = problem
            self.offset = offset
        }
    }

    /// The offset just after the number starting at `bytes[start]`; the input ends at `end`.
    public static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) throws(Failure) -> Int {
        var index = start
        func digits() -> Int {
            let first = index
            while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw Failure(problem: .missingDigit, offset: index)
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw Failure(problem: .missingFractionDigit, offset: index) }
        }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw Failure(problem: .missingExponentDigit, offset: index) }
        }
        return index
    }

    /// `end(of:from:end:)` over an array.
    public static func end(of bytes: [UInt8], from start: Int, end: Int) throws(Failure) -> Int {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) in try self.end(of: buffer, from: start, end: end) }
        }.get()
    }
}
