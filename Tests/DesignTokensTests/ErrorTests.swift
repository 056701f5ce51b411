@testable import DesignTokens
import Foundation
import Testing
import TestSupport

/// Every error path: the case, and a message naming the file, position and token path.
@Suite("Errors")
struct ErrorTests {
    // MARK: files and JSON

    @Test func missingFileNamesTheFile() throws {
        let url = URL(fileURLWithPath: "/nonexistent/tokens.json")
        #expect(throws: TokenError.unreadableFile(file: "/nonexistent/tokens.json", reason: "no such file")) {
            try TokenSet.load(base: [url])
        }
    }

    @Test func folderGivenAsATokenFile() throws {
        let folder = try TemporaryFolder("designtokens")
        defer { folder.cleanUp() }
        #expect(throws: TokenError.unreadableFile(file: folder.path, reason: "is a folder, not a token file")) {
            try TokenSet.load(base: [folder.url])
        }
    }

    @Test func tokenFolderErrors() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-folder")
        #expect(throws: TokenError.unreadableFile(file: "/nonexistent-folder", reason: "cannot list the token folder")) {
            try Theme.baseFiles(in: missing)
        }
        let empty = try TemporaryFolder("designtokens")
        defer { empty.cleanUp() }
        #expect(throws: TokenError.unreadableFile(file: empty.path, reason: "the token folder holds no .json files")) {
            try Theme.baseFiles(in: empty.url)
        }
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n}", 3, 1, "expected a member name"),
        ("{\n  \"a\": { \"$value\": 1 }\n  \"b\": 2\n}", 3, 3, "expected ',' or '}'"),
        ("{ \"a\": tru }", 1, 11, "expected true"),
        ("{ \"a\" 1 }", 1, 7, "unexpected '1', expected ':' after \"a\""),
        ("{ \"a\": [1 2] }", 1, 11, "unexpected '2', expected ',' or ']'"),
        ("{ \"a\": \"x", 1, 10, "end of file in a string"),
        ("{ \"a\": \"x\\q\" }", 1, 11, "invalid escape"),
        ("{ \"a\": \"x\ty\" }", 1, 10, "control character"),
        ("{ \"a\": 01 }", 1, 9, "expected ',' or '}'"),
        ("{ \"a\": 1. }", 1, 10, "expected a digit after '.'"),
        ("{ \"a\": 1e }", 1, 10, "expected an exponent"),
        ("{ \"a\": - }", 1, 9, "expected a digit"),
        ("{ \"a\": 1e999 }", 1, 8, "out of range"),
        ("{ \"a\": \"\\ud800\" }", 1, 15, "unpaired UTF-16 surrogate"),
        ("{} {}", 1, 4, "after the end of the document"),
        ("", 1, 1, "expected a value"),
        ("{ \"é\": 1, \"é\": 2 }", 1, 11, "duplicate key \"é\" (first at line 1, column 3)"),
        // Columns counted on from the last value of the line (not from its start each time).
        ("{ \"é\": 1, \"ü\": 2, \"a\": tru }", 1, 27, "expected true"),
        ("{ \"a\": 1,\n \"b\": 2, \"é\": 3, \"é\": 4 }", 2, 18, "duplicate key \"é\" (first at line 2, column 10)")
    ])
    func malformedJSONGivesLineAndColumn(json: String, line: Int, column: Int, message: String) {
        let error = Fixtures.error(json)
        guard case let .malformedJSON(location, text)? = error else {
            Issue.record("expected malformedJSON, got \(String(describing: error))")
            return
        }
        #expect(location == SourceLocation(file: "a.json", line: line, column: column))
        #expect(text.contains(message), "\(text)")
        #expect(error?.description.hasPrefix("a.json:\(line):\(column): malformed JSON") == true)
    }

    @Test func invalidUTF8AndDeepNestingAreErrorsNotCrashes() throws {
        var bytes = Array("{ \"a\": \"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\" }".utf8)
        #expect(throws: TokenError.self) { try TokenFile.parse(bytes, name: "bad.json") }
        let deep = String(repeating: "[", count: 100_000)
        guard case .malformedJSON(_, let message)? = Fixtures.error(deep) else {
            Issue.record("expected malformedJSON")
            return
        }
        #expect(message.contains("nesting deeper than"))
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{ "n": { "$type": "number", "$value": 1 } }"#.utf8)
        let file = try TokenFile.parse(bytes, name: "bom.json")
        #expect(file.tokens.map(\.path) == ["n"])
    }

    // MARK: structure

    @Test(arguments: [
        (#"[1]"#, "(root)", "must hold a JSON object"),
        (#"{ "$value": 1 }"#, "(root)", "cannot have a $value"),
        (#"{ "a": { "$type": 1, "$value": 1 } }"#, "a", "$type must be a string"),
        (#"{ "a": { "$vaule": 1 } }"#, "a", "unknown property \"$vaule\""),
        (#"{ "a": { "$type": "number", "$value": 1, "b": { "$value": 2 } } }"#, "a", "cannot contain \"b\""),
        (##"{ "a": { "b": "#fff" } }"##, "a.b", "expected a token (an object with $value) or a group")
    ])
    func invalidStructure(json: String, path: String, message: String) {
        let error = Fixtures.error(json)
        guard case .invalidStructure? = error, let text = error?.description else {
            Issue.record("expected invalidStructure, got \(String(describing: error))")
            return
        }
        #expect(text.contains("a.json:1:"))
        #expect(text.contains("\(path): "))
        #expect(text.contains(message), "\(text)")
    }

    @Test(arguments: ["a b", "a.b", "é", "a;b", ""])
    func invalidNames(name: String) {
        let json = "{ \"g\": { \"\(name)\": { \"$type\": \"number\", \"$value\": 1 } } }"
        let error = Fixtures.error(json)
        #expect(
            error
                == .invalidName(
                    SourceLocation(file: "a.json", line: 1, column: 14 + name.unicodeScalars.count), path: "g.\(name)", name: name))
    }

    @Test func missingType() {
        let error = Fixtures.error(#"{ "a": { "b": { "$value": 1 } } }"#)
        #expect(error == .missingType(SourceLocation(file: "a.json", line: 1, column: 27), path: "a.b"))
        #expect(error?.description == "a.json:1:27: a.b: no $type: set $type on the token or a parent group, or alias a typed token")
    }

    @Test func unsupportedType() {
        let error = Fixtures.error(#"{ "a": { "$type": "shadow", "$value": 1 } }"#)
        #expect(error == .unsupportedType(SourceLocation(file: "a.json", line: 1, column: 19), path: "a", type: "shadow"))
        #expect(error?.description.contains("supported: color, dimension, number, fontFamily, fontWeight, duration") == true)
    }

    // MARK: references

    @Test func unknownReference() {
        let error = Fixtures.error(#"{ "c": { "$type": "color", "a": { "$value": "{c.missing}" } } }"#)
        #expect(error == .unknownReference(SourceLocation(file: "a.json", line: 1, column: 45), path: "c.a", reference: "c.missing"))
        #expect(error?.description == "a.json:1:45: c.a: unknown reference {c.missing}: no token has that path")
    }

    @Test func referenceToAGroup() {
        let error = Fixtures.error(##"{ "c": { "$type": "color", "g": { "x": { "$value": "#fff" } }, "a": { "$value": "{c.g}" } } }"##)
        guard case let .referenceToGroup(location, path, reference)? = error else {
            Issue.record("expected referenceToGroup, got \(String(describing: error))")
            return
        }
        #expect(location.file == "a.json")
        #expect(path == "c.a")
        #expect(reference == "c.g")
    }

    @Test func circularReferencePrintsTheCycle() {
        let json = """
            { "c": { "$type": "color",
              "a": { "$value": "{c.b}" },
              "b": { "$value": "{c.a}" },
              "z": { "$value": "{c.a}" } } }
            """
        let error = Fixtures.error(json)
        #expect(error == .circularReference(SourceLocation(file: "a.json", line: 2, column: 20), cycle: ["c.a", "c.b", "c.a"]))
        #expect(error?.description == "a.json:2:20: circular reference: c.a -> c.b -> c.a")
    }

    @Test func selfReferenceAndCycleReachedThroughAChain() {
        #expect(
            Fixtures.error(#"{ "a": { "$type": "number", "$value": "{a}" } }"#)?.description.hasSuffix("circular reference: a -> a") == true
        )
        let json = #"{ "n": { "$type": "number", "a": { "$value": "{n.x}" }, "x": { "$value": "{n.y}" }, "y": { "$value": "{n.x}" } } }"#
        #expect(Fixtures.error(json)?.description.hasSuffix("circular reference: n.x -> n.y -> n.x") == true)
    }

    @Test func cycleAcrossFilesNamesTheFile() {
        let error = Fixtures.error([
            ("one.json", #"{ "a": { "$type": "number", "$value": "{b}" } }"#),
            ("two.json", #"{ "b": { "$type": "number", "$value": "{a}" } }"#)
        ])
        #expect(error?.description == "one.json:1:39: circular reference: a -> b -> a")
    }

    @Test func overlongAliasChain() {
        var members = [#""t0": { "$value": 1 }"#]
        for index in 1...100 { members.append("\"t\(index)\": { \"$value\": \"{n.t\(index - 1)}\" }") }
        let json = "{ \"n\": { \"$type\": \"number\", " + members.joined(separator: ", ") + " } }"
        guard case let .invalidStructure(_, _, message)? = Fixtures.error(json) else {
            Issue.record("expected invalidStructure")
            return
        }
        #expect(message.contains("alias chain longer than"))
    }

    // MARK: types

    @Test func aliasOfTheWrongType() {
        let json = #"{ "d": { "$type": "dimension", "$value": "8px" }, "c": { "$type": "color", "$value": "{d}" } }"#
        let error = Fixtures.error(json)
        #expect(
            error
                == .typeMismatch(
                    SourceLocation(file: "a.json", line: 1, column: 86), path: "c", expected: .color, found: .dimension,
                    detail: "{d} is a dimension"))
        #expect(error?.description == "a.json:1:86: c: wrong type: expected color, found dimension ({d} is a dimension)")
    }

    @Test func overlayCannotChangeAType() {
        let error = Fixtures.error(
            [("base.json", ##"{ "a": { "$type": "color", "$value": "#fff" } }"##)],
            overlays: [("user.json", #"{ "a": { "$type": "dimension", "$value": "2px" } }"#)])
        guard case let .typeMismatch(location, path, expected, found, detail)? = error else {
            Issue.record("expected typeMismatch, got \(String(describing: error))")
            return
        }
        #expect(location.file == "user.json")
        #expect(path == "a")
        #expect(expected == .color && found == .dimension)
        #expect(detail.contains("base.json:1:"))
    }

    @Test func overlayValueIsValidatedWithTheBaseType() {
        let error = Fixtures.error(
            [("base.json", ##"{ "a": { "$type": "color", "$value": "#fff" } }"##)],
            overlays: [("user.json", #"{ "a": { "$value": "8px" } }"#)])
        #expect(
            error
                == .invalidValue(
                    SourceLocation(file: "user.json", line: 1, column: 20), path: "a", type: .color, value: "\"8px\"",
                    expected:
                        "#rrggbb or #rrggbbaa (also #rgb, #rgba), or {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": a} with numbers 0...1"
                ))
    }

    // MARK: values

    @Test(arguments: [
        ("color", ##""#12345""##), ("color", ##""red""##), ("color", ##""#ggg""##), ("color", "12"), ("color", ##""#""##),
        ("color", #"{ "colorSpace": "display-p3", "components": [1, 0, 0] }"#),
        ("color", #"{ "colorSpace": "srgb", "components": [1, 2, 0] }"#),
        ("color", #"{ "colorSpace": "srgb", "components": [1, 0] }"#),
        ("dimension", "8"), ("dimension", #""8""#), ("dimension", #""8 px""#), ("dimension", #""8vw""#),
        ("dimension", #""1e3px""#), ("dimension", #""+8px""#), ("dimension", #""px""#), ("dimension", #""1.px""#),
        ("dimension", #""2000000px""#), ("dimension", #"{ "value": "8", "unit": "px" }"#), ("dimension", #"{ "value": 8 }"#),
        ("number", #""1.5""#), ("number", "true"), ("number", "null"), ("number", "2000000"),
        ("fontWeight", "0"), ("fontWeight", "1001"), ("fontWeight", "450.5"), ("fontWeight", #""heavyish""#),
        ("fontFamily", "[]"), ("fontFamily", #""""#), ("fontFamily", #"[" Cantarell"]"#), ("fontFamily", #"["A/B"]"#),
        ("fontFamily", "[1]"), ("fontFamily", "3"),
        ("duration", #""-1ms""#), ("duration", #""1m""#), ("duration", "150"), ("duration", #"{ "value": 1, "unit": "h" }"#),
        ("number", #""{a}b""#)
    ])
    func invalidValues(type: String, value: String) {
        let json = "{ \"t\": { \"$type\": \"\(type)\", \"$value\": \(value) } }"
        let error = Fixtures.error(json)
        guard case let .invalidValue(location, path, tokenType, _, expected)? = error else {
            Issue.record("expected invalidValue for \(type) \(value), got \(String(describing: error))")
            return
        }
        #expect(location == SourceLocation(file: "a.json", line: 1, column: 33 + type.count))
        #expect(path == "t")
        #expect(tokenType.rawValue == type)
        #expect(!expected.isEmpty)
        #expect(error?.description.hasPrefix("a.json:1:\(33 + type.count): t: invalid \(tokenType.humanName)") == true)
    }

    @Test(arguments: [
        ("fontFamily", #""Evil; } window { color: red""#, ";"),
        ("fontFamily", #"["Ok", "x}"]"#, "}"),
        ("fontFamily", #""x{""#, "{"),
        ("fontFamily", #""URL(http""#, "url("),
        ("fontFamily", #""a /* b""#, "/*"),
        ("fontFamily", #""a */ b""#, "*/"),
        ("fontFamily", #""@import x""#, "@import"),
        ("fontFamily", #""a\"b""#, "\""),
        ("fontFamily", #""a'b""#, "'"),
        ("fontFamily", #""a\\b""#, "\\"),
        ("fontFamily", #""a\nb""#, "a line break"),
        ("fontFamily", #""a\u0000b""#, "control character U+0"),
        ("fontFamily", #""a !important""#, "!"),
        ("color", ##""#fff;""##, ";"),
        ("dimension", #""8px}""#, "}"),
        ("dimension", #"{ "value": 8, "unit": "px;" }"#, ";"),
        ("duration", #""1s<""#, "<")
    ])
    func cssInjectionIsRejected(type: String, value: String, fragment: String) {
        let json = "{ \"t\": { \"$type\": \"\(type)\", \"$value\": \(value) } }"
        let error = Fixtures.error(json)
        guard case let .cssInjection(location, path, _, found)? = error else {
            Issue.record("expected cssInjection for \(value), got \(String(describing: error))")
            return
        }
        #expect(location.file == "a.json" && location.line == 1)
        #expect(path == "t")
        #expect(found == fragment)
        #expect(error?.description.contains("could inject CSS") == true)
    }

    // MARK: merging

    @Test func duplicateTokenAcrossBaseFiles() {
        let error = Fixtures.error([
            ("one.json", #"{ "a": { "$type": "number", "$value": 1 } }"#),
            ("two.json", #"{ "a": { "$type": "number", "$value": 2 } }"#)
        ])
        #expect(
            error
                == .duplicateToken(
                    SourceLocation(file: "two.json", line: 1, column: 39), path: "a",
                    first: SourceLocation(file: "one.json", line: 1, column: 39)))
        #expect(error?.description == "two.json:1:39: a: already defined at one.json:1:39; base token files must not redefine a token")
    }

    @Test func tokenAndGroupAtOnePathInBaseFiles() {
        let error = Fixtures.error([
            ("one.json", #"{ "a": { "$type": "number", "$value": 1 } }"#),
            ("two.json", #"{ "a": { "b": { "$type": "number", "$value": 2 } } }"#)
        ])
        guard case let .overlayConflict(location, path, message)? = error else {
            Issue.record("expected overlayConflict, got \(String(describing: error))")
            return
        }
        #expect(location.file == "one.json" && path == "a")
        #expect(message.contains("group at two.json:1:"))
    }

    @Test func overlayCannotTurnAGroupIntoATokenOrBack() {
        let base = ("base.json", #"{ "g": { "$type": "number", "t": { "$value": 1 } } }"#)
        let tokenOverGroup = Fixtures.error([base], overlays: [("o.json", #"{ "g": { "$type": "number", "$value": 2 } }"#)])
        guard case let .overlayConflict(location, path, message)? = tokenOverGroup else {
            Issue.record("expected overlayConflict, got \(String(describing: tokenOverGroup))")
            return
        }
        #expect(location.file == "o.json" && path == "g" && message.contains("cannot turn a group into a token"))

        let groupOverToken = Fixtures.error([base], overlays: [("o.json", #"{ "g": { "t": { "x": { "$value": 2 } } } }"#)])
        guard case let .overlayConflict(location2, path2, message2)? = groupOverToken else {
            Issue.record("expected overlayConflict, got \(String(describing: groupOverToken))")
            return
        }
        #expect(location2.file == "o.json" && path2 == "g.t" && message2.contains("cannot turn a token into a group"))
    }

    // MARK: CSS generation and themes

    @Test func colourNameCollision() throws {
        var theme = try Theme.load(.light, tokensDirectory: Fixtures.tokensDirectory)
        var values = theme.values
        values["theme.color.input-title"] = .color(TokenColor(red: 1, green: 2, blue: 3))
        theme = ResolvedTheme(name: "test", values: values)
        #expect(
            throws: TokenError.cssNameCollision(name: "input_title", first: "theme.color.input.title", second: "theme.color.input-title")
        ) {
            try CSSGenerator.css(for: theme)
        }
    }

    @Test func missingTokenForACSSRule() throws {
        let theme = try Theme.load(.light, tokensDirectory: Fixtures.tokensDirectory)
        var values = theme.values
        values["theme.color.window.background"] = nil
        #expect(throws: TokenError.missingToken(path: "theme.color.window.background", expected: .color, usedBy: "window")) {
            try CSSGenerator.css(for: ResolvedTheme(name: "test", values: values))
        }
        values = theme.values
        values["theme.typography.body.font-size"] = .number(3)
        let error = #expect(throws: TokenError.self) { try CSSGenerator.css(for: ResolvedTheme(name: "test", values: values)) }
        #expect(error?.description.contains("theme.typography.body.font-size: the CSS rule window needs this token as a dimension") == true)
    }

    @Test func computedHeightNeedsPixels() throws {
        let directory = try TemporaryFolder("designtokens")
        defer { directory.cleanUp() }
        let file = try directory.write(#"{ "theme": { "height": { "input": { "md": { "$value": "3rem" } } } } }"#, to: "rem.json")
        let theme = try Theme.load([.file(file)], tokensDirectory: Fixtures.tokensDirectory)
        let error = #expect(throws: TokenError.self) { try CSSGenerator.css(for: theme) }
        guard case let .invalidValue(location, path, _, _, expected)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(location.file == file.path && path == "theme.height.input.md")
        #expect(expected.contains("a px length"))
    }

    @Test func unknownThemeNameListsTheBuiltInThemes() {
        let error = #expect(throws: TokenError.self) {
            try Theme.load(arguments: ["solarized"], tokensDirectory: Fixtures.tokensDirectory)
        }
        #expect(
            error?.description.hasSuffix("solarized: no such theme or file (built-in themes: light, dark, high-contrast, kiosk)") == true)
    }

    @Test func brokenUserThemeNamesItsFile() throws {
        let directory = try TemporaryFolder("designtokens")
        defer { directory.cleanUp() }
        let file = try directory.write(
            "{\n  \"theme\": { \"color\": { \"input\": { \"default\": { \"border\": { \"$value\": \"{theme.color.nope}\" } } } } }\n}",
            to: "mine.json")
        let error = #expect(throws: TokenError.self) {
            try Theme.load(arguments: ["dark", file.path], tokensDirectory: Fixtures.tokensDirectory)
        }
        #expect(
            error?.description
                == "\(file.path):2:71: theme.color.input.default.border: unknown reference {theme.color.nope}: no token has that path")
    }

    @Test func everyErrorHasAMessage() {
        let location = SourceLocation(file: "f.json", line: 1, column: 2)
        let errors: [TokenError] = [
            .unreadableFile(file: "f", reason: "r"), .malformedJSON(location, message: "m"),
            .invalidName(location, path: "p", name: "n"), .invalidStructure(location, path: "", message: "m"),
            .missingType(location, path: "p"), .unsupportedType(location, path: "p", type: "t"),
            .unknownReference(location, path: "p", reference: "r"), .referenceToGroup(location, path: "p", reference: "r"),
            .circularReference(location, cycle: ["a", "a"]),
            .typeMismatch(location, path: "p", expected: .color, found: .number, detail: "d"),
            .invalidValue(location, path: "p", type: .color, value: "v", expected: "e"),
            .cssInjection(location, path: "p", value: "v", fragment: ";"), .overlayConflict(location, path: "p", message: "m"),
            .duplicateToken(location, path: "p", first: location), .cssNameCollision(name: "n", first: "a", second: "b"),
            .missingToken(path: "p", expected: .color, usedBy: "u"), .unknownTheme(name: "n", available: ["light"])
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(error.localizedDescription == error.description)
        }
    }
}
