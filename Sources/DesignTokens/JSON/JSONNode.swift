/// A parsed JSON value with the position it started at, so token errors can name line and column.
struct JSONNode: Sendable {
    /// The value's kinds; objects keep their members in file order.
    indirect enum Value: Sendable {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// The value.
    let value: Value
    /// Where the value starts.
    let location: SourceLocation

    /// A short description of the value for error messages (strings quoted, containers by kind).
    var summary: String {
        switch value {
        case let .string(text): return "\"\(text)\""
        case let .number(number): return NumberText.format(number)
        case let .bool(flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
