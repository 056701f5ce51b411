import GtkKit
import GtkTestSupport
@testable import EntryWidgets

extension TestWindow {
    /// Shows `form` at the gallery's width and waits until it is on screen.
    func show(_ form: AddressForm, title: String = "AddressForm test") async {
        await show(form.widget, title: title, width: 520, until: "the form on screen") { form.widget.isMapped }
    }

    /// Shows `inputs` one under the other, then `extra`, and waits until the visible inputs are
    /// on screen.
    func show(_ inputs: [TextInput], extra: [Widget] = [], title: String = "TextInput test", width: Int? = nil) async {
        let box = Box(.vertical, spacing: 0)
        for input in inputs { box.append(input.widget) }
        for widget in extra { box.append(widget) }
        await show(box, title: title, width: width, until: "the inputs on screen") {
            inputs.filter(\.widget.isVisible).allSatisfy(\.widget.isMapped)
        }
    }
}
