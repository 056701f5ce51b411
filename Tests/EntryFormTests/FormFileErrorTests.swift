import EntryForm
import Testing

/// Each problem a form file can have, with the exact line and column it is reported at.
@Suite struct FormFileErrorTests {
    /// The description of the error reading `lines` (a file named `form.json`), or nil.
    func problem(_ lines: String...) -> String? {
        do {
            _ = try FormFile.read(text: lines.joined(separator: "\n"), path: "form.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// A file of one field, written on line 2.
    func fieldProblem(_ field: String) -> String? { problem(#"{"fields": ["#, "  " + field, "]}") }

    @Test func anUnknownTypeIsNamedWithTheTypesThereAre() {
        #expect(
            problem(#"{"version": "2026-11","#, #" "fields": ["#, #"    {"type": "ibn", "key": "iban", "label": "IBAN"}"#, " ]}")
                == #"form.json:3:14: field "iban": unknown type "ibn" (expected one of text, integer, decimal, date, choice, phone, iban, reference)"#
        )
        #expect(
            fieldProblem(#"{"key": "home", "label": "Home", "type": "address"}"#)
                == #"form.json:2:44: field "home": type "address" is a built-in field's own (expected one of text, integer, decimal, date, choice, phone, iban, reference)"#
        )
    }

    @Test func jsonSyntaxIsReportedWhereTheScannerStopped() {
        #expect(
            problem(#"{"fields": [}"#)
                == "form.json:1:13: not JSON: expected a value (an object, array, string, number, true, false or null), found '}'")
        #expect(
            problem(#"{"fields": ["#, #"  {"key": "a", "label": "A", "type": "text"}"#, #"  {"key": "b"}"#, "]}")
                == "form.json:3:3: not JSON: expected ',' or ']', found '{'")
        #expect(problem(#"{"fields": [{"key": "a"#) == "form.json:1:23: not JSON: a string is not closed before the file ends")
        #expect(
            problem("")
                == "form.json:1:1: not JSON: expected a value (an object, array, string, number, true, false or null), but the file ends")
    }

    @Test func aMisspeltMemberIsNamedWithTheNearestOne() {
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "requird": true}"#)
                == #"form.json:2:46: field "a": unknown member "requird" (did you mean "required"?) (a field takes key, label, type, check, help, required, hidden, placement, example, pattern, max_length, min, max, choices, rules)"#
        )
        #expect(
            problem(#"{"feilds": []}"#)
                == #"form.json:1:2: unknown member "feilds" (did you mean "fields"?) (a form file takes version, fields)"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "colour": "red"}"#)?.contains(#"unknown member "colour" (a field"#)
                == true)
    }

    @Test func wrongJSONTypesAreNamed() {
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "required": "yes"}"#)
                == #"form.json:2:58: field "a": "required" must be true or false, not a string"#)
        #expect(problem(#"{"fields": {}}"#) == #"form.json:1:12: "fields" must be an array, not an object"#)
        #expect(problem(#"{"fields": ["a"]}"#) == "form.json:1:13: a field must be an object, not a string")
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "max_length": 0}"#)
                == #"form.json:2:60: field "a": "max_length" must be a whole number, at least 1"#)
    }

