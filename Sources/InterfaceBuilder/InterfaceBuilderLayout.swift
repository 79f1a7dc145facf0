import Foundation
import LayoutDocuments
import OpenAutoLayout

/// A scene laid out: the layout of its document and each view's frame as Interface Builder
/// stores frames (relative to the superview; views placed by their container at their stored
/// frame).
public struct InterfaceBuilderSceneLayout {
  public let scene: InterfaceBuilderScene
  public let layout: DocumentLayout
  public let result: SolveResult

  /// Lays `scene` out under `options`, its text views sized by `textMetrics`.
  public init(
    _ scene: InterfaceBuilderScene, options: LayoutOptions = LayoutOptions(), textMetrics: TextMetrics = .stored
  ) throws(DocumentError) {
    self.scene = scene
    let document: LayoutDocument
    switch textMetrics {
    case .measured: document = scene.documentMeasuringText
    case .stored: document = scene.isDesign(options) ? scene.document : try Self.scaledText(of: scene, options: options)
    }
    layout = try DocumentLayout(document, options: Self.fitted(options, to: scene))
    layout.settleScrollViews()
    result = layout.solve()
  }

  /// `options` for the scene: a full-screen scene takes the whole window of the device and
  /// orientation asked for (its own device in another orientation, too); a smaller one (an
  /// embedded child's view, a freeform size) keeps its stored height and takes the window's width.
  static func fitted(_ options: LayoutOptions, to scene: InterfaceBuilderScene) -> LayoutOptions {
    guard options.canvas == nil, options.device != nil || options.orientation != nil,
      let name = options.device ?? scene.document.device, let device = Device.named(name)
    else { return options }
    var fitted = options
    fitted.device = name
    let design = scene.document.device.flatMap(Device.named)?.windowSize((scene.document.orientation ?? .portrait).model)
    let orientation = (options.orientation ?? .portrait).model
    let window =
      device.windowSize(orientation, multitasking: options.multitasking ?? .fullScreen) ?? device.windowSize(orientation)
    if let stored = scene.document.canvas, let design, stored != design, let window {
      fitted.canvas = CGSize(width: window.width, height: stored.height)
    }
    return fitted
  }

  /// How text views are sized (Guides/InterfaceBuilder.md).
  public enum TextMetrics: String, Sendable, CaseIterable {
    /// On the document's own device and text size, the size IB stored (measured in San
    /// Francisco); elsewhere what our fonts measure there, scaled per view by the ratio between
    /// the stored size and what our fonts measure on the document's own device.
    case stored
    /// What our fonts measure, everywhere.
    case measured
  }

  /// The scene's document with each text view given its measured size under `options`, scaled
  /// by stored ÷ measured on the design device.
  static func scaledText(of scene: InterfaceBuilderScene, options: LayoutOptions) throws(DocumentError) -> LayoutDocument {
    let measuring = scene.documentMeasuringText
    let design = try DocumentLayout(measuring, options: LayoutOptions())
    design.settleScrollViews()
    let target = try DocumentLayout(measuring, options: options)
    target.settleScrollViews()
    var sizes: [String: IntrinsicSizeSpec] = [:]
    for view in scene.views where view.showsText {
      guard let stored = view.storedFrame, let before = design.view(view.id)?.intrinsicContentSize,
        let after = target.view(view.id)?.intrinsicContentSize
      else { continue }
      func scaled(_ stored: CGFloat, _ before: CGFloat, _ after: CGFloat) -> CGFloat? {
        guard before > 0, after >= 0 else { return after >= 0 ? after : nil }
        return (after * stored / before * 2).rounded(.up) / 2
      }
      sizes[view.id] = IntrinsicSizeSpec(
        width: scaled(stored.width, before.width, after.width), height: scaled(stored.height, before.height, after.height))
    }
    var document = scene.document
    document.root = document.root.mapViews { spec in
      guard let size = sizes[spec.id] else { return }
      spec.intrinsicSize = size
      spec.baselines = nil
    }
    return document
  }


