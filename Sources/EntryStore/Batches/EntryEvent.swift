import Foundation

/// Who keys at a desk or kiosk: the operator signed in ("op-17"), or the kiosk itself
/// ("kiosk"). Written with every entry saved, changed, deleted or restored (`EntryEvent`).
public struct OperatorStamp: Hashable, Sendable {
    /// The operator's ID; empty when nobody signed in at the desk.
    public var id: String

    public init(_ id: String) {
        self.id = id.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// One step of an entry's history: keyed, edited (with what changed), deleted, restored, verified
/// by a second keying; by
/// whom and when.
public struct EntryEvent: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case keyed, edited, deleted, restored, verified
    }

    /// A stored column's value before and after an edit (canonical text; times in milliseconds).
    public struct Change: Hashable, Sendable, Codable {
        public var from: String
        public var to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }
    }

    public var kind: Kind
    /// The operator's ID ("" when nobody was signed in).
    public var operatorID: String
    public var at: Date
    /// For an edit: each column that changed, by its stored name ("amount", "postal_code").
    public var changes: [String: Change]

    public init(kind: Kind, operatorID: String, at: Date, changes: [String: Change] = [:]) {
        self.kind = kind
        self.operatorID = operatorID
        self.at = at
        self.changes = changes
    }
}
