import Foundation

extension InterfaceBuilderDocument {
  /// Why the document cannot be laid out as read, in the words the command prints; nil when it
  /// can. A document for a platform other than iOS is not laid out; one whose constraints or
  /// outlets name items it lacks is not either, unless `includingBrokenReferences` is false
  /// (`lint` reports those as findings instead).
  public func layoutProblem(includingBrokenReferences: Bool = true) -> String? {
    if let why = platform.notLaidOut { return "\(file): \(why)" }
    if includingBrokenReferences, let broken = brokenReferences.first {
      return broken.description.replacingOccurrences(of: ": warning: ", with: ": ")
    }
    return nil
  }
}
