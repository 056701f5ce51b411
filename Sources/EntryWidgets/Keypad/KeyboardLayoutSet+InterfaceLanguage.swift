import Foundation
import Localization

extension KeyboardLayoutSet {
    /// The installed layouts for the window's language (its own, then English's), read once;
    /// a file that could not be read is left out and named on standard error.
    @MainActor
    public static let interfaceLanguage: KeyboardLayoutSet = {
        let (layouts, problems) = load(language: InterfaceLanguage.code)
        for problem in problems {
            // i18n: the log, for the person who installed the layout files
            FileHandle.standardError.write(Data("entrydesk: keyboard layout left out: \(problem)\n".utf8))
        }
        return layouts
    }()
}
