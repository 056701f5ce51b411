/// How requests to Smarty authenticate. Printing or reflecting it never shows the secrets.
public enum SmartyCredentials: Sendable, Hashable {
    /// Server-side secret key pair (`auth-id`, `auth-token`).
    case secretKey(authID: String, authToken: String)
    /// Embedded (website) key, sent with the `Referer` the key is registered for.
    case embeddedKey(key: String, referer: String?)
}

extension SmartyCredentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// "secret key (redacted)" or "embedded key (redacted)".
    public var description: String {
        switch self {
        case .secretKey: return "secret key (redacted)"
        case .embeddedKey: return "embedded key (redacted)"
        }
    }

    /// Same as `description`.
    public var debugDescription: String { description }

    /// Reflection (`dump`, `print` of an enclosing value) shows only the redacted description.
    public var customMirror: Mirror { Mirror(self, children: ["credentials": description]) }
}
