import AddressKit
import Localization

/// Every word the form shows or says itself, in the window's language (`tr`); pass others to
/// override them.
///
/// Field titles default to the country's labels from AddressKit ("State", "ZIP code",
/// "Prefecture", "Postal code"); a title given here wins for every country. The validation
/// messages come from AddressKit.
public struct AddressFormStrings: Sendable, Equatable {
    /// The form's heading (`.address-form-title`); empty: none.
    public var formTitle: String
    /// The accessible name of the whole form.
    public var formAccessibleName: String
    /// Titles per field; a missing field uses the country's label.
    public var titles: [AddressField: String]
    /// Placeholders per field; a missing postal code uses the country's example code.
    public var placeholders: [AddressField: String]
    /// The subdivision picker's placeholder ("Select a state").
    public var subdivisionPlaceholder: String
    /// The country selector's title.
    public var countryTitle: String
    /// The country selector's placeholder.
    public var countryPlaceholder: String
    /// The accessible name of a picker's list of choices.
    public var choiceListName: String
    /// Shown in a picker's list when nothing matches the text.
    public var noMatchingChoices: String
    /// The accessible name of the button that opens a picker's whole list.
    public var showAllChoices: String

    /// The window's words (English on the command line and in tests).
    public init(
        formTitle: String = "",
        // Translators: the accessible name of the address form as a whole (said by a screen reader).
        formAccessibleName: String = tr("Address"),
        titles: [AddressField: String] = [:],
        placeholders: [AddressField: String] = [:],
        subdivisionPlaceholder: String = "",
        // Translators: the title above the country picker of an address.
        countryTitle: String = tr("Country"),
        // Translators: the placeholder of the country picker of an address, shown while it is empty.
        countryPlaceholder: String = tr("Start typing a country"),
        // Translators: the accessible name of a picker's list of choices (countries, states), said by a screen reader.
        choiceListName: String = tr("Choices"),
        // Translators: shown in a picker's list (countries, states) when no choice matches the text typed.
        noMatchingChoices: String = tr("Nothing matches"),
        // Translators: the accessible name and tooltip of the arrow button that opens a picker's whole list.
        showAllChoices: String = tr("Show all choices")
    ) {
        self.formTitle = formTitle
        self.formAccessibleName = formAccessibleName
        self.titles = titles
        self.placeholders = placeholders
        self.subdivisionPlaceholder = subdivisionPlaceholder
        self.countryTitle = countryTitle
        self.countryPlaceholder = countryPlaceholder
        self.choiceListName = choiceListName
        self.noMatchingChoices = noMatchingChoices
        self.showAllChoices = showAllChoices
    }
}
