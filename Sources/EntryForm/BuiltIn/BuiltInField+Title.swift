import Localization

extension BuiltInField {
    /// The field's title in the interface's language, as gettext translates it: the built-in
    /// form's label, unless a form file relabels it (`FormField.displayLabel`).
    public var title: String {
        switch self {
        case .name: tr("Name")
        // Translators: the organisation (company, association, office) a payment comes from.
        case .companyName: tr("Organisation")
        case .address: tr("Address")
        case .amount: tr("Amount")
        // Translators: the payment's reference, as written on the slip or the invoice.
        case .reference: tr("Reference")
        }
    }
}
