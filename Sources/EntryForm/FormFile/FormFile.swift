import Foundation

/// Reads an office's form file: the built-in form merged with the fields the file adds or
/// changes, so that an office adds its own fields without code. `docs/FORMS.md` describes the
/// format; every problem names the file, line and column (`FormFileError`).
///
/// Merge: the built-in fields the file does not mention keep their built-in order, first; then
/// the file's fields in file order (a built-in field the file mentions moves to its place in
/// the file, with what the file changes).
public enum FormFile {
    /// The members of the file's top-level object.
    static let topMemberNames = ["version", "fields"]

    /// The form in force for the file at `path`.
    public static func read(path: String) throws(FormFileError) -> FormDefinition {
        try read(text: try text(at: path), path: path)
    }

    /// The form in force for a file's `text`; `path` names it in errors.
    public static func read(text: String, path: String) throws(FormFileError) -> FormDefinition {
        try definition(text: text, path: path, base: BuiltInForm.definition)
    }

    /// The form `text` gives over `base`; with no base, `text` is the built-in form itself
    /// (its fields have the built-in types and no base to merge with).
    static func definition(text: String, path: String, base: FormDefinition?) throws(FormFileError) -> FormDefinition {
        do throws(FormProblem) {
            let root = try FormJSON.parse(text)
            let top = try JSONObjectReader(root, names: topMemberNames, context: "", what: "a form file")
            let version = try top.string("version")
            var declared: [FormField] = []
            var seen: [String: Int] = [:]
            for element in try top.array("fields")?.value ?? [] {
                let declaration = try FieldDeclaration(element)
                let key = declaration.key
                if let line = seen[key.value] {
                    throw FormProblem(at: key.position, "field \"\(key.value)\" appears twice (first on line \(line))")
                }
                seen[key.value] = key.position.line
                let builtIn = BuiltInField(rawValue: key.value) == nil ? nil : base?.field(key.value)
                declared.append(try declaration.field(base: builtIn, inBuiltInForm: base == nil))
            }
            let fields = (base?.fields ?? []).filter { seen[$0.key] == nil } + declared
            return FormDefinition(fields: fields, version: version?.value ?? FormVersion.digest(of: fields))
        } catch {
            throw FormFileError(path: path, line: error.position.line, column: error.position.column, problem: error.problem)
        }
    }

    /// The file's text, or why it cannot be had.
    private static func text(at path: String) throws(FormFileError) -> String {
        func failure(_ problem: String) -> FormFileError { FormFileError(path: path, line: 1, column: 1, problem: problem) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw failure("no such file") }
        guard !isFolder.boolValue else { throw failure("is a folder, not a form file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot be read (permissions?)") }
        guard let text = String(validating: data, as: UTF8.self) else { throw failure("is not UTF-8 text") }
        return text
    }
}
