import Foundation
import Synchronization

/// Splits a pasted address (one line or several) into the fields of its country.
///
/// The country is the hint, else one the text names, else the one whose postcode pattern the
/// text fits best; the country's data then drives the split: its postcode pattern, its
/// subdivisions, whether it has a city and a city area, and where the postcode stands.
public final class AddressParser: Sendable {
    public static let shared = AddressParser()

    private let registry: AddressFormatRegistry
    private let countryNames: CountryNames
    private let contexts: Mutex<[String: CountryContext]>

    public init(registry: AddressFormatRegistry = .shared) {
        self.registry = registry
        // English and everyday names only: the same text parses the same in every session.
        countryNames = CountryNames(registry: registry)
        contexts = Mutex([:])
    }

    /// Splits `text` for a script: the country is `countryHint` when one is given, else the one
    /// the text names, else the one whose postcode the text fits best.
    public func parse(_ text: String, countryHint: String? = nil) -> ParsedAddress {
        let hint = countryHint.map { $0.trimmingCharacters(in: .whitespaces).uppercased() } ?? ""
        return parse(text, hint: hint.isEmpty ? nil : hint, preferred: nil)
    }

    /// Splits `text` pasted into a form that shows `country`: the country the text names, else
    /// the form's country unless another fits the text clearly better (a UK postcode pasted
    /// into a US form goes to the UK; "10117 Berlin" to Germany, whatever the form shows).
    public func parse(_ text: String, preferring country: String) -> ParsedAddress {
        parse(text, hint: nil, preferred: country.uppercased())
    }

    private func parse(_ text: String, hint: String?, preferred: String?) -> ParsedAddress {
        var parts = AddressTextPart.parts(of: text)
        var certainty = 1.0
        var code = hint ?? ""
        if let named = removeCountryName(from: &parts) {
            if code.isEmpty { code = named }
        }
        var context = code.isEmpty ? nil : self.context(code)
        if context == nil, let fit = bestFit(parts, preferring: preferred.flatMap { self.context($0) }) {
            context = fit
            // The form's country is as good as a hint; a guessed one is less certain.
            certainty = fit.format.code == preferred ? 1.0 : 0.8
        }
        guard let context else { return ParsedAddress(address: Address(streetLines: parts.map(\.text)), confidence: 0) }
        var assigner = AddressFieldAssigner(context: context, parts: parts)
        let address = assigner.assign()
        return ParsedAddress(address: address, confidence: certainty * assigner.completeness)
    }

    /// A country named as a whole part, or by the last words of the last part; removed.
    private func removeCountryName(from parts: inout [AddressTextPart]) -> String? {
        for index in parts.indices.reversed() {
            if let code = countryNames.code(named: parts[index].text), parts.count > 1 {
                parts.remove(at: index)
                return code
            }
        }
        guard var last = parts.last, last.words.count > 1 else { return nil }
        for count in stride(from: min(countryNames.longestName, last.words.count - 1), through: 1, by: -1) {
            if let code = countryNames.code(named: last.words.suffix(count).joined(separator: " ")) {
                last.words.removeLast(count)
                parts[parts.count - 1] = last
                return code
            }
        }
        return nil
    }

    /// The country the parts fit best; `preferred` (the form's) is tried first, wins ties and
    /// has `CountryGuess.preference` added to its score.
    private func bestFit(_ parts: [AddressTextPart], preferring preferred: CountryContext?) -> CountryContext? {
        var candidates = CountryGuess.candidates.compactMap { context($0) }
        if let preferred {
            candidates.removeAll { $0.format.code == preferred.format.code }
            candidates.insert(preferred, at: 0)
        }
        let fitting = candidates.filter { $0.findPostalCode(in: parts) != nil }
        var best: (CountryContext, Double)?
        for candidate in candidates {
            var score = CountryGuess.score(candidate, parts: parts, ambiguity: fitting.count)
            if candidate.format.code == preferred?.format.code { score += CountryGuess.preference }
            if best == nil || score > best!.1 { best = (candidate, score) }
        }
        return best?.0
    }

    private func context(_ code: String) -> CountryContext? {
        if let known = contexts.withLock({ $0[code] }) { return known }
        guard let format = try? registry.format(for: code), format.code == code else { return nil }
        let made = CountryContext(format: format, registry: registry)
        contexts.withLock { $0[code] = made }
        return made
    }
}
