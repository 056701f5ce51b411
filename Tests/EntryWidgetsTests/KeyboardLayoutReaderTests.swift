import EntryWidgets
import Testing

/// The keyboard layout reader alone: what a layout file says, and a malformed one refused with
/// its file, line and column and what is wrong there.
struct KeyboardLayoutReaderTests {
    /// A layout that reads; tests break one thing of it at a time.
    static let valid = """
        {
          "name": "Test",
          "label": "T",
          "direction": "ltr",
          "rows": [
            ["q", {"key": "u", "alternates": ["ü", "ú"]}, {"key": "ß", "shift": "ẞ"}],
            [{"role": "shift"}, "1", {"role": "backspace"}],
            [{"role": "symbols"}, {"role": "layout"}, {"role": "space"}]
          ]
        }
        """

    @Test func aLayoutReadsItsKeysAndRoles() throws {
        let layout = try KeyboardLayoutReader.parse(Self.valid, file: "test.json")
        #expect(layout.name == "Test")
        #expect(layout.label == "T")
        #expect(!layout.isRightToLeft)
        #expect(layout.rows.count == 3)
        #expect(layout.rows[0][0] == .text(TypingKey(text: "q", shifted: "Q")))
        #expect(layout.rows[0][1] == .text(TypingKey(text: "u", shifted: "U", alternates: ["ü", "ú"])))
        #expect(layout.rows[0][2] == .text(TypingKey(text: "ß", shifted: "ẞ")))
        #expect(layout.rows[1] == [.role(.shift), .text(TypingKey(text: "1", shifted: "1")), .role(.backspace)])
        #expect(layout.rows[2] == [.role(.symbols), .role(.layout), .role(.space)])
    }

    @Test func shiftTypesACapitalOfOneCharacterOrTheKeyItself() {
        #expect(TypingKey(text: "ü").shifted == "Ü")
        #expect(TypingKey(text: "ß").shifted == "ß", "not SS: two characters for one key")
        #expect(TypingKey(text: "/").shifted == "/")
        #expect(TypingKey(text: "o", alternates: ["œ", "ô"]).shiftedAlternates == ["Œ", "Ô"])
    }

    /// `valid` with `old` replaced by `new` is refused with `problem` at `line:column`.
    private func expectRefusal(
        _ old: String, _ new: String, at line: Int, _ column: Int, saying problem: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = Self.valid.replacingOccurrences(of: old, with: new)
        #expect(text != Self.valid, "the test's replacement changes nothing", sourceLocation: sourceLocation)
        #expect(throws: KeyboardLayoutError.self, sourceLocation: sourceLocation) {
            try KeyboardLayoutReader.parse(text, file: "bad.json")
        }
        do {
            _ = try KeyboardLayoutReader.parse(text, file: "bad.json")
        } catch {
            #expect(error.file == "bad.json", sourceLocation: sourceLocation)
            #expect((error.line, error.column) == (line, column), "\(error)", sourceLocation: sourceLocation)
            #expect(error.problem.contains(problem), "\(error)", sourceLocation: sourceLocation)
            #expect(error.description.hasPrefix("bad.json:\(line):\(column): "), sourceLocation: sourceLocation)
        }
    }

    @Test func notJSONIsNamedWhereItBreaks() {
        expectRefusal(#""q", {"key""#, #""q" {"key""#, at: 6, 10, saying: "not JSON: expected ',' or ']', found '{'")
    }

    @Test func aRepeatedAlternateIsRefused() {
        expectRefusal(#"["ü", "ú"]"#, #"["ü", "ü"]"#, at: 6, 44, saying: "\"alternates\" repeats \"ü\"")
    }

    @Test func anAlternateThatIsTheKeyItselfIsRefused() {
        expectRefusal(#"["ü", "ú"]"#, #"["ü", "u"]"#, at: 6, 19, saying: "the long-press of \"u\" offers \"u\" itself")
    }

    @Test func twoKeysTypingTheSameAreRefused() {
        expectRefusal(
            #"[{"role": "shift"}, "1""#, #"[{"role": "shift"}, "q""#, at: 7, 25, saying: "\"q\" is on two keys (the first at 6:6)")
    }

    @Test func aKeyWithNothingToTypeIsRefused() {
        expectRefusal(#""1""#, #""""#, at: 7, 25, saying: "a key types nothing")
        expectRefusal(#""1""#, #"" ""#, at: 7, 25, saying: "the space bar is {\"role\": \"space\"}")
        expectRefusal(#""1""#, #"{"shift": "!"}"#, at: 7, 25, saying: "neither \"key\" (its text) nor \"role\"")
    }

    @Test func anUnknownRoleOrMemberIsNamed() {
        expectRefusal(#""role": "layout""#, #""role": "globe""#, at: 8, 36, saying: "unknown role")
        expectRefusal(#""shift": "ẞ""#, #""shfit": "ẞ""#, at: 6, 64, saying: "unknown member \"shfit\"")
        expectRefusal(#""label": "T""#, #""lable": "T""#, at: 3, 3, saying: "unknown member \"lable\"")
    }

    @Test func aRoleKeyTypesNothingAndComesOnce() {
        expectRefusal(#"{"role": "shift"}"#, #"{"role": "shift", "key": "x"}"#, at: 7, 6, saying: "a shift key types nothing")
        expectRefusal(#"{"role": "layout"}"#, #"{"role": "shift"}"#, at: 8, 36, saying: "a second shift key")
    }

    @Test func aLayoutThatCannotTypeIsRefused() {
        expectRefusal(#", {"role": "backspace"}"#, "", at: 1, 1, saying: "no backspace key")
        expectRefusal(#", {"role": "space"}"#, "", at: 1, 1, saying: "no space key")
        expectRefusal(#"{"role": "symbols"}, "#, "", at: 1, 1, saying: "neither a symbols key nor a letters key")
        expectRefusal(#""label": "T","#, "", at: 1, 1, saying: "no \"label\"")
        expectRefusal(#""direction": "ltr""#, #""direction": "left""#, at: 4, 16, saying: "\"direction\" is \"ltr\"")
    }
}
