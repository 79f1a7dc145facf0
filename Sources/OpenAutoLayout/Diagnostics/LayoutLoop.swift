/// A layout pass that kept invalidating itself and was cut off (spec decision 10;
/// behaviour-2 §1.15), with what kept invalidating it.
///
/// The views are held weakly: the report is kept by the hierarchy's diagnostics, which its root
/// owns, so a report that held them would keep the whole hierarchy alive for ever. The text
/// (``description``) is made when the loop is cut off, so it reads the same after they are gone.
public struct LayoutLoop: CustomStringConvertible {
  /// One view's layout callback invalidating a view outside its own subtree, or itself: what
  /// UIKit's feedback-loop debugger calls "upstream layout dirtying".
  public struct Dirtying: CustomStringConvertible {
    /// The view whose callback made the change; nil once it is freed.
    public var source: View? { sourceReference.view }
    private let sourceReference: WeakView
    /// The callback running, such as `-layoutSubviews` or `-viewDidLayoutSubviews`.
    public let callback: String
    /// The view invalidated; nil once it is freed.
    public var target: View? { targetReference.view }
    private let targetReference: WeakView
    /// What was done to it: a method sent to it, such as `-setNeedsLayout`, or a change to one
    /// of its constraints, such as `change box.width == 10`.
    public let action: String
    /// How many times during the pass.
    public internal(set) var count: Int

    /// UIKit's line for it, with how often it happened:
    /// `>>>UPSTREAM LAYOUT DIRTYING<<< About to send -setNeedsLayout to layer for <UIView: 0x…; f={{0, 0}, {375, 667}}> under -viewDidLayoutSubviews for <UIView: …> (50 times)`.
    public var description: String {
      let targetText = target?.loopDescription ?? freedViewText
      let what: String
      if action.hasPrefix("-") {
        let receiver = action == "-setNeedsLayout" ? "layer for \(targetText)" : targetText
        what = "send \(action) to \(receiver)"
      } else {
        what = "\(action), which moves \(targetText),"
      }
      return ">>>UPSTREAM LAYOUT DIRTYING<<< About to \(what) under \(callback) for "
        + "\(source?.loopDescription ?? freedViewText) (\(count) times)"
    }

    init(source: View, callback: String, target: View, action: String, count: Int) {
      sourceReference = WeakView(view: source)
      self.callback = callback
      targetReference = WeakView(view: target)
      self.action = action
      self.count = count
    }
  }

  /// The root of the pass: the loop is in its subtree. Nil once it is freed.
  public var root: View? { rootReference.view }
  private let rootReference: WeakView
  /// The views whose layout or constraints were still invalidated when the pass was cut off,
  /// those still alive.
  public var views: [View] { viewReferences.compactMap(\.view) }
  private let viewReferences: [WeakView]
  /// How many rounds ran.
  public let rounds: Int
  /// The callbacks that invalidated their own view or a view outside their subtree, most
  /// frequent first: the likely culprits.
  public let dirtyings: [Dirtying]

  /// UIKit's headline (`Layout feedback loop detected in subtree of <UIView: 0x…; frame = (0 0; 375 667); >.`),
  /// the dirtying lines, and where the pass was cut off, as they were then.
  public let description: String

  init(root: View, views: [View], rounds: Int, dirtyings: [Dirtying]) {
    rootReference = WeakView(view: root)
    viewReferences = views.map { WeakView(view: $0) }
    self.rounds = rounds
    self.dirtyings = dirtyings
    var lines = [
      "Layout feedback loop detected in subtree of <\(appleClassName(of: root)): \(root.debugAddress); "
        + "frame = \(root.frame.appleFrameText); >."
    ]
    for dirtying in dirtyings { lines.append(dirtying.description) }
    lines.append(
      "Cut off after \(rounds) rounds; still invalidated: " + views.map(\.loopDescription).joined(separator: ", "))
    description = lines.joined(separator: "\n")
  }
}

/// How a report names a view that is gone.
private let freedViewText = "<freed view>"

extension View {
  /// A view as UIKit's feedback-loop debugger names it: `<UIView: 0x…; f={{0, 0}, {375, 667}}>`.
  var loopDescription: String {
    let frame = self.frame
    return "<\(appleClassName(of: self)): \(debugAddress); f={{\(frame.minX.appleText), \(frame.minY.appleText)}, "
      + "{\(frame.width.appleText), \(frame.height.appleText)}}>"
  }
}

extension HierarchyContext {
  /// Runs a layout callback of `view`, noting it as the source of any invalidation it makes.
  func running<T>(_ callback: String, of view: View, _ body: () -> T) -> T {
    let outer = runningCallback
    runningCallback = (view, callback)
    defer { runningCallback = outer }
    return body()
  }

  /// Notes `action` on `target` when a layout callback is running and `target` is the source
  /// itself or outside its subtree; only then is the action described (a constraint's
  /// description costs more than its change).
  func noteInvalidation(of target: View, _ describeAction: @autoclosure () -> String) {
    guard let running = runningSource else { return }
    if running._withUnsafeGuaranteedRef({ target !== $0 && target.isDescendant(of: $0) }) { return }
    guard let (source, callback) = runningCallback else { return }
    let action = describeAction()
    if let index = dirtyings.firstIndex(where: {
      $0.source === source && $0.target === target && $0.callback == callback && $0.action == action
    }) {
      dirtyings[index].count += 1
    } else if dirtyings.count < 100 {
      dirtyings.append(LayoutLoop.Dirtying(source: source, callback: callback, target: target, action: action, count: 1))
    }
  }

  /// The loop report for the pass that just stopped; forgets the pass's invalidations.
  func takeLoop(root: View, views: [View], rounds: Int) -> LayoutLoop {
    defer { dirtyings.removeAll() }
    let sorted = dirtyings.enumerated().sorted {
      $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset
    }
    return LayoutLoop(root: root, views: views, rounds: rounds, dirtyings: sorted.map(\.element))
  }
}
