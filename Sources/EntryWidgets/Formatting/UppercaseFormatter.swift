/// Upper-cases letters as they are typed (postal towns and codes in countries that require it).
///
/// Letters whose upper case is longer (German "ß" -> "SS") are kept as they are, so the text
/// never changes length and the caret stays put.
public struct UppercaseFormatter: TextFormatter, Equatable {
    /// An upper-casing formatter.
    public init() {}

    public func format(_ text: String, caret: Int) -> FormattedText {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let mapped = scalar.properties.uppercaseMapping.unicodeScalars
            output.append(mapped.count == 1 ? mapped[mapped.startIndex] : scalar)
        }
        return FormattedText(text: String(output), caret: caret)
    }
}
