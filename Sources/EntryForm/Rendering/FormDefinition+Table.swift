import Foundation

// i18n: file never shown in the window (the table `entrydesk form show` prints, English like the other commands' output)
extension FormDefinition {
    /// The form as a person reads it on a terminal (`entrydesk form show`): one line per field
    /// in keying order, in columns: key, type, label in `language`, required, placement
    /// (`hidden` for a field not keyed), and what it asks of a value (choices, rules, example).
    public func table(language: String) -> String {
        let header = ["key", "type", "label", "required", "placement", "rules"]
        let rows = fields.map { field -> [String] in
            var rules: [String] = []
            if !field.choices.isEmpty { rules.append("choices: " + field.choices.map(\.value).joined(separator: ", ")) }
            rules += field.rules.map(Self.describe)
            if let example = field.example { rules.append("e.g. \(example)") }
            let type: String
            if case .checkedReference(let scheme) = field.type {
                type = "reference (\(scheme.rawValue))"
            } else {
                type = field.type.fileName
            }
            return [
                field.key, type, field.displayLabel(language: language), field.required ? "yes" : "no",
                field.hidden ? "hidden" : field.placement.rawValue, rules.joined(separator: "; ")
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            let padded = row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            var line = padded.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    /// A rule in a few words (an amount's with its currency); a soft one says that it asks
    /// instead of refusing.
    private static func describe(_ rule: FieldRule) -> String {
        let condition =
            switch rule.condition {
            case .maxLength(let count): "at most \(count) characters"
            case .pattern(let pattern): "matches \(pattern)"
            case .minimum(let minimum): "at least \(minimum)"
            case .maximum(let maximum): "at most \(maximum)"
            case .notOlderThanDays(let days): "at most \(days) days back"
            case .notInFuture: "not in the future"
            }
        let measured = rule.currency.map { condition + " \($0)" } ?? condition
        return rule.soft ? measured + " (asks)" : measured
    }
}
