import Foundation

/// A document named on the command line as a path, an http(s) URL, or a `file://` URI, which is
/// how desktop environments pass files to applications (`Exec=swipe-player %U`): a file URI
/// becomes its path, everything else stays as given.
enum DocumentArgument {
    static func normalized(_ argument: String) -> String {
        guard argument.lowercased().hasPrefix("file:"), let url = URL(string: argument), url.isFileURL else { return argument }
        return url.path
    }
}
