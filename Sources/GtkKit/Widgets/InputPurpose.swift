import CGtk

/// What a text field is for; on-screen keyboards and input methods adapt to it.
public enum InputPurpose: Sendable {
    case freeForm, alpha, digits, number, phone, url, email, name, password, pin

    init(_ value: GtkInputPurpose) {
        switch value {
        case GTK_INPUT_PURPOSE_ALPHA: self = .alpha
        case GTK_INPUT_PURPOSE_DIGITS: self = .digits
        case GTK_INPUT_PURPOSE_NUMBER: self = .number
        case GTK_INPUT_PURPOSE_PHONE: self = .phone
        case GTK_INPUT_PURPOSE_URL: self = .url
        case GTK_INPUT_PURPOSE_EMAIL: self = .email
        case GTK_INPUT_PURPOSE_NAME: self = .name
        case GTK_INPUT_PURPOSE_PASSWORD: self = .password
        case GTK_INPUT_PURPOSE_PIN: self = .pin
        default: self = .freeForm
        }
    }

    var gtkValue: GtkInputPurpose {
        switch self {
        case .freeForm: GTK_INPUT_PURPOSE_FREE_FORM
        case .alpha: GTK_INPUT_PURPOSE_ALPHA
        case .digits: GTK_INPUT_PURPOSE_DIGITS
        case .number: GTK_INPUT_PURPOSE_NUMBER
        case .phone: GTK_INPUT_PURPOSE_PHONE
        case .url: GTK_INPUT_PURPOSE_URL
        case .email: GTK_INPUT_PURPOSE_EMAIL
        case .name: GTK_INPUT_PURPOSE_NAME
        case .password: GTK_INPUT_PURPOSE_PASSWORD
        case .pin: GTK_INPUT_PURPOSE_PIN
        }
    }
}
