import Foundation
import LayoutDocuments
import OpenAutoLayout

/// Finds the scenes of a document, the bars around each (navigation, tab and tool bars, which
/// take room from the safe area) and reads each root view's tree.
struct SceneReader {
  let file: String
  let source: String
  let device: InterfaceBuilderDevice?
  /// Image sizes by name (`<resources><image name= width= height=>`).
  let imageSizes: [String: CGSize]
  /// Xcode 11 (tools versions 15000 to 16999) lays a home-button phone's scenes out without the
  /// status bar: their stored frames start at 0, or below a navigation bar at 44. Earlier and
  /// later versions show it (20).
  let omitsStatusBar: Bool
  /// The document's `toolsVersion`, the Xcode that saved it (15000: Xcode 11; 17000: Xcode 12).
  let toolsVersion: Double
  /// The size classes the scenes are read for (attribute variations); nil: Any/Any.
  let sizeClasses: Variations.SizeClasses?
  /// Controllers shown inside a navigation controller, inside a tab bar controller, and those
  /// whose navigation controller shows a toolbar: their views sit below and above the bars.
  private(set) var inNavigation: Set<String> = []
  private(set) var inTabBar: Set<String> = []
  private(set) var withToolbar: Set<String> = []
  /// Controllers under an opaque navigation bar or above an opaque tab bar
  /// (`translucent="NO"`): their views start below the bar, or end above it.
  private(set) var underOpaqueTopBar: Set<String> = []
  private(set) var aboveOpaqueBottomBar: Set<String> = []
  var warnings: [InterfaceBuilderWarning] = []
  /// An AppKit document (`MacOSX.Cocoa`): frames with y growing upward, AppKit's controls, no
  /// safe area or bars.
  var isAppKit = false

  init(
    file: String, source: String, root: XMLElementNode, device: InterfaceBuilderDevice?,
    sizeClasses: Variations.SizeClasses?
  ) {
    self.sizeClasses = sizeClasses
    self.file = file
    self.source = source
    self.device = device
    var sizes: [String: CGSize] = [:]
    for image in root.child("resources")?.children(named: "image") ?? [] {
      guard let name = image["name"], let width = image["width"].flatMap(Double.init),
        let height = image["height"].flatMap(Double.init), width.isFinite, height.isFinite
      else { continue }
      sizes[name] = CGSize(width: width, height: height)
    }
    imageSizes = sizes
    let tools = root["toolsVersion"].flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
    toolsVersion = tools
    omitsStatusBar = tools >= 15000 && tools < 17000
    findContainment(in: root)
  }

  // MARK: Storyboards

  mutating func readStoryboardScene(_ scene: XMLElementNode, into document: inout InterfaceBuilderDocument)
    throws(DocumentError)
  {
    guard let objects = scene.child("objects") else { return }
    let sceneID = scene["sceneID"] ?? objects.children.first?["id"] ?? "scene"
    for controller in objects.children where Self.isController(controller) {
      if isAppKit, let window = controller.child("window", key: "window"), let content = window.child("view", key: "contentView") {
        // A window controller's scene: its window's content view.
        try read(
          root: content, sceneID: sceneID, controller: controller, bars: .zero, isControllerRoot: false,
          location: scene.location, into: &document)
      } else if let rootElement = controller.children.first(where: { $0["key"] == "view" && ViewReader.isView($0) }) {
        let bars = barInsets(of: controller)
        try read(
          root: rootElement, sceneID: sceneID, controller: controller, bars: bars, isControllerRoot: !isAppKit,
          location: scene.location, into: &document)
      } else {
        // Containers without a view of their own: their bars are views placed at stored frames.
        for bar in controller.children where ["navigationBar", "tabBar", "toolbar"].contains(bar.name) {
          try read(
            root: bar, sceneID: sceneID, controller: controller, bars: .zero, isControllerRoot: false,
            location: scene.location, into: &document)
        }
      }
    }
  }

  // MARK: Xibs

  mutating func readXibObjects(_ objects: XMLElementNode, into document: inout InterfaceBuilderDocument)
    throws(DocumentError)
  {
    for object in objects.children {
      if object.name == "window", let content = object.child("view", key: "contentView") {
        try read(
          root: content, sceneID: object["id"] ?? "window", controller: nil, bars: .zero, isControllerRoot: false,
          location: object.location, into: &document)
      } else if ViewReader.isView(object), object.name != "placeholder" {
        // A top-level view of a document made for a device is simulated as a controller's view, as IB draws it:
        // the device's safe area and the system's margins (cells have no safe area of their own).
        let simulatedAsScreen = object.name == "view" && device != nil && !isAppKit
        try read(
          root: object, sceneID: object["id"] ?? "view", controller: nil, bars: .zero, isControllerRoot: simulatedAsScreen,
          location: object.location, into: &document)
      }
    }
  }

