import OpenAutoLayout

extension DocumentError {
  /// Why a document was refused: one case per failure, carrying the user's values as written
  /// (quoted when messages show them) and, for an unknown name, the close name to suggest.
  ///
  /// `subject` and `context` values are the phrases that place a value in the document
  /// (`'canvas'`, `a view`, `in 'font'`), as the parser names the maps it reads.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    // MARK: The text

    /// Not YAML (or JSON) a document can be read from; libyaml's problem in the document's terms.
    case yaml(YAMLProblem)
    /// The document is empty or null.
    case emptyDocument
    /// An anchor (`&name`): a layout document is plain data.
    case anchorsNotSupported
    /// An alias (`*name`).
    case aliasesNotSupported
    /// An explicit tag (`!!str`).
    case tagsNotSupported

    // MARK: Maps and keys

    /// A key that is not a name: a map, a list, null.
    case keyNotAName(Value)
    /// A key given twice in one map; `firstLine` is where it was first given.
    case duplicateKey(String, firstLine: Int)
    /// A key the map does not have.
    case unknownKey(String, context: String, suggestion: String?)
    /// A key run into its value (`width:600`, which YAML reads as one key).
    case missingSpaceAfterColon(String, context: String)
    /// A key the map must have, missing from `subject`.
    case missingKey(String, in: String)
    /// A key that makes no sense on the root view, which is always installed and fills the canvas.
    case notOnRoot(String)
    /// A stack view key on a view of another kind.
    case stackKeyOnOtherKind(String, view: String, kind: LayoutDocument.ViewKind)
    /// A control key on a view of a kind it does not apply to (`kinds`).
    case controlKeyOnOtherKind(String, kinds: [LayoutDocument.ViewKind], view: String, kind: LayoutDocument.ViewKind)
    /// Both `layoutMargins` and `directionalLayoutMargins`.
    case bothMarginKeys
    /// Physical and directional sides in one `layoutMargins`: `edge` after `earlier`.
    case mixedMarginEdges(String, with: String)
    /// `translatesAutoresizingMask: true` without a `frame`.
    case frameRequired
    /// `frame` or `autoresizingMask` without `translatesAutoresizingMask: true`.
    case autoresizingKeyWithoutTranslation(String)
    /// `orientation` or `multitasking` in a document without a `device`.
    case needsDevice(String)
    /// No `root`.
    case missingRoot
    /// Neither a `canvas` nor a `device`.
    case missingCanvas
    /// A `version` other than 1.
    case unsupportedVersion(Int)

    // MARK: Values

    /// A value of the wrong type: `expected` says what `subject` must be.
    case wrongType(subject: String, expected: String, found: Value)
    /// A key without a value where `expected` is needed.
    case missingValue(subject: String, expected: String)
    /// A number that is not finite.
    case notFinite(key: String, found: Value)
    /// A number outside what `key` allows (`requirement`: `greater than 0`, `at least 0`, …).
    case outOfRange(key: String, requirement: String, found: Value)
    /// An empty string where a name is needed.
    case emptyValue(key: String)
    /// A value that is not one of `key`'s `names` (UIKit's spelling).
    case unknownName(String, key: String, suggestion: String?, names: [String])
    /// An id or metric name that is not a C identifier.
    case notAnIdentifier(String, role: IdentifierRole)
    /// An id or metric name that is a word of the constraint language.
    case reservedWord(String, role: IdentifierRole)
    /// `color:` or `textColor:` (`key`) followed by an unquoted `#…`, which YAML reads as a
    /// comment.
    case colorIsComment(key: String)
    /// A `#…` colour that is not 3, 6 or 8 hexadecimal digits.
    case notAHexColor(String)
    /// A colour name that is not one of the known ones.
    case unknownColor(String, suggestion: String?)
    /// A device the catalogue does not have.
    case unknownDevice(String, suggestion: String?)
    /// A multitasking mode on a phone, which runs apps full screen only.
    case fullScreenOnly(device: String, mode: Multitasking)
    /// A multitasking mode the device does not have in that orientation.
    case noMultitaskingWindow(device: String, mode: Multitasking, orientation: Orientation)
    /// An orientation (of the options) without a device.
    case orientationWithoutDevice
    /// A multitasking mode (of the options) without a device.
    case multitaskingWithoutDevice
    /// A content priority outside (0, 1000] (decision 2) on view `view` (documents made in code).
    case contentPriorityOutOfRange(key: String, priority: LayoutPriority, view: String)

    // MARK: Ids, guides and constraints

