/// Builds formatted output from input scalars while following the caret across the rewrite.
///
/// Formatters consume the input one scalar at a time, keeping or dropping each, and add their own
/// separators. The caret lands right after the output of the last input scalar before it, so
/// separators added later never push it forward, and dropped scalars never pull it back.
struct CaretTracker {
    private let inputCaret: Int
    private(set) var output = String.UnicodeScalarView()
    private var outputCount = 0
    private var caret: Int?

    init(caret: Int) {
        inputCaret = caret
        if caret <= 0 { self.caret = 0 }
    }

    /// Appends a scalar to the output (kept input or a separator).
    mutating func append(_ scalar: Unicode.Scalar) {
        output.append(scalar)
        outputCount += 1
    }

    /// Records that input scalar `index` has been handled (kept, transformed or dropped).
    mutating func consumed(inputIndex index: Int) {
        if caret == nil, index + 1 >= inputCaret { caret = outputCount }
    }

    /// The result; a caret beyond the consumed input goes to the end.
    var result: FormattedText { FormattedText(text: String(output), caret: caret ?? outputCount) }
}
