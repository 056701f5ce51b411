import DesignTokens

/// The contrast of text against what is behind it, read from a picture's pixels alone.
///
/// In a widget's box the background is the colour most pixels have, and the text the pixel
/// that stands out most from it (its glyphs' solid cores: anti-aliased edges lie between the
/// two). A text field's box may hold a second background, its selected text: a colour that
/// covers a good part of the box is measured the same way over the rectangle it spans.
struct PictureContrast {
    let width: Int
    let height: Int
    /// The picture's bytes as `WidgetRenderer.loadPixels` gives them.
    let rgba: [UInt8]

    /// A background and the text on it.
    struct Finding {
        let background: TokenColor
        let text: TokenColor
        let ratio: Double
        /// Whether the background is a second one in a text field's box: its selection.
        var isSelection = false
    }

    /// Share of a text field's box a colour must cover to count as a second background: a
    /// selected name in a wide field covers a tenth of it, its glyphs' solid cores far less.
    static let secondBackgroundShare = 0.04

    /// One finding per background in the box (labels: one; text fields: with a selection, two).
    func measure(x: Int, y: Int, width boxWidth: Int, height boxHeight: Int, mayHoldSelection: Bool) -> [Finding] {
        let left = max(0, x), top = max(0, y)
        let right = min(width, x + boxWidth), bottom = min(height, y + boxHeight)
        guard right > left, bottom > top else { return [] }
        var counts: [UInt32: Int] = [:]
        for row in top..<bottom {
            for column in left..<right { counts[pixel(column, row), default: 0] += 1 }
        }
        let area = (right - left) * (bottom - top)
        let ranked = counts.sorted { $0.value > $1.value }
        var backgrounds = [ranked[0].key]
        if mayHoldSelection {
            backgrounds += ranked.dropFirst().filter { Double($0.value) >= Self.secondBackgroundShare * Double(area) }.map(\.key)
        }
        // A selection's text is in the rectangle the selection spans.
        let selections = backgrounds.dropFirst().map { background in (background, span(of: background, left, top, right, bottom)) }
        var findings = selections.map { background, rect in
            var finding = strongest(against: background, in: rect, skipping: backgrounds, outside: [])
            finding.isSelection = true
            return finding
        }
        // The main background's text is anywhere else in the box (its colour may shade, as
        // under a round button). A field whose text is all selected has none.
        // A selection's edge pixels blend it with the field: they belong to the selection.
        let main = strongest(
            against: backgrounds[0], in: (left, top, right - 1, bottom - 1), skipping: backgrounds,
            outside: selections.map { ($0.1.minX - 1, $0.1.minY - 1, $0.1.maxX + 1, $0.1.maxY + 1) })
        if main.ratio > 1 || selections.isEmpty { findings.insert(main, at: 0) }
        return findings
    }

    typealias Rect = (minX: Int, minY: Int, maxX: Int, maxY: Int)

    /// The rectangle the pixels of `color` span in the box.
    private func span(of color: UInt32, _ left: Int, _ top: Int, _ right: Int, _ bottom: Int) -> Rect {
        var rect: Rect = (right, bottom, left, top)
        for row in top..<bottom {
            for column in left..<right where pixel(column, row) == color {
                rect = (min(rect.minX, column), min(rect.minY, row), max(rect.maxX, column), max(rect.maxY, row))
            }
        }
        return rect
    }

    /// The pixel in `rect` (not in `outside`, not a background) that stands out most from `background`.
    private func strongest(against background: UInt32, in rect: Rect, skipping backgrounds: [UInt32], outside: [Rect]) -> Finding {
        let backColor = Self.color(background)
        var best = (color: backColor, ratio: 1.0)
        guard rect.minX <= rect.maxX, rect.minY <= rect.maxY else { return Finding(background: backColor, text: backColor, ratio: 1) }
        for row in rect.minY...rect.maxY {
            for column in rect.minX...rect.maxX {
                let value = pixel(column, row)
                guard !backgrounds.contains(value),
                    !outside.contains(where: { column >= $0.minX && column <= $0.maxX && row >= $0.minY && row <= $0.maxY })
                else { continue }
                let candidate = Self.color(value)
                let ratio = Contrast.ratio(candidate, backColor)
                if ratio > best.ratio { best = (candidate, ratio) }
            }
        }
        return Finding(background: backColor, text: best.color, ratio: best.ratio)
    }

    /// RGB of a pixel, packed. `gdk_texture_download` writes GDK_MEMORY_DEFAULT, which is
    /// B, G, R, A in memory on a little-endian machine; a window's picture is opaque where text is.
    private func pixel(_ column: Int, _ row: Int) -> UInt32 {
        let index = (row * width + column) * 4
        return UInt32(rgba[index + 2]) << 16 | UInt32(rgba[index + 1]) << 8 | UInt32(rgba[index])
    }

    private static func color(_ packed: UInt32) -> TokenColor {
        TokenColor(red: UInt8(packed >> 16 & 0xff), green: UInt8(packed >> 8 & 0xff), blue: UInt8(packed & 0xff))
    }
}
