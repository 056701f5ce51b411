import Synchronization

/// How well a postcode and a state (country area) fit a country, judged as validation judges
/// them: the postcode by the country's pattern (and the matched state's own prefix, a US ZIP
/// within its state), the state by the country's subdivisions (key, name or Latin name).
///
/// For rows that name no country and are taken to be in an assumed one (a domestic list): a
/// row whose postcode and state fit another country better is worth a word, since the
/// assumed country's validation alone may pass it (Germany has no states to refuse "CA", and
/// "94043" is a German postcode too).
public final class CountryFit: Sendable {
    /// What a country makes of one state: whether it is one of its subdivisions, and the
    /// patterns a postcode must match there (none: the country takes no postcode).
    private struct Judgement: Sendable {
        let takesState: Bool
        let postalCodePatterns: [PostalCodePattern]
    }

    private let registry: AddressFormatRegistry
    /// Judgements by country and state: a list has few states, and the rows of a large one
    /// would otherwise walk the metadata once per candidate each.
    private let judgements = Mutex<[String: Judgement]>([:])

    /// A judge over `registry` (the shared `data/address/` by default).
    public init(registry: AddressFormatRegistry = .shared) {
        self.registry = registry
    }

    /// The countries, among those the address parser tries (`CountryGuess.candidates`), that
    /// `postalCode` and `countryArea` fit better than they fit `assumed`, in that order; empty
    /// when the assumed country fits them as well as any (or they are both empty).
    public func betterFits(postalCode: String, countryArea: String, than assumed: String) -> [String] {
        let postalCode = PythonText.upper(PythonText.strip(postalCode))
        let countryArea = PythonText.strip(countryArea)
        let assumed = assumed.uppercased()
        let most = (postalCode.isEmpty ? 0 : 1) + (countryArea.isEmpty ? 0 : 1)
        let assumedScore = score(assumed, postalCode: postalCode, countryArea: countryArea)
        guard assumedScore < most else { return [] }
        var best = assumedScore
        var fits: [String] = []
        for candidate in CountryGuess.candidates where candidate != assumed {
            let candidateScore = score(candidate, postalCode: postalCode, countryArea: countryArea)
            if candidateScore > best {
                best = candidateScore
                fits = [candidate]
            } else if candidateScore == best, best > assumedScore {
                fits.append(candidate)
            }
        }
        return fits
    }

    /// How many of the postcode and the state (those given) `code` takes: 0, 1 or 2.
    private func score(_ code: String, postalCode: String, countryArea: String) -> Int {
        guard let judgement = judgement(code, countryArea: countryArea) else { return 0 }
        var score = 0
        if !countryArea.isEmpty, judgement.takesState { score += 1 }
        if !postalCode.isEmpty, !judgement.postalCodePatterns.isEmpty,
            judgement.postalCodePatterns.allSatisfy({ $0.matches(postalCode) })
        {
            score += 1
        }
        return score
    }

    /// What `code` makes of `countryArea` (nil: no country the data knows), computed once.
    private func judgement(_ code: String, countryArea: String) -> Judgement? {
        let key = code + "\u{0}" + countryArea
        if let known = judgements.withLock({ $0[key] }) { return known }
        guard let format = try? registry.formatForValidation(code: code), format.code == code,
            let rules = try? ValidationRules(format: format, address: Address(countryCode: code, countryArea: countryArea))
        else { return nil }
        let judgement = Judgement(
            takesState: format.allowedFields.contains(.countryArea) && ValidationRules.match(countryArea, rules.areaChoices) != nil,
            postalCodePatterns: format.allowedFields.contains(.postalCode) ? rules.postalCodeMatchers.map(\.pattern) : [])
        judgements.withLock { cache in
            // A bound, for a file whose state column holds anything but states.
            if cache.count >= 4096 { cache.removeAll() }
            cache[key] = judgement
        }
        return judgement
    }
}
