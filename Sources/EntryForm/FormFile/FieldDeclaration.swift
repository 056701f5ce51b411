import CSVAndJSON
import Foundation

/// One field object of a form file as written: every member optional, each with its position,
/// so that the merge can tell what the file changes on a built-in field (and nothing else) and
/// name the member at fault. Only the JSON shapes are checked here; what the values mean
/// together (a type's rules, a built-in's limits) is `FieldDeclaration+Meaning`'s concern.
struct FieldDeclaration {
    static let memberNames = [
        "key", "label", "type", "check", "help", "required", "hidden", "placement", "example", "pattern", "max_length",
        "min", "max", "choices", "rules"
    ]
    static let ruleMemberNames = [
        "max_length", "pattern", "min", "max", "max_age_days", "not_in_future", "soft", "message", "currency"
    ]
    static let conditionNames = ["max_length", "pattern", "min", "max", "max_age_days", "not_in_future"]

    let position: JSONPosition
    let key: Located<String>
    let context: String
    var label: Located<LocalizedText>?
    var help: Located<LocalizedText>?
    var typeName: Located<String>?
    var check: Located<CheckDigitScheme>?
    var required: Located<Bool>?
    var hidden: Located<Bool>?
    var placement: Located<Placement>?
    var example: Located<String>?
    var choices: Located<[Located<FieldChoice>]>?
    /// The rules written as members of the field (`"pattern"`, `"max_length"`, `"min"`, `"max"`:
    /// hard) and then those of `"rules"`, in that order.
    var rules: [Located<FieldRule>] = []

    /// Reads the field object `json`.
    init(_ json: FormJSON) throws(FormProblem) {
        // The key first, so that every later problem can name the field.
        var key: Located<String>?
        if case .object(let members) = json.value, let member = members.first(where: { $0.name == "key" }) {
            guard case .string(let text) = member.value.value else {
                throw FormProblem(at: member.value.position, "a field's \"key\" must be a string, not \(member.value.kindName)")
            }
            key = Located(value: text, position: member.value.position)
        }
        let context = key.map { "field \"\($0.value)\": " } ?? ""
        let object = try JSONObjectReader(json, names: Self.memberNames, context: context, what: "a field")
        guard let key else { throw FormProblem(at: json.position, "a field needs a \"key\"") }
        try Self.checkSyntax(of: key)
        self.position = json.position
        self.key = key
        self.context = context
        label = try Self.localized(object, "label")
        help = try Self.localized(object, "help")
        typeName = try object.string("type")
        if let scheme = try object.word("check", allowed: CheckDigitScheme.allCases.map(\.rawValue)) {
            check = Located(value: CheckDigitScheme(rawValue: scheme.value)!, position: scheme.position)
        }
        required = try object.bool("required")
        hidden = try object.bool("hidden")
        if let word = try object.word("placement", allowed: Placement.allCases.map(\.rawValue)) {
            placement = Located(value: Placement(rawValue: word.value)!, position: word.position)
        }
        example = try object.string("example")
        if let list = try object.array("choices") {
            var read: [Located<FieldChoice>] = []
            for element in list.value { read.append(try Self.choice(element, context: context)) }
            choices = Located(value: read, position: list.position)
        }
        rules = try Self.conditions(in: object, names: ["max_length", "pattern", "min", "max"]).map {
            Located(value: FieldRule($0.value), position: $0.position)
        }
        if let list = try object.array("rules") {
            for element in list.value { rules.append(try Self.rule(element, context: context)) }
        }
    }

    /// Keys name database columns and export headers: `^[a-z][a-z0-9_]{0,39}$`.
    static func checkSyntax(of key: Located<String>) throws(FormProblem) {
        guard OfficeFieldKey.isWellFormed(key.value) else {
            throw FormProblem(
                at: key.position,
                "field key \"\(key.value)\" must be 1 to 40 lower-case letters, digits or _, starting with a letter")
        }
    }

