import AddressSearch

/// The autocomplete: the provider asked, its strings and timing.
public struct AddressSuggestionConfiguration: Sendable {
    /// Where suggestions come from (the local index, Smarty, Photon, a test double).
    public var provider: any AddressProvider
    /// The words of the search field and list.
    public var strings: AddressSuggestionStrings
    /// Quiet time after the last keystroke before asking the provider.
    public var debounceMilliseconds: Int
    /// Characters needed before asking (Latin and other alphabetic scripts).
    public var minimumCharacters: Int
    /// Characters needed when the text holds Chinese, Japanese or Korean characters.
    public var minimumCJKCharacters: Int
    /// Most suggestions asked for.
    public var limit: Int
    /// Which field carries the autocomplete.
    public var placement: AddressSearchPlacement
    /// Whether suggestions are limited to the form's country.
    public var restrictsToCountry: Bool

    /// An autocomplete over `provider` with the defaults: 150 ms, 3 characters (1 for CJK).
    public init(
        provider: any AddressProvider,
        strings: AddressSuggestionStrings = AddressSuggestionStrings(),
        debounceMilliseconds: Int = 150,
        minimumCharacters: Int = 3,
        minimumCJKCharacters: Int = 1,
        limit: Int = 8,
        placement: AddressSearchPlacement = .searchField,
        restrictsToCountry: Bool = true
    ) {
        self.provider = provider
        self.strings = strings
        self.debounceMilliseconds = debounceMilliseconds
        self.minimumCharacters = minimumCharacters
        self.minimumCJKCharacters = minimumCJKCharacters
        self.limit = limit
        self.placement = placement
        self.restrictsToCountry = restrictsToCountry
    }

    /// Whether `query` is long enough to ask about.
    func isLongEnough(_ query: String) -> Bool {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        let hasCJK = trimmed.unicodeScalars.contains(where: Self.isCJK)
        return trimmed.count >= (hasCJK ? minimumCJKCharacters : minimumCharacters)
    }

    /// Han, kana, Hangul and their compatibility blocks.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
            0x20000...0x3134F:
            return true
        default:
            return false
        }
    }
}
