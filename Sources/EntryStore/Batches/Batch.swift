import Foundation

/// A stack of slips keyed together, with the figures it must add up to: the count and the
/// totals per currency from the adding-machine tape or the deposit slip (control totals).
public struct Batch: Hashable, Sendable, Identifiable {
    /// Stable identity (travels with the team's entries).
    public var id: UUID
    /// The name the operator gave it ("Slips 2026-11-27 A"), unique on this desk (one pulled
    /// from another desk under a name taken here has that desk's role after it).
    public var name: String
    /// How many entries the batch must have.
    public var expectedCount: Int
    /// What the batch's amounts must add up to, per ISO 4217 code, as canonical decimal text.
    public var expectedTotals: [String: String]
    /// When it was opened (millisecond precision).
    public var openedAt: Date
    /// When it was last closed; nil while it is open.
    public var closedAt: Date?
    /// Who allowed it to close without balancing, and why (nil: it balanced).
    public var override: BatchOverride?
    /// The fields its second keying checks.
    public var verifiedFields: [VerifiedField] = VerifiedField.standard
    /// When it was sent to verification (nil: not yet).
    public var verificationStartedAt: Date?
    /// The operator who opened it ("" when nobody was signed in).
    public var openedBy = ""

    public init(
        id: UUID = UUID(), name: String, expectedCount: Int, expectedTotals: [String: String],
        openedAt: Date = Date(), closedAt: Date? = nil, override: BatchOverride? = nil
    ) {
        self.id = id
        self.name = name
        self.expectedCount = expectedCount
        self.expectedTotals = expectedTotals
        self.openedAt = openedAt.truncatedToMilliseconds
        self.closedAt = closedAt?.truncatedToMilliseconds
        self.override = override
    }

    /// Whether entries saved now join it.
    public var isOpen: Bool { closedAt == nil }
}

/// A supervisor's leave to close a batch that does not balance, with the written reason.
public struct BatchOverride: Hashable, Sendable {
    /// Who allowed it (a supervisor's operator ID or name).
    public var supervisor: String
    /// Why, in the supervisor's words ("slip 17 torn, amount unreadable").
    public var reason: String

    public init(supervisor: String, reason: String) {
        self.supervisor = supervisor
        self.reason = reason
    }
}
