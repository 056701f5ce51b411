/// Finds and hides the password in a server address, in both of libpq's forms, by reading the
/// text itself: it works without libpq and on addresses libpq would refuse.
enum AddressRedaction {
    static let mask = "***"

    /// `address` with each password replaced by `***`.
    static func redact(_ address: String) -> String {
        var text = address
        for span in passwordSpans(in: address).reversed() {
            text.replaceSubrange(span, with: mask)
        }
        return text
    }

    /// Each password as written in `address`, and percent-decoded when it is in a URI.
    static func passwords(in address: String) -> [String] {
        passwordSpans(in: address).flatMap { span -> [String] in
            let written = String(address[span])
            return [written, written.removingPercentEncoding ?? written]
        }
    }

    /// Each password exactly as written in `address`, in order (for putting it back in place
    /// of a mask).
    static func writtenPasswords(in address: String) -> [String] {
        passwordSpans(in: address).map { String(address[$0]) }
    }

    private static func passwordSpans(in address: String) -> [Range<String.Index>] {
        if let scheme = address.range(of: "://"), ["postgresql", "postgres"].contains(address[..<scheme.lowerBound].lowercased()) {
            return uriPasswordSpans(address, after: scheme.upperBound)
        }
        return keywordPasswordSpans(address)
    }

    /// `postgresql://user:PASSWORD@host/db?password=PASSWORD`.
    private static func uriPasswordSpans(_ uri: String, after start: String.Index) -> [Range<String.Index>] {
        var spans: [Range<String.Index>] = []
        let query = uri[start...].firstIndex(of: "?")
        let authorityEnd = uri[start..<(query ?? uri.endIndex)].firstIndex(of: "/") ?? query ?? uri.endIndex
        if let at = uri[start..<authorityEnd].lastIndex(of: "@"), let colon = uri[start..<at].firstIndex(of: ":") {
            spans.append(uri.index(after: colon)..<at)
        }
        if let query {
            var parameterStart = uri.index(after: query)
            while parameterStart < uri.endIndex {
                let parameterEnd = uri[parameterStart...].firstIndex(of: "&") ?? uri.endIndex
                let parameter = uri[parameterStart..<parameterEnd]
                if let equals = parameter.firstIndex(of: "="), parameter[..<equals] == "password" {
                    spans.append(uri.index(after: equals)..<parameterEnd)
                }
                parameterStart = parameterEnd < uri.endIndex ? uri.index(after: parameterEnd) : uri.endIndex
            }
        }
        return spans
    }

    /// `host=h password=PASSWORD` or `password = 'PASS WORD'`: libpq's keyword=value syntax.
    private static func keywordPasswordSpans(_ text: String) -> [Range<String.Index>] {
        var spans: [Range<String.Index>] = []
        var index = text.startIndex
        func skipSpaces() { while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) } }
        while true {
            skipSpaces()
            guard index < text.endIndex else { return spans }
            let keyStart = index
            while index < text.endIndex, !text[index].isWhitespace, text[index] != "=" { index = text.index(after: index) }
            let key = text[keyStart..<index]
            skipSpaces()
            guard index < text.endIndex, text[index] == "=" else { return spans }
            index = text.index(after: index)
            skipSpaces()
            let valueStart = index
            if index < text.endIndex, text[index] == "'" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "'" {
                    if text[index] == "\\", text.index(after: index) < text.endIndex { index = text.index(after: index) }
                    index = text.index(after: index)
                }
                if key == "password" { spans.append(text.index(after: valueStart)..<index) }
                if index < text.endIndex { index = text.index(after: index) }
            } else {
                while index < text.endIndex, !text[index].isWhitespace { index = text.index(after: index) }
                if key == "password" { spans.append(valueStart..<index) }
            }
        }
    }
}
