import Foundation

/// A form as the form file language writes it: what `FormDefinition.json()` shows and the
/// version digest is taken of. Every field is written whole (its type, `required`, every rule
/// in `"rules"`), so that reading it back over the built-in form gives the same form.
enum FormJSONWriter {
    static func form(_ definition: FormDefinition) -> JSONOutput {
        .object([("version", .string(definition.version)), ("fields", fields(definition.fields))])
    }

    static func fields(_ fields: [FormField]) -> JSONOutput { .array(fields.map(field)) }

    static func field(_ field: FormField) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("key", .string(field.key)), ("label", localized(field.label))]
        members.append(("type", .string(field.type.fileName)))
        if case .checkedReference(let scheme) = field.type { members.append(("check", .string(scheme.rawValue))) }
        if !field.help.isEmpty { members.append(("help", localized(field.help))) }
        members.append(("required", .bool(field.required)))
        if field.hidden { members.append(("hidden", .bool(true))) }
        if field.placement != .both { members.append(("placement", .string(field.placement.rawValue))) }
        if let example = field.example { members.append(("example", .string(example))) }
        if field.type == .choice { members.append(("choices", .array(field.choices.map(choice)))) }
        if !field.rules.isEmpty { members.append(("rules", .array(field.rules.map(rule)))) }
        return .object(members)
    }

    /// A text for every language as a string, else an object by language (sorted: `""` first).
    static func localized(_ text: LocalizedText) -> JSONOutput {
        if text.texts.count == 1, let every = text.texts[""] { return .string(every) }
        return .object(text.texts.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
    }

    static func choice(_ choice: FieldChoice) -> JSONOutput {
        choice.label == LocalizedText(choice.value)
            ? .string(choice.value) : .object([("value", .string(choice.value)), ("label", localized(choice.label))])
    }

    static func rule(_ rule: FieldRule) -> JSONOutput {
        var members: [(String, JSONOutput)] = [(rule.condition.fileName, conditionValue(rule.condition))]
        if let currency = rule.currency { members.append(("currency", .string(currency))) }
        if rule.soft { members.append(("soft", .bool(true))) }
        if !rule.message.isEmpty { members.append(("message", localized(rule.message))) }
        return .object(members)
    }

    static func conditionValue(_ condition: FieldRule.Condition) -> JSONOutput {
        switch condition {
        case .maxLength(let count), .notOlderThanDays(let count): .number(String(count))
        case .pattern(let pattern): .string(pattern)
        case .minimum(let bound), .maximum(let bound): .number(bound.description)
        case .notInFuture: .bool(true)
        }
    }
}

extension FieldRule.Condition {
    /// The condition's member name in a form file.
    var fileName: String {
        switch self {
        case .maxLength: "max_length"
        case .pattern: "pattern"
        case .minimum: "min"
        case .maximum: "max"
        case .notOlderThanDays: "max_age_days"
        case .notInFuture: "not_in_future"
        }
    }
}
