/// What Enter does in a TextInput.
public enum TextInputReturnAction: Sendable, Equatable {
    /// Moves focus to the next input of the form (`nextInput`, skipping disabled, read-only and
    /// off-screen ones); on the last one, submits. The default.
    case next
    /// Submits: runs `onSubmit`, or activates the window's default widget when there is none.
    case submit
    /// Nothing; the key goes on to the window.
    case none
}
