import Foundation
import CSVAndJSON

/// The members of one JSON object of a form file, checked before any is used: every name must
/// be one the object takes (a typo is named, with the name it is closest to) and appear once, so
/// that a misspelt `"requird": true` is an error instead of a rule silently not kept.
struct JSONObjectReader {
    /// Where the object starts.
    let position: JSONPosition
    /// What the problems are prefixed with: `field "iban": `, or nothing at the top.
    let context: String
    private let members: [String: FormJSON.Member]

    init(_ json: FormJSON, names: [String], context: String, what: String) throws(FormProblem) {
        guard case .object(let list) = json.value else {
            throw FormProblem(at: json.position, "\(context)\(what) must be an object, not \(json.kindName)")
        }
        var members: [String: FormJSON.Member] = [:]
        for member in list {
            guard names.contains(member.name) else {
                let hint = NameSuggestion.hint(for: member.name, among: names)
                throw FormProblem(
                    at: member.namePosition,
                    "\(context)unknown member \"\(member.name)\"\(hint) (\(what) takes \(names.joined(separator: ", ")))")
            }
            guard members[member.name] == nil else {
                throw FormProblem(at: member.namePosition, "\(context)member \"\(member.name)\" appears twice")
            }
            members[member.name] = member
        }
        self.position = json.position
        self.context = context
        self.members = members
    }

    /// Whether the object has the member.
    func has(_ name: String) -> Bool { members[name] != nil }

    /// Where the member's value is (the object's start when it is absent).
    func position(of name: String) -> JSONPosition { members[name]?.value.position ?? position }

    /// The member's value as it is, if present.
    func value(_ name: String) -> FormJSON? { members[name]?.value }

    /// A problem at the member's value, in the object's context.
    func problem(_ name: String, _ text: String) -> FormProblem {
        FormProblem(at: position(of: name), context + text)
    }

    /// A string member.
    func string(_ name: String, nonEmpty: Bool = true) throws(FormProblem) -> Located<String>? {
        guard let value = value(name) else { return nil }
        guard case .string(let text) = value.value else { throw wrongKind(name, value, expected: "a string") }
        if nonEmpty, text.trimmingCharacters(in: .whitespaces).isEmpty { throw problem(name, "\"\(name)\" is empty") }
        return Located(value: text, position: value.position)
    }

    /// A `true`/`false` member.
    func bool(_ name: String) throws(FormProblem) -> Located<Bool>? {
        guard let value = value(name) else { return nil }
        guard case .bool(let flag) = value.value else { throw wrongKind(name, value, expected: "true or false") }
        return Located(value: flag, position: value.position)
    }

    /// A whole-number member at least `minimum`.
    func count(_ name: String, minimum: Int) throws(FormProblem) -> Located<Int>? {
        guard let value = value(name) else { return nil }
        guard case .number(let text) = value.value, let count = Int(text), count >= minimum else {
            throw FormProblem(at: value.position, "\(context)\"\(name)\" must be a whole number, at least \(minimum)")
        }
        return Located(value: count, position: value.position)
    }

    /// A number member, exactly as written (`0.1` stays one tenth).
    func decimal(_ name: String) throws(FormProblem) -> Located<Decimal>? {
        guard let value = value(name) else { return nil }
        guard case .number(let text) = value.value, let number = Decimal(string: text, locale: posixLocale) else {
            throw wrongKind(name, value, expected: "a number")
        }
        return Located(value: number, position: value.position)
    }

    /// An array member.
    func array(_ name: String) throws(FormProblem) -> Located<[FormJSON]>? {
        guard let value = value(name) else { return nil }
        guard case .array(let elements) = value.value else { throw wrongKind(name, value, expected: "an array") }
        return Located(value: elements, position: value.position)
    }

    /// A string member naming one of `allowed` (`"placement": "desk"`). The problem lists them
    /// all, so it needs no guess at which one was meant.
    func word(_ name: String, allowed: [String]) throws(FormProblem) -> Located<String>? {
        guard let text = try string(name) else { return nil }
        guard allowed.contains(text.value) else {
            throw FormProblem(
                at: text.position, "\(context)unknown \(name) \"\(text.value)\" (expected one of \(allowed.joined(separator: ", ")))")
        }
        return text
    }

    private func wrongKind(_ name: String, _ value: FormJSON, expected: String) -> FormProblem {
        FormProblem(at: value.position, "\(context)\"\(name)\" must be \(expected), not \(value.kindName)")
    }
}

/// Numbers in a form file are read as JSON writes them, whatever the machine's locale.
let posixLocale = Locale(identifier: "en_US_POSIX")