    @Test func keysAreUniqueWellFormedAndNotReserved() {
        #expect(
            problem(
                #"{"fields": ["#, #"  {"key": "a", "label": "A", "type": "text"},"#, #"  {"key": "a", "label": "B", "type": "text"}"#, "]}")
                == #"form.json:3:11: field "a" appears twice (first on line 2)"#)
        #expect(
            fieldProblem(#"{"key": "Invoice", "label": "A", "type": "text"}"#)
                == #"form.json:2:11: field key "Invoice" must be 1 to 40 lower-case letters, digits or _, starting with a letter"#)
        #expect(
            fieldProblem(#"{"key": "\#(String(repeating: "a", count: 41))", "label": "A", "type": "text"}"#)?.hasPrefix(
                "form.json:2:11: field key") == true)
        #expect(
            fieldProblem(#"{"key": "city", "label": "A", "type": "text"}"#)
                == #"form.json:2:11: field key "city" is reserved for a column every entry is stored with"#)
        #expect(fieldProblem(#"{"label": "A", "type": "text"}"#) == #"form.json:2:3: a field needs a "key""#)
    }

    @Test func patternsMustCompileAndExamplesKeepTheirRules() {
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "pattern": "[a-"}"#)
                == #"form.json:2:57: field "a": pattern "[a-" is not a regular expression (ICU syntax)"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "pattern": "^INV-[0-9]{6}$", "example": "INV-42"}"#)
                == #"form.json:2:86: field "a": example "INV-42" breaks the field's own rules: Not in the form this field takes"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "date", "example": "29.11.2026", "rules": [{"not_in_future": true}]}"#) == nil
        )
        #expect(fieldProblem(#"{"key": "a", "label": "A", "type": "phone", "example": "030 1234567"}"#) == nil)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "iban", "example": "DE89370400440532013001"}"#)?.contains("check digits")
                == true)
    }

    @Test func choicesAreGivenOnceEach() {
        #expect(
            fieldProblem(#"{"key": "m", "label": "M", "type": "choice"}"#)
                == #"form.json:2:3: field "m": a choice field needs "choices" (at least one)"#)
        #expect(
            fieldProblem(#"{"key": "m", "label": "M", "type": "choice", "choices": ["cash", "cash"]}"#)
                == #"form.json:2:68: field "m": choice "cash" appears twice"#)
        #expect(
            fieldProblem(#"{"key": "m", "label": "M", "type": "text", "choices": ["cash"]}"#)
                == #"form.json:2:57: field "m": "choices" apply to choice fields only"#)
    }

    @Test func theAddressAndTheAmountStayShownAndRequired() {
        #expect(
            fieldProblem(#"{"key": "address", "hidden": true}"#)
                == #"form.json:2:32: field "address": cannot be hidden: every entry has an address and an amount"#)
        #expect(
            fieldProblem(#"{"key": "amount", "required": false}"#)
                == #"form.json:2:33: field "amount": cannot be optional: every entry has an address and an amount"#)
        #expect(
            fieldProblem(#"{"key": "name", "hidden": true, "required": true}"#)
                == #"form.json:2:47: field "name": cannot be both hidden and required: nobody could fill it in"#)
    }

    @Test func aBuiltInFieldKeepsItsType() {
        #expect(
            fieldProblem(#"{"key": "name", "type": "text"}"#) == #"form.json:2:27: field "name": a built-in field keeps its type "name""#)
        #expect(fieldProblem(#"{"key": "name", "type": "name"}"#) == nil)
    }

    @Test func boundsSchemesPlacementsAndRulesAreChecked() {
        #expect(
            fieldProblem(#"{"key": "n", "label": "N", "type": "integer", "min": 10, "max": 9}"#)
                == #"form.json:2:67: field "n": min 10 is above max 9: no value could be saved"#)
        #expect(
            fieldProblem(#"{"key": "r", "label": "R", "type": "reference", "check": "dam"}"#)
                == #"form.json:2:60: field "r": unknown check "dam" (expected one of luhn, damm, mod97-10)"#)
        #expect(
            fieldProblem(#"{"key": "r", "label": "R", "type": "reference"}"#)
                == #"form.json:2:38: field "r": a reference field needs a "check" (one of luhn, damm, mod97-10)"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "placement": "desc"}"#)
                == #"form.json:2:59: field "a": unknown placement "desc" (expected one of desk, kiosk, both)"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "text", "rules": [{"max_age_days": 3}]}"#)
                == #"form.json:2:73: field "a": "max_age_days" does not apply to a text field"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": "A", "type": "date", "rules": [{"soft": true}]}"#)
                == #"form.json:2:56: field "a": a rule has exactly one of max_length, pattern, min, max, max_age_days, not_in_future"#)
        #expect(
            fieldProblem(#"{"key": "a", "label": {"DE": "A"}, "type": "text"}"#)
                == #"form.json:2:26: field "a": "label" has "DE", which is not a language code like "de" or "pt_BR" (or "" for every other language)"#
        )
    }

    @Test func aFileThatCannotBeReadSaysSo() {
        #expect(throws: FormFileError(path: "/nonexistent/form.json", line: 1, column: 1, problem: "no such file")) {
            try FormFile.read(path: "/nonexistent/form.json")
        }
        #expect(throws: FormFileError(path: "/", line: 1, column: 1, problem: "is a folder, not a form file")) {
            try FormFile.read(path: "/")
        }
    }
}
