import AddressKit

/// A source of address suggestions: the local index, Smarty, Photon.
///
/// Every method is cancellable: when the task that awaits it is cancelled (a newer keystroke),
/// the provider stops its work or its HTTP request and throws `CancellationError`.
public protocol AddressProvider: Sendable {
    /// Suggestions for a partial address, best first.
    func suggest(_ query: String, context: SuggestionContext) async throws -> [AddressSuggestion]
    /// The secondary addresses (apartments, suites) of a suggestion with `entries > 1`.
    func expand(_ suggestion: AddressSuggestion, query: String) async throws -> [AddressSuggestion]
    /// The full address that fills the form.
    func resolve(_ suggestion: AddressSuggestion) async throws -> Address
}
