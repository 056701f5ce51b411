import Foundation

/// WCAG 2.1 contrast: relative luminance, alpha compositing and contrast ratios.
public enum Contrast {
    /// The minimum ratio for normal text (WCAG 2.1 SC 1.4.3, level AA).
    public static let textAA = 4.5
    /// The minimum ratio for normal text at level AAA (SC 1.4.6), required of high-contrast.
    public static let textAAA = 7.0
    /// The minimum ratio for user-interface component boundaries (SC 1.4.11).
    public static let nonText = 3.0

    /// An sRGB colour with channels 0...1, the result of compositing.
    struct RGB: Equatable {
        var red: Double
        var green: Double
        var blue: Double
    }

    /// `color` painted with its alpha over the opaque `backdrop` (source-over, in sRGB space, as
    /// GTK and browsers composite).
    static func composite(_ color: TokenColor, over backdrop: RGB) -> RGB {
        let alpha = Double(color.alpha) / 255
        func mix(_ channel: UInt8, _ under: Double) -> Double { Double(channel) / 255 * alpha + under * (1 - alpha) }
        return RGB(red: mix(color.red, backdrop.red), green: mix(color.green, backdrop.green), blue: mix(color.blue, backdrop.blue))
    }

    /// The colour's channels, alpha ignored.
    static func opaque(_ color: TokenColor) -> RGB {
        RGB(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
    }

    /// WCAG relative luminance of an opaque colour. The linearisation threshold is the sRGB
    /// standard's 0.04045 (WCAG 2.1 quotes 0.03928 from an old draft; no 8-bit value lies between).
    static func luminance(_ rgb: RGB) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.red) + 0.7152 * linear(rgb.green) + 0.0722 * linear(rgb.blue)
    }

    /// Relative luminance of a colour (alpha ignored).
    public static func luminance(_ color: TokenColor) -> Double { luminance(opaque(color)) }

    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter; 1...21.
    static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let a = luminance(first)
        let b = luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast of `foreground` drawn on `background`, which is drawn on the opaque
    /// `surface` (the window); translucent colours are composited first.
    public static func ratio(foreground: TokenColor, background: TokenColor, surface: TokenColor) -> Double {
        let under = composite(background, over: opaque(surface))
        return ratio(composite(foreground, over: under), under)
    }

    /// The contrast of two opaque colours.
    public static func ratio(_ first: TokenColor, _ second: TokenColor) -> Double {
        ratio(opaque(first), opaque(second))
    }
}
