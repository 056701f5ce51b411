/// The team's entry form as the server keeps it: the form file's text and the version it names.
public struct TeamForm: Sendable, Equatable {
    /// The form's version (`FormDefinition.version`): what entries keyed with it are stamped with.
    public let version: String
    /// The form file, as the administrator gave it.
    public let text: String

    public init(version: String, text: String) {
        self.version = version
        self.text = text
    }
}
