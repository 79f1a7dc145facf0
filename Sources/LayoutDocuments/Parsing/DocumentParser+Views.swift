import Foundation
import OpenAutoLayout
import Yams

extension DocumentParser.Reader {
  /// A view and its subtree (layout-document.md §1, view keys).
  ///
  /// `id` and `kind` are read first, so that messages about the other keys can name the view and
  /// stack keys can be checked against the kind; the other keys are read in the order written.
  mutating func view(_ node: Node, isRoot: Bool) throws(DocumentError) -> ViewSpec {
    let subject = isRoot ? "'root'" : "a view"
    guard case .mapping = node else { throw typeError(subject, expected: "a map of view keys", node) }
    let fields = try fields(
      of: node, subject: subject, context: isRoot ? "in the root view" : "in a view", allowed: Keys.view)

    let id: String
    if let entry = fields.entry("id") {
      id = try identifier(entry.value, key: "id")
      try declare(id, at: source.location(of: entry.value), isGuide: false)
    } else if isRoot {
      id = "root"
      try declare(id, at: fields.location, isGuide: false)
    } else {
      throw source.error(.missingKey("id", in: "a view"), at: fields.location)
    }
    let kindName = try fields["kind"].map { (value) throws(DocumentError) in
      try name(value, key: "kind", among: ViewSpec.Kind.allCases.map(\.rawValue))
    }
    var view = ViewSpec(
      id: id, kind: kindName.flatMap(ViewSpec.Kind.init(rawValue:)) ?? .view, location: fields.location)
    if view.kind == .stack { view.stack = StackSpec() }

    var customSpacing: [Fields.Entry] = []
    for entry in fields.entries {
      if isRoot, Keys.notOnRoot.contains(entry.key) {
        throw source.error(.notOnRoot(entry.key), at: entry.keyLocation)
      }
      if Keys.stack.contains(entry.key), view.kind != .stack {
        throw source.error(.stackKeyOnOtherKind(entry.key, view: id, kind: view.kind), at: entry.keyLocation)
      }
      if let control = Keys.controls.first(where: { $0.key == entry.key }), !control.kinds.contains(view.kind) {
        throw source.error(
          .controlKeyOnOtherKind(entry.key, kinds: control.kinds, view: id, kind: view.kind), at: entry.keyLocation)
      }
      if entry.key == "customSpacing" {
        customSpacing = try self.fields(of: entry.value, subject: "'customSpacing'", context: "", allowed: nil).entries
      }
      try read(entry, into: &view)
    }
    try checkAutoresizing(view, fields)
    if let directional = fields.entry("directionalLayoutMargins"), let margins = fields.entry("layoutMargins") {
      let later = margins.keyLocation < directional.keyLocation ? directional : margins
      throw source.error(.bothMarginKeys, at: later.keyLocation)
    }
    try readCustomSpacing(customSpacing, into: &view)
    return view
  }

