import Foundation

/// Runs `entrydesk validate` and `entrydesk format` over JSON Lines input: one answer line per
/// non-blank input line, in input order; blank lines are skipped.
public struct JSONLinesProcessor: Sendable {
    /// Validation settings.
    public let validator: AddressValidator
    /// Formatting settings.
    public let formatter: AddressFormatter

    /// A processor over the shared metadata.
    public init(validator: AddressValidator = AddressValidator(), formatter: AddressFormatter = AddressFormatter()) {
        self.validator = validator
        self.formatter = formatter
    }

    /// Validates every line of `input`, handing each answer line (without newline) to `emit`
    /// and each bad line to `report`. Throws only when the metadata cannot be read.
    public func validate(_ input: Data, emit: (String) -> Void, report: (JSONLineError) -> Void) throws(AddressDataError) -> JSONLinesSummary {
        var summary = JSONLinesSummary()
        var failure: AddressDataError?
        Self.forEachLine(in: input) { bytes, number in
            guard failure == nil else { return }
            summary.lines += 1
            switch AddressJSON.address(fromLine: bytes, lineNumber: number) {
            case .failure(let error):
                summary.lineErrors.append(error)
                report(error)
                emit(AddressJSON.badInputLine)
            case .success(let address):
                do throws(AddressDataError) {
                    let result = try validator.validate(address)
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
            switch AddressJSON.address(fromLine: bytes, lineNumber: number) {
            case .failure(let error):
                summary.lineErrors.append(error)
                report(error)
                emit("null")
            case .success(let address):
                do throws(AddressDataError) {
                    var out = ""
                    AddressJSON.appendString(try formatter.format(address, latin: latin), to: &out)
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

    /// Calls `body` with each non-blank line's bytes and its 1-based line number.
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
                let blank = bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
                if !blank {
                    body(Data(UnsafeRawBufferPointer(rebasing: buffer[start..<end])), number)
                }
                start = index + 1
            }
        }
    }
}
