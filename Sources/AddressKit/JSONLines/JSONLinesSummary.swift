/// What a JSON Lines run produced, for the command's exit code.
public struct JSONLinesSummary: Sendable, Equatable {
    /// Lines answered.
    public var lines = 0
    /// Addresses that were invalid (or could not be formatted).
    public var invalid = 0
    /// Lines that were not address objects.
    public var lineErrors: [JSONLineError] = []

    /// 0 when every address is valid, 1 when one is invalid, 2 when a line is not an object.
    public var exitCode: Int32 {
        if !lineErrors.isEmpty { return 2 }
        return invalid > 0 ? 1 : 0
    }
}
