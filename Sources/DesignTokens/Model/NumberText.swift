/// Formats numbers for CSS and JSON output the same way on every machine.
enum NumberText {
    /// Integers without a fraction (`8`), others rounded to 4 decimals (`1.5`), never an exponent
    /// for the range the validators accept (|x| <= 1e6), and independent of the locale.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        return String(describing: rounded)
    }
}
