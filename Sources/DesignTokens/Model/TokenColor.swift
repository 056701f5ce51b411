/// An sRGB colour with 8-bit channels and alpha, as GTK's CSS understands it.
public struct TokenColor: Sendable, Hashable {
    /// Red, 0...255.
    public let red: UInt8
    /// Green, 0...255.
    public let green: UInt8
    /// Blue, 0...255.
    public let blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public let alpha: UInt8

    /// Creates a colour from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Lowercase `#rrggbb` when opaque, `#rrggbbaa` otherwise.
    public var hex: String {
        var text = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
        if alpha != 255 { text += Self.hexByte(alpha) }
        return text
    }

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { alpha == 255 }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (either case); nil for anything else.
    public init?(hex text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#" else { return nil }
        var digits: [UInt8] = []
        for scalar in scalars.dropFirst() {
            guard let digit = Self.hexDigit(scalar) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3, 4:
            let bytes = digits.map { $0 * 16 + $0 }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: digits.count == 4 ? bytes[3] : 255)
        case 6, 8:
            var bytes: [UInt8] = []
            var index = 0
            while index < digits.count {
                bytes.append(digits[index] * 16 + digits[index + 1])
                index += 2
            }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: digits.count == 8 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }
}
