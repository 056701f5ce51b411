import Testing
@testable import TeamServer

/// Entry fields as PostgreSQL prints a jsonb object.
@Suite struct FieldsJSONTests {
    private func decode(_ text: String) throws -> [String: String] {
        try Array(text.utf8).withUnsafeBufferPointer { try FieldsJSON.decode($0) }
    }

    @Test func readsTheWayPostgreSQLPrintsAnObject() throws {
        #expect(try decode(#"{"city": "Berlin", "name": "Anna \"A\" \u00e9\n"}"#) == ["city": "Berlin", "name": "Anna \"A\" é\n"])
        #expect(try decode("{}") == [:])
    }

    @Test(arguments: [#"{"a": 1}"#, #"{"a": "b""#, #"["a"]"#, #"{"a" "b"}"#, ""])
    func refusesWhatIsNotAnObjectOfStrings(text: String) {
        #expect(throws: FieldsJSON.Malformed.self) { try decode(text) }
    }
}
