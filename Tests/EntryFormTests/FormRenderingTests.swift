import EntryForm
import Testing

@Suite struct FormRenderingTests {
    @Test func jsonReadsBackToTheSameForm() throws {
        let forms = [
            BuiltInForm.definition, try FormFile.read(text: FormMergeTests.example, path: "form.json"),
            try FormFile.read(
                text: #"{"fields": [{"key": "name", "label": {"de": "Kunde"}, "hidden": true, "placement": "kiosk"}]}"#, path: "f")
        ]
        for form in forms {
            #expect(try FormFile.read(text: form.json(), path: "shown.json") == form)
        }
    }

    @Test func theBuiltInFormsJSONIsCanonical() {
        #expect(
            BuiltInForm.definition.json() == """
                {
                  "version": "built-in",
                  "fields": [
                    {
                      "key": "name",
                      "label": "Name",
                      "type": "name",
                      "required": true,
                      "rules": [{"max_length": 200}]
                    },
                    {
                      "key": "company_name",
                      "label": "Organisation",
                      "type": "company",
                      "required": false,
                      "rules": [{"max_length": 200}]
                    },
                    {"key": "address", "label": "Address", "type": "address", "required": true},
                    {
                      "key": "amount",
                      "label": "Amount",
                      "type": "amount",
                      "required": true,
                      "rules": [{"max": 1000000, "soft": true}]
                    },
                    {
                      "key": "reference",
                      "label": "Reference",
                      "type": "text",
                      "required": false,
                      "rules": [{"max_length": 100}]
                    }
                  ]
                }

                """)
    }

    @Test func theTableShowsEveryFieldInItsLanguage() throws {
        let form = try FormFile.read(text: FormMergeTests.example, path: "form.json")
        let table = form.table(language: "de")
        let lines = table.split(separator: "\n")
        #expect(lines.count == form.fields.count + 1)
        #expect(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true) == [
                "key", "type", "label", "required", "placement", "rules"
            ])
        #expect(
            lines.contains {
                $0.hasPrefix("copies") && $0.contains(" no ") && $0.contains(" desk ") && $0.hasSuffix("at least 1; at most 9")
            })
        #expect(lines.contains { $0.hasPrefix("paid_on") && $0.contains("Bezahlt am") && $0.contains("not in the future") })
        #expect(lines.contains { $0.hasPrefix("customer_no") && $0.contains("reference (damm)") })
        #expect(lines.contains { $0.hasPrefix("company_name") && $0.contains("hidden") })
    }
}
