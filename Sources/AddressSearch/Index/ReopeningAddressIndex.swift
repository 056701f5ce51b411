import AddressKit
import Foundation

/// The local index as the app uses it: when the file is rebuilt or replaced while the app runs
/// (`entrydesk index build --out` the same path, a new extract copied over it), the next
/// question opens it again and is answered from the new file; a file cut short or broken
/// answers with the reason (`LocalIndexError`), and suggestions stop until it is whole again.
public final class ReopeningAddressIndex: AddressProvider, @unchecked Sendable {
    // Sendable: `current` is only read and replaced under `lock`; LocalAddressIndex is Sendable.
    private let lock = NSLock()
    private var current: LocalAddressIndex
    /// The index file.
    public let path: String

    /// Opens the index at `path` (throws as `LocalAddressIndex(path:)` does).
    public init(path: String) throws {
        self.path = path
        current = try LocalAddressIndex(path: path)
    }

    /// The index as it is open now.
    public var index: LocalAddressIndex { lock.withLock { current } }

    public func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion] {
        try await reopeningOnChange { try await $0.suggest(query, context: context) }
    }

    public func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion] {
        try await reopeningOnChange { try await $0.expand(suggestion, query: query) }
    }

    public func resolve(_ suggestion: AddressSuggestion) async throws -> Address {
        try await reopeningOnChange { try await $0.resolve(suggestion) }
    }

    /// Asks the open index; if its file changed meanwhile, opens the file again and asks that.
    private func reopeningOnChange<Answer>(_ ask: (LocalAddressIndex) async throws -> Answer) async throws -> Answer {
        let index = self.index
        do {
            return try await ask(index)
        } catch LocalIndexError.changedInUse {
            let reopened = try LocalAddressIndex(path: path)
            lock.withLock { current = reopened }
            return try await ask(reopened)
        }
    }
}
