@testable import DesignTokens
import Foundation
import Testing

@Suite("Resolution")
struct ResolutionTests {
    @Test func literalValuesOfEveryType() throws {
        let theme = try Fixtures.resolve(
            """
            {
              "c": { "$type": "color",
                     "short": { "$value": "#ABC" }, "shortAlpha": { "$value": "#abcd" },
                     "long": { "$value": "#A1B2C3" }, "alpha": { "$value": "#a1b2c380" }, "opaque": { "$value": "#a1b2c3ff" },
                     "object": { "$value": { "colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5 } } },
              "d": { "$type": "dimension", "px": { "$value": "8px" }, "rem": { "$value": "1.25rem" },
                     "neg": { "$value": "-2px" }, "obj": { "$value": { "value": 12, "unit": "pt" } }, "zero": { "$value": "0px" } },
              "n": { "$type": "number", "$value": 1.5 },
              "f": { "$type": "fontFamily", "one": { "$value": "Noto Sans" }, "many": { "$value": ["Cantarell", "sans-serif"] } },
              "w": { "$type": "fontWeight", "num": { "$value": 650 }, "kw": { "$value": "semi-bold" } },
              "t": { "$type": "duration", "ms": { "$value": "150ms" }, "s": { "$value": "0.2s" }, "obj": { "$value": { "value": 1, "unit": "s" } } }
            }
            """)
        #expect(theme.color("c.short")?.hex == "#aabbcc")
        #expect(theme.color("c.shortAlpha")?.hex == "#aabbccdd")
        #expect(theme.color("c.long")?.hex == "#a1b2c3")
        #expect(theme.color("c.alpha")?.hex == "#a1b2c380")
        #expect(theme.color("c.opaque")?.hex == "#a1b2c3")
        #expect(theme.color("c.object")?.hex == "#ff800080")
        #expect(theme["d.px"]?.css == "8px")
        #expect(theme["d.rem"]?.css == "1.25rem")
        #expect(theme["d.neg"]?.css == "-2px")
        #expect(theme["d.obj"]?.css == "12pt")
        #expect(theme["d.zero"]?.css == "0px")
        #expect(theme.number("n") == 1.5)
        #expect(theme["f.one"] == .fontFamily(["Noto Sans"]))
        #expect(theme["f.many"]?.css == "\"Cantarell\", sans-serif")
        #expect(theme["w.num"] == .fontWeight(650))
        #expect(theme["w.kw"] == .fontWeight(600))
        #expect(theme["t.ms"]?.css == "150ms")
        #expect(theme["t.s"]?.css == "200ms")
        #expect(theme["t.obj"]?.css == "1000ms")
    }

