extension FormDefinition {
    /// The form in the form file language, canonical and pretty (`entrydesk form show --json`):
    /// `FormFile.read` reads it back to an equal definition, so an office can start its own
    /// file from what is in force.
    public func json() -> String { FormJSONWriter.form(self).render(pretty: true) + "\n" }
}
