/// TextInput in each of its states, for `entrydesk gallery` and the visual checks.
///
/// The sample content is fictional; the captions are in English like the gallery itself.
public enum TextInputGallery {
    /// The states, in gallery order: default, focused, filled, error, error-focused, disabled,
    /// read-only, read-only-focused, password, password-visible, icons.
    public static func cases() -> [GalleryCase] {
        [
            sample("default") { _ in },
            GalleryCase(component: "text-input", state: "focused") {
                focused(emailInput())
            },
            sample("filled") { input in input.text = "ada@example.org" },
            sample("error") { input in
                input.text = "ada@example"
                input.errorText = "Enter a complete email address"  // i18n: not shown (sample data)
            },
            GalleryCase(component: "text-input", state: "error-focused") {
                let input = emailInput()
                input.text = "ada@example"
                input.errorText = "Enter a complete email address"  // i18n: not shown (sample data)
                return focused(input)
            },
            sample("disabled") { input in
                input.text = "ada@example.org"
                input.isEnabled = false
            },
            GalleryCase(component: "text-input", state: "read-only") {
                // i18n: not shown (sample data)
                let input = TextInput(labelPrimaryText: "Entry number", helperText: "Assigned when the entry is saved")
                input.text = "EN-2026-000142"
                input.isReadOnly = true
                return unfocused(input)
            },
            GalleryCase(component: "text-input", state: "read-only-focused") {
                // i18n: not shown (sample data)
                let input = TextInput(labelPrimaryText: "Entry number", helperText: "Assigned when the entry is saved")
                input.text = "EN-2026-000142"
                input.isReadOnly = true
                return focused(input)
            },
            password("password", visible: false),
            password("password-visible", visible: true),
            GalleryCase(component: "text-input", state: "icons") {
                // i18n: not shown (sample data)
                let input = TextInput(labelPrimaryText: "Street", helperText: "Start typing to search", placeholder: "Street and number")
                input.setLeadingIcon(.named("system-search-symbolic"))
                input.text = "Amphitheatre Parkway"  // i18n: not shown (sample data)
                // i18n: not shown (sample data)
                input.setTrailingIcon(.named("edit-clear-symbolic"), accessibilityLabel: "Clear") { [weak input] in
                    input?.text = ""
                }
                return unfocused(input)
            }
        ]
    }

    private static func sample(_ state: String, configure: @escaping @MainActor @Sendable (TextInput) -> Void) -> GalleryCase {
        GalleryCase(component: "text-input", state: state) {
            let input = emailInput()
            configure(input)
            return unfocused(input)
        }
    }

    /// A sample with keyboard focus (it arrives once the window is active).
    @MainActor
    private static func focused(_ input: TextInput) -> GallerySample {
        GallerySample(widget: input.widget, owner: input, takesFocus: true, settle: { input.focus() }, isReady: { input.isFocused })
    }

    /// A sample without focus; the text GTK selected when it focused the field is deselected.
    @MainActor
    private static func unfocused(_ input: TextInput) -> GallerySample {
        GallerySample(widget: input.widget, owner: input, settle: { input.caretPosition = input.text.unicodeScalars.count })
    }

    @MainActor
    private static func emailInput() -> TextInput {
        // i18n: not shown (sample data)
        let input = TextInput(labelPrimaryText: "Email", helperText: "We send the receipt to this address", placeholder: "name@example.org")
        input.inputPurpose = .email
        return input
    }

    private static func password(_ state: String, visible: Bool) -> GalleryCase {
        GalleryCase(component: "text-input", state: state) {
            let input = TextInput(labelPrimaryText: "Password", helperText: "At least 12 characters")  // i18n: not shown (sample data)
            input.isPassword = true
            input.text = "correct horse battery"  // i18n: not shown (sample data)
            input.isPasswordVisible = visible
            return unfocused(input)
        }
    }
}
