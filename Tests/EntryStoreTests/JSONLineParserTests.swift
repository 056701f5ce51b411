import Testing
@testable import EntryStore
import CSVAndJSON

/// The import's JSON Lines reader: its members and values, and each syntax error's column (in
/// characters) and reason as the import report shows them.
struct JSONLineParserTests {
    private func parse(_ line: String) -> Result<[(key: String, value: JSONLineParser.Value)], JSONLineParser.SyntaxError> {
        let bytes = Array(line.utf8)
        return Result { () throws(JSONLineParser.SyntaxError) in try JSONLineParser.parseObject(bytes, from: 0, to: bytes.count) }
    }

    @Test func membersKeepOrderRepeatsAndExactNumbers() throws {
        let members = try parse(#" {"a":[1,{"b":2}],"n":-0.50,"s":"\u00e9","t":true,"z":null,"a":{}} "#).get()
        #expect(members.map(\.key) == ["a", "n", "s", "t", "z", "a"])
        #expect(members.map(\.value) == [.nested, .number("-0.50"), .string("é"), .bool(true), .null, .nested])
    }

    @Test(arguments: [
        (#"{"name":"Müller" "country_code":"DE"}"#, 18, "expected ',' or '}'"),
        ("  [1]", 3, "expected a JSON object starting with {"),
        (#"{"a":1} x"#, 9, "unexpected text after the object"),
        (#"{"a":"x\q"}"#, 9, #"invalid escape \q"#),
        (#"{"a":"x"#, 8, "string is never closed"),
        (#"{"a":1.}"#, 8, "expected digits after the decimal point"),
        (#"{"a":"#, 6, "expected a value"),
        (#"{"a":tru}"#, 9, "expected a value (string, number, true, false or null)"),
        ("{a:1}", 2, "expected a quoted key"),
        (#"{"a" 1}"#, 6, "expected ':'"),
        (#"{"a":[1}"#, 8, "expected ',' or ']'"),
        (
            #"{"a":"# + String(repeating: "[", count: JSONNesting.maximumDepth), 5 + JSONNesting.maximumDepth,
            "nested more than \(JSONNesting.maximumDepth) levels deep"
        )
    ])
    func syntaxErrorsNameTheirColumnAndReason(line: String, column: Int, reason: String) {
        guard case .failure(let error) = parse(line) else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(error.column == column && error.reason == reason, "\(error.column): \(error.reason)")
    }
}
