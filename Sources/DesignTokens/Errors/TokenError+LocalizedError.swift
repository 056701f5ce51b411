import Foundation

extension TokenError: LocalizedError {
    /// The same message as `description`, for code that shows `localizedDescription`.
    public var errorDescription: String? { description }
}