    /// A label, help or message: a string (for every language) or an object by language.
    static func localized(_ object: JSONObjectReader, _ name: String) throws(FormProblem) -> Located<LocalizedText>? {
        guard let value = object.value(name) else { return nil }
        switch value.value {
        case .string(let text):
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw object.problem(name, "\"\(name)\" is empty") }
            return Located(value: LocalizedText(text), position: value.position)
        case .object(let members):
            var texts: [String: String] = [:]
            for member in members {
                guard isLanguageCode(member.name) else {
                    throw FormProblem(
                        at: member.namePosition,
                        "\(object.context)\"\(name)\" has \"\(member.name)\", which is not a language code like \"de\" or \"pt_BR\" "
                            + "(or \"\" for every other language)")
                }
                guard texts[member.name] == nil else {
                    throw FormProblem(at: member.namePosition, "\(object.context)\"\(name)\" gives \"\(member.name)\" twice")
                }
                guard case .string(let text) = member.value.value, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw FormProblem(
                        at: member.value.position, "\(object.context)\"\(name)\" in \"\(member.name)\" must be a text that is not empty")
                }
                texts[member.name] = text
            }
            guard !texts.isEmpty else { throw object.problem(name, "\"\(name)\" gives no text") }
            return Located(value: LocalizedText(texts: texts), position: value.position)
        default:
            throw object.problem(name, "\"\(name)\" must be a string or an object by language, not \(value.kindName)")
        }
    }

    /// `""`, `de`, `pt_BR`, `zh_CN`, `sr_Latn`: the codes our catalogues are named by.
    static func isLanguageCode(_ code: String) -> Bool {
        if code.isEmpty { return true }
        let parts = code.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count <= 2, (2...3).contains(parts[0].count), parts[0].allSatisfy({ ("a"..."z").contains($0) }) else {
            return false
        }
        guard parts.count == 2 else { return true }
        let tail = parts[1]
        return (tail.count == 2 && tail.allSatisfy { ("A"..."Z").contains($0) })
            || (tail.count == 4 && tail.first.map { ("A"..."Z").contains($0) } == true
                && tail.dropFirst().allSatisfy { ("a"..."z").contains($0) })
    }

    /// One of `"choices"`: `"cash"`, or `{"value": "transfer", "label": ...}`.
    static func choice(_ json: FormJSON, context: String) throws(FormProblem) -> Located<FieldChoice> {
        if case .string(let value) = json.value {
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw FormProblem(at: json.position, context + "a choice is empty")
            }
            return Located(value: FieldChoice(value: value, label: LocalizedText(value)), position: json.position)
        }
        let object = try JSONObjectReader(json, names: ["value", "label"], context: context, what: "a choice")
        guard let value = try object.string("value") else { throw FormProblem(at: json.position, context + "a choice needs a \"value\"") }
        let label = try localized(object, "label")?.value ?? LocalizedText(value.value)
        return Located(value: FieldChoice(value: value.value, label: label), position: value.position)
    }

    /// One of `"rules"`: one condition, and optionally `"soft"`, `"message"` and `"currency"`.
    static func rule(_ json: FormJSON, context: String) throws(FormProblem) -> Located<FieldRule> {
        let object = try JSONObjectReader(json, names: ruleMemberNames, context: context, what: "a rule")
        let found = try conditions(in: object, names: conditionNames)
        guard found.count == 1, let condition = found.first else {
            let at = found.count > 1 ? found[1].position : json.position
            throw FormProblem(at: at, context + "a rule has exactly one of \(conditionNames.joined(separator: ", "))")
        }
        let soft = try object.bool("soft")?.value ?? false
        let message = try localized(object, "message")?.value ?? LocalizedText()
        let currency = try object.string("currency")
        if let currency, !isCurrencyCode(currency.value) {
            throw object.problem("currency", "\"currency\" must be an ISO 4217 code of three capital letters, like \"JPY\"")
        }
        return Located(
            value: FieldRule(condition.value, soft: soft, message: message, currency: currency?.value), position: condition.position)
    }

    /// `EUR`, `JPY`: three capital letters (whether the code is a currency is the amount's own check).
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The conditions among `names` that `object` has, in the order of `names`.
    static func conditions(in object: JSONObjectReader, names: [String]) throws(FormProblem) -> [Located<FieldRule.Condition>] {
        var found: [Located<FieldRule.Condition>] = []
        for name in names where object.has(name) {
            let position = object.position(of: name)
            let condition: FieldRule.Condition
            switch name {
            case "max_length": condition = .maxLength(try object.count(name, minimum: 1)!.value)
            case "pattern": condition = .pattern(try object.string(name, nonEmpty: false)!.value)
            case "min": condition = .minimum(try object.decimal(name)!.value)
            case "max": condition = .maximum(try object.decimal(name)!.value)
            case "max_age_days": condition = .notOlderThanDays(try object.count(name, minimum: 0)!.value)
            default:
                guard try object.bool(name)!.value else {
                    throw object.problem(name, "\"not_in_future\": false is no rule (leave the rule out)")
                }
                condition = .notInFuture
            }
            found.append(Located(value: condition, position: position))
        }
        return found
    }
}