    @Test func aliasChainsAcrossFilesTakeTheTargetType() throws {
        let theme = try Fixtures.resolve([
            ("palette.json", ##"{ "p": { "blue": { "$type": "color", "$value": "#0000ff" } } }"##),
            ("semantic.json", #"{ "s": { "brand": { "$value": "{p.blue}" } } }"#),
            ("component.json", #"{ "c": { "border": { "$type": "color", "$value": "{s.brand}" }, "focus": { "$value": "{c.border}" } } }"#)
        ])
        #expect(theme.color("c.focus")?.hex == "#0000ff")
        #expect(theme.color("s.brand")?.hex == "#0000ff")
        #expect(theme.values.count == 4)
    }

    @Test func groupTypeIsInheritedAndTokenTypeWins() throws {
        let theme = try Fixtures.resolve(
            """
            { "g": { "$type": "dimension", "a": { "$value": "4px" }, "inner": { "b": { "$value": "2rem" } },
                     "n": { "$type": "number", "$value": 3 } } }
            """)
        #expect(theme["g.inner.b"] == .dimension(TokenDimension(2, .rem)))
        #expect(theme["g.n"] == .number(3))
    }

    @Test func overlaysReplaceInOrderAndKeepTheBaseType() throws {
        let base =
            ##"{ "c": { "$type": "color", "a": { "$value": "#111111" }, "b": { "$value": "{c.a}" }, "x": { "$value": "#222222" } } }"##
        let first = ##"{ "c": { "a": { "$value": "#333333" } } }"##
        let second = ##"{ "c": { "a": { "$value": "#444444" }, "extra": { "$value": "{c.x}" } } }"##
        let theme = try Fixtures.resolve([("base.json", base)], overlays: [("one.json", first), ("two.json", second)])
        #expect(theme.color("c.a")?.hex == "#444444")
        #expect(theme.color("c.b")?.hex == "#444444", "aliases see the overlaid value")
        #expect(theme.color("c.extra")?.hex == "#222222", "overlays may add tokens")
    }

    @Test func overlayMayAliasABaseTokenAndBaseMayAliasAnOverlayToken() throws {
        let base = #"{ "d": { "$type": "dimension", "s": { "$value": "4px" }, "m": { "$value": "8px" }, "use": { "$value": "{d.s}" } } }"#
        let overlay = #"{ "d": { "s": { "$value": "{d.m}" } } }"#
        let theme = try Fixtures.resolve([("base.json", base)], overlays: [("o.json", overlay)])
        #expect(theme["d.use"]?.css == "8px")
    }

    @Test func ignoresDescriptionsExtensionsAndDeprecated() throws {
        let theme = try Fixtures.resolve(
            """
            { "$description": "root", "g": { "$description": "group", "$extensions": { "x": 1 },
              "a": { "$type": "number", "$value": 2, "$description": "d", "$deprecated": true, "$extensions": { "y": [1] } } } }
            """)
        #expect(theme.values == ["g.a": .number(2)])
    }

    @Test func pathsAreOrderedNaturally() throws {
        let theme = try Fixtures.resolve(
            """
            { "p": { "$type": "number", "100": { "$value": 1 }, "50": { "$value": 2 }, "1000": { "$value": 3 }, "a": { "$value": 4 } } }
            """)
        #expect(theme.paths == ["p.50", "p.100", "p.1000", "p.a"])
    }

    @Test func jsonRenderingMapsEveryPath() throws {
        let theme = try Fixtures.resolve(
            """
            { "c": { "$type": "color", "$value": "#FFFFFF80" }, "d": { "$type": "dimension", "$value": "8px" },
              "n": { "$type": "number", "$value": 1.25 }, "i": { "$type": "number", "$value": 44 },
              "f": { "$type": "fontFamily", "$value": ["A B", "sans-serif"] }, "w": { "$type": "fontWeight", "$value": "bold" },
              "t": { "$type": "duration", "$value": "0.15s" } }
            """)
        let json = theme.jsonString()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object.count == 7)
        #expect(object["c"] as? String == "#ffffff80")
        #expect(object["d"] as? String == "8px")
        #expect((object["n"] as? NSNumber)?.doubleValue == 1.25)
        #expect(json.contains("\"i\": 44\n") || json.contains("\"i\": 44,"), "whole numbers print without a fraction")
        #expect(object["f"] as? [String] == ["A B", "sans-serif"])
        #expect((object["w"] as? NSNumber)?.intValue == 700)
        #expect(object["t"] as? String == "150ms")
    }

    @Test func emptyTokenSetRendersAnEmptyObject() throws {
        #expect(try Fixtures.resolve("{}").jsonString() == "{}")
    }

    @Test func numberTextNeverUsesAnExponentOrALocale() {
        #expect(NumberText.format(44) == "44")
        #expect(NumberText.format(-0.5) == "-0.5")
        #expect(NumberText.format(0.00001) == "0")
        #expect(NumberText.format(1_000_000) == "1000000")
        #expect(NumberText.format(1.23456) == "1.2346")
    }
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test func escapesAndUnicodeDecode() throws {
        let file = try TokenFile.parse(
            Array(#"{ "a": { "$type": "fontFamily", "$value": "Caf\u00e9 \ud83d\ude00 \/ \"x\" \\ \t é" } }"#.utf8), name: "u.json")
        guard case let .string(text) = try #require(file.tokens.first).value.value else {
            Issue.record("expected a string")
            return
        }
        #expect(text == "Café 😀 / \"x\" \\ \t é")
    }

    @Test func numbersAndLiterals() throws {
        let file = try TokenFile.parse(
            Array(
                #"{ "n": { "$type": "number", "a": { "$value": -0.5e1 }, "b": { "$value": 0 }, "c": { "$value": 12.25E+1 } }, "x": { "$type": "number", "$value": true, "$extensions": { "y": [null, false, {}] } } }"#
                    .utf8), name: "n.json")
        let values = file.tokens.map { token -> String in
            switch token.value.value {
            case let .number(number): return NumberText.format(number)
            case let .bool(flag): return String(flag)
            default: return "?"
            }
        }
        #expect(values == ["-5", "0", "122.5", "true"])
    }

    @Test func columnsCountCharactersNotBytes() {
        let error = Fixtures.error("{ \"é€😀\": { \"$type\": \"number\", \"$value\": x } }")
        guard case let .malformedJSON(location, _)? = error else {
            Issue.record("expected malformedJSON")
            return
        }
        #expect(location.column == 41)
    }
}