  // MARK: One scene

  private mutating func read(
    root: XMLElementNode, sceneID: String, controller: XMLElementNode?, bars: EdgeInsets, isControllerRoot: Bool,
    location: SourceLocation, into document: inout InterfaceBuilderDocument
  ) throws(DocumentError) {
    var views = ViewReader(file: file, source: source)
    views.imageSizes = imageSizes
    views.sizeClasses = sizeClasses
    views.toolsVersion = toolsVersion
    views.isAppKit = isAppKit
    if let window = device?.device?.windowSize(device?.orientation.model ?? .portrait), device?.device?.userInterfaceIdiom == .phone {
      views.cellSideMargin = min(window.width, window.height) > 375 ? 20 : 16
    }
    if let controller, let rootID = root["id"] { views.addControllerGuides(of: controller, rootID: rootID) }
    let rootSpec = try views.readTree(root)
    for missing in views.missingReferences {
      document.brokenReferences.append(
        InterfaceBuilderWarning(
          file: file, location: missing.location,
          message: "constraint '\(missing.constraint)' refers to '\(missing.item)', which is not a view or guide of the scene"))
    }
    let storedRoot = views.views.first?.storedFrame
    let canvas = storedRoot?.size ?? device?.device?.windowSize(device?.orientation.model ?? .portrait) ?? CGSize(width: 600, height: 600)
    var layout = LayoutDocument(file: file, source: source, canvas: canvas, root: rootSpec)
    // Drawings show the scene as Xcode's outline names it: its title, class or identifier.
    let title = controller.flatMap { $0["title"] ?? $0["customClass"] ?? $0["storyboardIdentifier"] } ?? root["userLabel"]
    layout.name = [title, sceneID].compactMap(\.self).joined(separator: " · ")
    if let known = device?.device {
      layout.device = known.name
      layout.orientation = device?.orientation
    }
    layout.scale = device?.device?.scale ?? 2
    // The safe area: the device's (the status bar without a device), the bars around a
    // controller's view, less what of them lies outside the root's stored frame.
    layout.rootIsViewControllerView = isControllerRoot
    if let id = controller?["id"] { layout.isInNavigationOrTabBarController = inNavigation.contains(id) || inTabBar.contains(id) }
    if isControllerRoot {
      let orientation = device?.orientation.model ?? .portrait
      var screen = device?.device?.screen(orientation).safeAreaInsets ?? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      // Xcode 11 shows no status bar on home-button phones (earlier and later versions do), nor
      // does any version for a scene whose simulated status bar is none.
      let hidesStatusBar = controller?.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" } ?? false
      if (omitsStatusBar || hidesStatusBar), screen.top <= 20 { screen.top = 0 }
      // The iPhone XR and 11's status bar grew from 44 to 48 in iOS 14: Xcode 13 and later store
      // so (a file of Xcode 12 still has 44).
      if device?.id == "retina6_1", toolsVersion >= 18000, screen.top == 44 { screen.top = 48 }
      let rootFrame = storedRoot ?? CGRect(origin: .zero, size: canvas)
      // IB simulates a controller's view — freeform sizes too — with its top at the screen's top
      // and its bottom at the screen's bottom, whatever its stored height (an embedded child's
      // 224-point view still has the home indicator's 34, a 1 000-point freeform one the status
      // and navigation bars); a view that starts below opaque bars has the room above it taken off.
      let aboveRoot = max(0, rootFrame.minY)
      let belowRoot: CGFloat = 0
      // What of the status bar and the home indicator lies over the root, then the bars'.
      // Opaque bars keep the view out from under them: the status bar and the bar above, or
      // the home indicator and the bar below, are outside it.
      let opaque = controller.map(opaqueBars) ?? (top: false, bottom: false)
      layout.safeArea = EdgeInsets(
        top: opaque.top ? 0 : max(0, screen.top - aboveRoot), left: screen.left,
        bottom: opaque.bottom ? 0 : max(0, screen.bottom - belowRoot), right: screen.right)
      layout.additionalSafeAreaInsets = EdgeInsets(
        top: opaque.top ? 0 : max(0, bars.top - max(0, aboveRoot - screen.top)), left: 0,
        bottom: opaque.bottom ? 0 : max(0, bars.bottom - max(0, belowRoot - screen.bottom)), right: 0)
    } else {
      // A xib's view, a bar: no safe area of its own, a plain view's margins.
      layout.safeArea = .zero
    }
    layout.guides = views.guides
    layout.constraints = views.constraints
    // A missing font is reported once per document, at its first use.
    for warning in views.warnings
    where warning.kind != .fontFallback || !warnings.contains(where: { $0.kind == .fontFallback && $0.message == warning.message }) {
      warnings.append(warning)
    }
    document.scenes.append(
      InterfaceBuilderScene(
        id: sceneID, controllerClass: controller.map { $0["customClass"] ?? ViewReader.uiKitClass(ofController: $0.name) },
        storyboardIdentifier: controller?["storyboardIdentifier"], document: layout, views: views.views,
        constraintIDs: views.constraintIDs, location: location))
  }

