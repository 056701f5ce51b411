import Foundation

extension FieldCheckContext {
    /// The context's language as our catalogues and form files name languages: `de`, `ar`, and
    /// with the region where a catalogue has one (`pt_BR`, `zh_CN`), so that labels and
    /// messages are looked up the way gettext looks up the interface's.
    public var language: String {
        let code = locale.language.languageCode?.identifier ?? "en"
        if code == "pt" || code == "zh", let region = locale.region?.identifier { return code + "_" + region }
        return code
    }
}