  /// The frame `view` has: its stored frame when its container places it (the root, cells), else
  /// the solved one; nil when the view is not installed under these traits.
  public func frame(of view: InterfaceBuilderView) -> CGRect? {
    if view.isPlacedByContainer, let stored = view.storedFrame {
      // The root keeps its stored origin; another layout size moves nothing but its size.
      if view.superview == nil { return CGRect(origin: stored.origin, size: layout.canvas) }
      return stored
    }
    guard let solved = result.views.first(where: { $0.id == view.id })?.result.frame else { return nil }
    // AppKit: y from the superview's bottom edge, as IB stores it.
    guard view.growsUpward, let superview = view.superview,
      let parent = scene.views.first(where: { $0.id == superview }).flatMap(frame(of:))
    else { return solved }
    return CGRect(x: solved.minX, y: parent.height - solved.maxY, width: solved.width, height: solved.height)
  }

  /// Whether the layout leaves `view` free to move or resize.
  public func isAmbiguous(_ view: InterfaceBuilderView) -> Bool {
    result.views.first { $0.id == view.id }?.result.ambiguous ?? false
  }
}

extension InterfaceBuilderScene {
  /// The scene's document with its text views measuring their text in our fonts, as a YAML
  /// document's do.
  public var documentMeasuringText: LayoutDocument {
    let text = Set(views.filter(\.showsText).map(\.id))
    var document = self.document
    document.root = document.root.mapViews { spec in
      guard text.contains(spec.id) else { return }
      spec.intrinsicSize = nil
      spec.baselines = nil
    }
    return document
  }

  /// Whether `options` lay the scene out as IB stored it: on its own device, orientation and
  /// canvas, at the Large text size, in its own language.
  func isDesign(_ options: LayoutOptions) -> Bool {
    let own = document.device.flatMap(Device.named)
    let device = options.device.flatMap(Device.named)
    return (device == nil || device == own) && (options.orientation == nil || options.orientation == (document.orientation ?? .portrait))
      && options.canvas == nil && options.pseudoLanguage == nil
      && (options.traits.contentSizeCategory == nil || options.traits.contentSizeCategory == "large")
      && options.multitasking == nil
  }
}

extension ViewSpec {
  /// This view and its subtree with `change` applied to every view.
  func mapViews(_ change: (inout ViewSpec) -> Void) -> ViewSpec {
    var copy = self
    change(&copy)
    copy.subviews = subviews.map { $0.mapViews(change) }
    copy.arrangedSubviews = arrangedSubviews.map { $0.mapViews(change) }
    return copy
  }
}

/// The JSON of `autolayout solve` for Interface Builder files (`../shared/ib/README.md`):
/// `{"scenes": {SCENE: {"views": {IB_ID: {"frame": [x, y, width, height], …}}}}}`.
public enum InterfaceBuilderJSON {
  /// The laid-out scenes as one JSON object: scenes by scene id, views by IB id, each with its
  /// frame, its class, whether the layout is ambiguous for it and whether IB marked it misplaced.
  /// Keys sorted; one line per view.
  public static func json(_ scenes: [InterfaceBuilderSceneLayout]) -> String {
    var byScene: [(id: String, lines: [String])] = []
    for sceneLayout in scenes {
      var lines: [String] = []
      for view in sceneLayout.scene.views.sorted(by: { $0.id < $1.id }) {
        guard let frame = sceneLayout.frame(of: view) else { continue }
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(jsonNumber).joined(separator: ", ")
        lines.append(
          "\(jsonString(view.id)): {\"ambiguous\": \(sceneLayout.isAmbiguous(view)), \"class\": \(jsonString(view.className)), \"frame\": [\(numbers)], \"misplaced\": \(view.isMisplaced)}")
      }
      if let index = byScene.firstIndex(where: { $0.id == sceneLayout.scene.id }) {
        byScene[index].lines = (byScene[index].lines + lines).sorted()
      } else {
        byScene.append((sceneLayout.scene.id, lines))
      }
    }
    byScene.sort { $0.id < $1.id }
    var out = ["{", "  \"scenes\": {"]
    for (sceneIndex, scene) in byScene.enumerated() {
      out.append("    \(jsonString(scene.id)): {\"views\": {")
      for (index, line) in scene.lines.enumerated() {
        out.append("      " + line + (index == scene.lines.count - 1 ? "" : ","))
      }
      out.append("    }}" + (sceneIndex == byScene.count - 1 ? "" : ","))
    }
    out += ["  }", "}"]
    return out.joined(separator: "\n")
  }

}
