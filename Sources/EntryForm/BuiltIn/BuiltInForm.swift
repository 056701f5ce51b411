/// The form every office starts from, written in the form file language and read by the same
/// reader as an office's file (the merge of nothing): one description of what a field is, for
/// the built-in fields and an office's own alike.
public enum BuiltInForm {
    /// The built-in fields' English titles here are also their gettext messages
    /// (`BuiltInField.title`); a test keeps the two the same. The amount's soft `max` is its
    /// plausibility limit: a slip of the finger adds three zeros more easily than it removes
    /// them, so Save asks about more than a million of any currency (a desk's configuration
    /// may set its own: `FormDefinition.withAmountLimits`).
    static let text = """
        {"version": "built-in",
         "fields": [
          {"key": "name", "label": "Name", "type": "name", "required": true, "max_length": 200},
          {"key": "company_name", "label": "Organisation", "type": "company", "max_length": 200},
          {"key": "address", "label": "Address", "type": "address", "required": true},
          {"key": "amount", "label": "Amount", "type": "amount", "required": true,
           "rules": [{"max": 1000000, "soft": true}]},
          {"key": "reference", "label": "Reference", "type": "text", "max_length": 100}
         ]}
        """

    /// The built-in form (version `built-in`).
    public static let definition: FormDefinition = {
        do {
            return try FormFile.definition(text: text, path: "built-in form", base: nil)
        } catch {
            // The text above is a constant the tests read: it cannot fail at a person's desk.
            fatalError("The built-in form does not read: \(error)")
        }
    }()
}