  // MARK: Bars

  static func isController(_ element: XMLElementNode) -> Bool {
    element.name.hasSuffix("Controller") || element["sceneMemberID"] == "viewController"
  }

  /// The room the bars take at the top and bottom of a controller's view: a navigation bar
  /// (44) when shown in a navigation controller, given a navigation item or simulated, a tab bar
  /// (49) or a toolbar (44).
  private func barInsets(of controller: XMLElementNode) -> EdgeInsets {
    let id = controller["id"] ?? ""
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    let simulatedTop = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
    let simulatedBottom = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
    if let simulatedTop, simulatedTop.name != "nil" {
      top = simulatedTop["prompted"] == "YES" ? 74 : 44
    } else if simulatedTop == nil, inNavigation.contains(id) || controller.child("navigationItem", key: "navigationItem") != nil {
      // IB infers a navigation bar for a controller shown in a navigation controller, or given
      // a navigation item of its own.
      top = 44
    }
    if let simulatedBottom, simulatedBottom.name != "nil" {
      bottom = simulatedBottom.name == "simulatedToolbarMetrics" ? 44 : 49
    } else if simulatedBottom == nil {
      if inTabBar.contains(id) { bottom = 49 } else if withToolbar.contains(id) { bottom = 44 }
    }
    return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }

  /// Whether the controller's view starts below an opaque top bar (with the status bar) and ends
  /// above an opaque bottom bar (with the home indicator): those insets are then outside it.
  private func opaqueBars(of controller: XMLElementNode) -> (top: Bool, bottom: Bool) {
    let id = controller["id"] ?? ""
    return (underOpaqueTopBar.contains(id), aboveOpaqueBottomBar.contains(id))
  }

  /// Which controllers a navigation or tab bar controller shows: relationship segues from the
  /// containers, and `show`/`push` segues from a controller already inside a navigation controller.
  private mutating func findContainment(in root: XMLElementNode) {
    var controllers: [String: XMLElementNode] = [:]
    for scene in root.child("scenes")?.children(named: "scene") ?? [] {
      for controller in scene.child("objects")?.children ?? [] where Self.isController(controller) {
        if let id = controller["id"] { controllers[id] = controller }
      }
    }
    func segues(of controller: XMLElementNode) -> [XMLElementNode] {
      var found: [XMLElementNode] = []
      controller.forEachDescendant { if $0.name == "segue" { found.append($0) } }
      return found
    }
    // Repeat until nothing changes: containment spreads along segues.
    var changed = true
    while changed {
      changed = false
      for (id, controller) in controllers {
        for segue in segues(of: controller) {
          guard let destination = segue["destination"] else { continue }
          let kind = segue["kind"] ?? ""
          let relationship = segue["relationship"] ?? ""
          var navigation = false
          var tab = false
          var toolbar = false
          if controller.name == "navigationController", relationship == "rootViewController" {
            navigation = true
            toolbar = controller["toolbarHidden"] == "NO"
            tab = inTabBar.contains(id)
          } else if controller.name == "tabBarController", relationship == "viewControllers" {
            tab = true
          } else if ["show", "push"].contains(kind), inNavigation.contains(id) {
            navigation = true
            tab = inTabBar.contains(id)
            toolbar = withToolbar.contains(id)
          }
          if navigation, inNavigation.insert(destination).inserted { changed = true }
          if tab, inTabBar.insert(destination).inserted { changed = true }
          if toolbar, withToolbar.insert(destination).inserted { changed = true }
          let opaqueTop =
            (controller.name == "navigationController" && controller.child("navigationBar", key: "navigationBar")?["translucent"] == "NO")
            || (["show", "push"].contains(kind) && underOpaqueTopBar.contains(id))
          let opaqueBottom =
            (controller.name == "tabBarController" && controller.child("tabBar", key: "tabBar")?["translucent"] == "NO")
            || aboveOpaqueBottomBar.contains(id)
          if navigation || tab || relationship == "rootViewController" {
            if opaqueTop, navigation, underOpaqueTopBar.insert(destination).inserted { changed = true }
            if opaqueBottom, aboveOpaqueBottomBar.insert(destination).inserted { changed = true }
          }
        }
      }
    }
  }
}
