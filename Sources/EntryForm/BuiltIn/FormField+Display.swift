extension FormField {
    /// What a person reads as the field's title in `language` (`de`, `pt_BR`): a form file's
    /// label for that language if it gives one, else a built-in field's translated title, else
    /// the label's text for every language. A built-in's own English label is not a relabel, so
    /// that a German desk reads "Name" as gettext translates it, not as the form spells it.
    public func displayLabel(language: String) -> String {
        guard let builtIn else { return label.text(for: language) }
        if let own = Self.ownText(label, language: language) { return own }
        if let every = label.texts[""], let builtInLabel = BuiltInForm.definition.field(key)?.label.texts[""], every != builtInLabel {
            return every
        }
        return builtIn.title
    }

    /// The line under the field in `language` (built-in fields have none of their own).
    public func displayHelp(language: String) -> String { help.text(for: language) }

    /// The text `text` gives for `language` itself or its base language (`pt` for `pt_BR`).
    private static func ownText(_ text: LocalizedText, language: String) -> String? {
        if let exact = text.texts[language] { return exact }
        if let base = language.split(separator: "_").first, !base.isEmpty, let inBase = text.texts[String(base)] { return inBase }
        return nil
    }
}