    /// An id already declared (by a view or guide) at line `firstLine`.
    case duplicateId(String, firstLine: Int)
    /// A `customSpacing` key that is not an arranged subview of stack `stack`.
    case customSpacingNotArranged(String, stack: String, suggestion: String?)
    /// A guide's owner that is not a view of the document.
    case unknownGuideOwner(String, guide: String, suggestion: String?)
    /// A guide's owner that is a guide.
    case guideOwnerIsGuide(String)
    /// A constraint that is empty or only white space.
    case emptyConstraint
    /// A constraint map with `priority` whose text gives one with `@` too.
    case priorityGivenTwice
    /// A constraint given as its parts that names an item the document does not have.
    case unknownConstraintItem(String)
    /// A constraint-language line the language refuses, at the character at fault.
    case constraintLanguage(ConstraintSyntaxError)
    /// A Visual Format Language line Apple's parser refuses.
    case visualFormat(VisualFormatError)
    /// A constraint the model refuses to activate or give its priority.
    case layout(LayoutError)

    // MARK: Other readers

    /// A failure of a reader that brings another format to the document model (Interface
    /// Builder's storyboards and xibs), in that reader's terms.
    case reader(ReaderReason)

    /// ``message``.
    public var description: String { message }
  }

  /// A value as the document wrote it, for messages that quote it.
  public enum Value: Sendable, Equatable {
    /// A map, quoted as `a map`.
    case map
    /// A list, quoted as `a list`.
    case list
    /// An alias, quoted as `an alias`.
    case alias
    /// `null`, `~` or nothing.
    case null
    /// A plain scalar that reads as a number, as written.
    case number(String)
    /// Any other plain scalar.
    case plain(String)
    /// A quoted or block scalar: text, even when it looks like a number.
    case string(String)
  }

  /// What a name stands for, for messages about ids and metric names.
  public enum IdentifierRole: Sendable, Equatable {
    /// A view or guide id.
    case id
    /// A name of `metrics`.
    case metricName
  }

  /// A flow collection, `[…]` or `{…}`.
  public enum FlowCollection: Sendable, Equatable {
    /// `[…]`.
    case list
    /// `{…}`.
    case map
  }

  /// libyaml's problems, said in the document's terms (DocumentParser+YAMLErrors.swift).
  /// `start` values are where the enclosing map, list or string starts.
  public enum YAMLProblem: Sendable, Equatable {
    /// A character YAML does not allow anywhere, even quoted (YAML 1.2 §5.1).
    case characterNotAllowed(Unicode.Scalar)
    /// A tab where YAML wants indentation spaces.
    case tabIndentation
    /// A character that cannot start a plain value (`@`, a backtick, …); nil when unknown.
    case cannotStartValue(Character?)
    /// `: ` where a map cannot have a key: wrong indentation, or a plain value with `: ` in it.
    case unexpectedColon
    /// `- ` where a list cannot start.
    case listEntryNotAllowed
    /// A key not lined up with the other keys of its map.
    case keyNotAligned(start: SourceLocation?)
    /// A list entry not lined up with the other entries of its list.
    case listEntryNotAligned(start: SourceLocation?)
    /// A flow collection never closed, at the end of the text (pointing at its opening bracket).
    case neverClosed(FlowCollection)
    /// An entry of a flow collection that ends its line without a comma.
    case missingCommaAfterEntry(FlowCollection, start: SourceLocation?)
    /// Neither a comma nor the closing bracket where an entry of a flow collection ends.
    case missingComma(FlowCollection, start: SourceLocation?)
    /// A quoted string never closed; `quote` is its opening quote, if known.
    case unclosedString(quote: Character?)
    /// An escape sequence YAML does not have, in a double-quoted string.
    case unknownEscape
    /// A `\u` or `\U` escape that is not a Unicode character.
    case invalidUnicodeEscape
    /// Text after the document's end (`...`).
    case textAfterDocument
    /// A second document (`---`) in the file.
    case secondDocument
    /// The text ends inside a flow collection.
    case endsInsideFlowCollection
    /// No value where one must be.
    case expectedValue
    /// More than libyaml's 1000 levels of nesting.
    case nestedTooDeeply
    /// Another problem, in libyaml's words, with its context (`while parsing a block mapping`).
    case other(String, context: String?, start: SourceLocation?)
    /// The text could not be read at all, in the words of libyaml or Yams.
    case unreadable(String)
  }
}

/// The reason of a failure in a format that another reader brings to the document model
/// (Interface Builder's storyboards and xibs): this layer does not know that format's failures,
/// so the reader gives its own reason, which says itself in words.
///
/// ```swift
/// DocumentError(file: path, source: text, location: place, reason: .reader(ReaderReason(InterfaceBuilderReason.xml(problem))))
/// ```
public struct ReaderReason: Sendable, Equatable, CustomStringConvertible {
  /// The reader's own reason; cast it to its type to read its values.
  public let value: any Sendable & CustomStringConvertible
  private let isEqual: @Sendable (any Sendable) -> Bool

  /// Wraps `reason`, a reader's own value.
  package init<Reason: Sendable & Equatable & CustomStringConvertible>(_ reason: Reason) {
    value = reason
    isEqual = { ($0 as? Reason) == reason }
  }

  /// The reader's words for its reason.
  public var description: String { value.description }

  public static func == (lhs: ReaderReason, rhs: ReaderReason) -> Bool { lhs.isEqual(rhs.value) }
}
