@testable import AmountKit
import Foundation
import Testing

/// ICU's conventions and currency keys are read once per locale and kept; what is kept must be
/// exactly what reading gives, from any thread, and the cache must not grow without bound.
@Suite("Locale data cache")
struct LocaleDataCacheTests {
    @Test("kept conventions equal freshly read ones, for every locale and from many threads at once")
    func keptEqualsRead() async {
        let identifiers = ["en_US", "de_DE", "de_CH", "fr_FR", "en_IN", "ar_BH", "ja_JP", "fa_IR"]
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                for identifier in identifiers {
                    group.addTask {
                        let locale = Locale(identifier: identifier)
                        #expect(NumberConventions.of(locale) == NumberConventions(locale: locale))
                    }
                }
            }
        }
        let euro = Currency(code: "EUR", numericCode: "978", minorUnits: 2, name: "Euro")
        let german = Locale(identifier: "de_DE")
        let first = AmountParser.currencyKeys(for: euro, locale: german)
        #expect(first.contains(Array("€".unicodeScalars)))
        #expect(AmountParser.currencyKeys(for: euro, locale: german) == first)
        #expect(
            AmountParser.currencyKeys(for: euro, locale: Locale(identifier: "en_US")).contains(Array("eur".unicodeScalars)),
            "match keys are case-folded")
    }

    @Test("a full cache starts over instead of growing, and answers stay right")
    func bounded() {
        let cache = LocaleDataCache<Int>(limit: 3)
        var made = 0
        for _ in 0..<2 {
            for (index, key) in ["a", "b", "c", "d"].enumerated() {
                #expect(
                    cache.value(for: key) {
                        made += 1; return index
                    } == index)
            }
        }
        #expect(made > 4, "with room for 3, the 4th key evicted the others")
        let small = LocaleDataCache<String>(limit: 8)
        _ = small.value(for: "x") { "first" }
        #expect(small.value(for: "x") { "second" } == "first", "a kept value is not made again")
    }
}
