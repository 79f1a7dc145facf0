import LayoutDocuments

/// Why an Interface Builder document was refused, in its own terms (XML, elements, attributes):
/// the reason a `DocumentError` carries for it (`DocumentError/Reason/reader(_:)`).
public enum InterfaceBuilderReason: Sendable, Equatable, CustomStringConvertible {
  /// Not XML the reader can read, in the XML reader's words (`malformed XML: …`, `not UTF-8 text: …`).
  case xml(String)
  /// The root element is not Interface Builder's `<document>`; `element` is its name.
  case notAnInterfaceBuilderDocument(element: String)
  /// A constraint without a required attribute (`firstAttribute`).
  case missingConstraintAttribute(String, constraint: String)
  /// A constraint attribute whose value names no layout attribute.
  case notALayoutAttribute(attribute: String, value: String, constraint: String)
  /// A constraint's number attribute (`constant`, `priority`) that is not a usable number.
  case constraintNotANumber(attribute: String, value: String, constraint: String)
  /// A constraint's `relation` that is none of IB's three.
  case unknownRelation(String, constraint: String)
  /// A `multiplier` that is neither a number nor a ratio.
  case malformedMultiplier(String, constraint: String)
  /// A `multiplier` of 0 or beyond ±10⁶.
  case unusableMultiplier(String, constraint: String)
  /// A constraint's `priority` outside (0, 1000].
  case constraintPriorityOutOfRange(String, constraint: String)
  /// An element's number attribute (a frame's `x`, a `spacing`) that is not a usable number.
  case notANumber(attribute: String, value: String, element: String)
  /// An element's priority attribute (hugging, compression resistance) outside (0, 1000].
  case priorityOutOfRange(attribute: String, value: String, element: String)

  /// The reason in words: the one place they are written.
  public var description: String {
    switch self {
    case .xml(let problem): problem
    case .notAnInterfaceBuilderDocument(let element):
      "not an Interface Builder document: the root element is <\(element)>, "
        + "not <document type=\"com.apple.InterfaceBuilder…\">"
    case .missingConstraintAttribute(let name, let id): "constraint '\(id)' has no \(name)"
    case .notALayoutAttribute(let name, let text, let id):
      "\(name)=\"\(text)\" of constraint '\(id)' is not a layout attribute"
    case .constraintNotANumber(let name, let text, let id): "\(name)=\"\(text)\" of constraint '\(id)' is not a number"
    case .unknownRelation(let text, let id):
      "relation=\"\(text)\" of constraint '\(id)' is not equal, lessThanOrEqual or greaterThanOrEqual"
    case .malformedMultiplier(let text, let id):
      "multiplier=\"\(text)\" of constraint '\(id)' is not a number or a ratio such as 4:3 or 1/3"
    case .unusableMultiplier(let text, let id):
      "multiplier=\"\(text)\" of constraint '\(id)' is not a usable multiplier"
    case .constraintPriorityOutOfRange(let text, let id):
      "priority=\"\(text)\" of constraint '\(id)' is outside (0, 1000]"
    case .notANumber(let name, let text, let element): "\(name)=\"\(text)\" of <\(element)> is not a number"
    case .priorityOutOfRange(let name, let text, let element):
      "\(name)=\"\(text)\" of <\(element)> is outside (0, 1000]"
    }
  }
}

extension DocumentError {
  /// An error of an Interface Builder document at `location` in `source`.
  init(file: String, source: String, location: SourceLocation, _ reason: InterfaceBuilderReason) {
    self.init(file: file, source: source, location: location, reason: .reader(ReaderReason(reason)))
  }
}
