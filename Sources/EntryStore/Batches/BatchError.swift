import Foundation

/// Why a batch cannot be opened, closed or found.
public enum BatchError: Error, Equatable, Sendable {
    /// A batch of that name exists already on this desk.
    case nameTaken(String)
    /// Only one batch is open at a time: this one still is.
    case anotherIsOpen(String)
    /// No batch has that name.
    case notFound(String)
    /// The batch is closed already (or, for reopening, open already).
    case alreadyClosed(String)
    case alreadyOpen(String)
    /// Verification takes a closed batch, and a batch sent to verification is checked entry by entry.
    case notClosed(String)
    case notInVerification(String)
    /// It does not balance: the figures say by how much.
    case doesNotBalance(BatchProgress)
    /// The name, the expected count or a total cannot be used; the text says which and why.
    case invalid(String)
    /// An override needs both a supervisor and a written reason.
    case overrideIncomplete
}

extension BatchError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .nameTaken(name): "a batch named \"\(name)\" exists already"
        case let .anotherIsOpen(name): "batch \"\(name)\" is still open: close it first"
        case let .notFound(name): "no batch is named \"\(name)\""
        case let .alreadyClosed(name): "batch \"\(name)\" is closed already"
        case let .alreadyOpen(name): "batch \"\(name)\" is open already"
        case let .notClosed(name): "batch \"\(name)\" is still open: close it before it is verified"
        case let .notInVerification(name): "batch \"\(name)\" has not been sent to verification (entrydesk batch verify)"
        case let .doesNotBalance(progress):
            "batch \"\(progress.batch.name)\" does not balance: "
                + ([progress.countDifference == 0 ? nil : "\(progress.keyedCount) of \(progress.batch.expectedCount) entries"]
                + progress.currencies.map { currency in
                    let difference = progress.difference(in: currency)
                    return DecimalTotals.isZero(difference) ? nil : "\(currency) difference \(difference)"
                }).compactMap { $0 }.joined(separator: ", ")
        case let .invalid(reason): reason
        case .overrideIncomplete: "closing without balancing needs a supervisor and a written reason"
        }
    }
}
