/// Why a document file could not be read (layout-document.md §3 exit statuses).
public enum DocumentLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing is at the path. The command exits 66.
  case missingFile(path: String)
  /// Something is at the path but it cannot be read as text: a directory, a file without read
  /// permission, a file that is not UTF-8. The command exits 66.
  case unreadable(path: String, reason: String)
  /// The text is not a valid layout document. The command exits 65.
  case invalid(DocumentError)

  /// The `autolayout` command's exit status for this error: 66 when the file cannot be had, 65
  /// when it is not a valid document.
  public var exitCode: Int32 {
    switch self {
    case .missingFile, .unreadable: 66
    case .invalid: 65
    }
  }

  /// `PATH: no such file`, `PATH: cannot read: reason`, or the document error (with its line and
  /// caret).
  public var description: String {
    switch self {
    case .missingFile(let path): "\(path): no such file"
    case .unreadable(let path, let reason): "\(path): cannot read: \(reason)"
    case .invalid(let error): error.description
    }
  }
}
