// i18n: file never shown in the window (the table `entrydesk form show` prints, English like the other commands' output)
extension FormDefinition {
    /// The form as a person reads it on a terminal (`entrydesk form show`): one line per field
    /// in keying order, with its key, type, label in `language`, and what it asks of a value.
    public func table(language: String) -> String {
        let rows = fields.map { field -> [String] in
            var traits: [String] = []
            if field.required { traits.append("required") }
            if field.hidden { traits.append("hidden") }
            if field.placement != .both { traits.append("\(field.placement.rawValue) only") }
            if !field.choices.isEmpty { traits.append("choices: " + field.choices.map(\.value).joined(separator: ", ")) }
            traits += field.rules.map(Self.describe)
            if let example = field.example { traits.append("e.g. \(example)") }
            let type: String
            if case .checkedReference(let scheme) = field.type {
                type = "reference (\(scheme.rawValue))"
            } else {
                type = field.type.fileName
            }
            return [field.key, type, field.displayLabel(language: language), traits.joined(separator: "; ")]
        }
        let header = ["key", "type", "label", "rules"]
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, text in
                column == row.count - 1 ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }

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
        return rule.soft ? condition + " (asks)" : condition
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