  /// Reads one key of a view (but `id`, `kind` and `customSpacing`, read around it).
  private mutating func read(_ entry: Fields.Entry, into view: inout ViewSpec) throws(DocumentError) {
    let value = entry.value
    let key = entry.key
    switch key {
    case "id", "kind", "customSpacing": break
    case "subviews": view.subviews = try views(value, key: key)
    case "arrangedSubviews": view.arrangedSubviews = try views(value, key: key)
    case "color": view.color = try color(value, key: key, keyLocation: entry.keyLocation)
    case "text": view.text = try string(value, key: key)
    case "placeholder": view.placeholder = try string(value, key: key)
    case "numberOfLines":
      let lines = try integer(value, key: key)
      guard lines >= 0 else {
        let found = self.value(of: value)
        throw source.error(.outOfRange(key: "numberOfLines", requirement: "at least 0", found: found), at: value)
      }
      view.numberOfLines = lines
    case "intrinsicSize": view.intrinsicSize = try intrinsicSize(value)
    case "hugging": view.hugging = try axisPriorities(value, key: key)
    case "compressionResistance": view.compressionResistance = try axisPriorities(value, key: key)
    case "hidden": view.isHidden = try bool(value, key: key)
    case "alignmentRectInsets": view.alignmentRectInsets = try edgeInsets(value, key: key)
    case "layoutMargins": view.layoutMargins = try layoutMargins(value)
    case "directionalLayoutMargins": view.layoutMargins = .directional(try directionalInsets(value, key: key))
    case "preservesSuperviewLayoutMargins": view.preservesSuperviewLayoutMargins = try bool(value, key: key)
    case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try bool(value, key: key)
    case "layoutMarginsFollowReadableWidth": view.layoutMarginsFollowReadableWidth = try bool(value, key: key)
    case "baselines": view.baselines = try baselines(value)
    case "font": view.font = try font(value)
    case "when": view.condition.when = try traits(value, key: key)
    case "unless": view.condition.unless = try traits(value, key: key)
    case "translatesAutoresizingMask": view.translatesAutoresizingMask = try bool(value, key: key)
    case "frame": view.frame = try frame(value)
    case "autoresizingMask": view.autoresizingMask = try autoresizingMask(value)
    case "axis": view.stack?.axis = try named(value, key: key)
    case "distribution": view.stack?.distribution = try named(value, key: key)
    case "alignment": view.stack?.alignment = try named(value, key: key)
    case "spacing": view.stack?.spacing = CGFloat(try number(value, key: key))
    case "baselineRelativeArrangement": view.stack?.baselineRelativeArrangement = try bool(value, key: key)
    case "layoutMarginsRelativeArrangement": view.stack?.layoutMarginsRelativeArrangement = try bool(value, key: key)
    case "image": view.controls.image = try imageSize(value)
    case "contentMode": view.controls.contentMode = try named(value, key: key)
    case "contentEdgeInsets": view.controls.contentEdgeInsets = try edgeInsets(value, key: key)
    case "segments": view.controls.segments = try list(value, subject: "'segments'").map { (node) throws(DocumentError) in try string(node, key: key) }
    case "lineBreakMode": view.controls.lineBreakMode = try named(value, key: key)
    case "preferredMaxLayoutWidth": view.controls.preferredMaxLayoutWidth = CGFloat(try nonNegative(value, key: key))
    case "scrollEnabled": view.controls.isScrollEnabled = try bool(value, key: key)
    case "borderStyle": view.controls.borderStyle = try named(value, key: key)
    case "textColor": view.controls.textColor = try color(value, key: key, keyLocation: entry.keyLocation)
    case "textAlignment": view.controls.textAlignment = try named(value, key: key)
    default: break  // `fields(of:)` admitted only the keys above.
    }
  }

  /// `subviews` or `arrangedSubviews`: a list of views.
  private mutating func views(_ node: Node, key: String) throws(DocumentError) -> [ViewSpec] {
    var views: [ViewSpec] = []
    for element in try list(node, subject: "'\(key)'") { views.append(try view(element, isRoot: false)) }
    return views
  }

  /// Views take part in Auto Layout unless they say `translatesAutoresizingMask: true` and give a
  /// `frame` (layout-document.md §1); a frame or mask without it would be ignored, so it is an
  /// error.
  private func checkAutoresizing(_ view: ViewSpec, _ fields: Fields) throws(DocumentError) {
    if view.translatesAutoresizingMask {
      guard view.frame == nil else { return }
      throw source.error(.frameRequired, at: fields.entry("translatesAutoresizingMask")?.keyLocation ?? fields.location)
    }
    for key in ["frame", "autoresizingMask"] {
      if let entry = fields.entry(key) {
        throw source.error(.autoresizingKeyWithoutTranslation(key), at: entry.keyLocation)
      }
    }
  }

  /// `customSpacing: {viewId: points}`: each key one of the stack's arranged subviews.
  private func readCustomSpacing(_ entries: [Fields.Entry], into view: inout ViewSpec) throws(DocumentError) {
    let arranged = view.arrangedSubviews.map(\.id)
    for entry in entries {
      guard arranged.contains(entry.key) else {
        let suggestion = DocumentParser.suggestion(for: entry.key, among: arranged)
        throw source.error(
          .customSpacingNotArranged(entry.key, stack: view.id, suggestion: suggestion), at: entry.keyLocation)
      }
      view.stack?.customSpacing[entry.key] = CGFloat(try number(entry.value, key: entry.key))
    }
  }

  /// Records a view or guide id, refusing one already used by a view or guide, or reserved.
  mutating func declare(_ id: String, at location: SourceLocation, isGuide: Bool) throws(DocumentError) {
    if Names.reservedIDs.contains(id) {
      throw source.error(.reservedWord(id, role: .id), at: location)
    }
    if let first = declared[id] {
      throw source.error(.duplicateId(id, firstLine: first.location.line), at: location)
    }
    declared[id] = (location, isGuide)
  }
}
