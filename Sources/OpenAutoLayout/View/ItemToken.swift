/// What a non-owning reference to a view or a layout guide holds instead of a `weak` reference.
///
/// Swift gives an object a side table the first time anything refers to it weakly, and from
/// then on every retain and release of it takes the runtime's slow path. Constraints, anchors,
/// guides, queues and subviews all refer to views without owning them, so with `weak` every
/// view had a side table, and a layout pass spent a fifth of its time counting references.
/// Instead, an item hands out one token, which the references hold strongly; the item clears
/// it in its `deinit`, before its memory is freed, so a reference reads nil from then on, as a
/// weak one would.
///
/// A weak reference reads nil as soon as the object starts to deinitialise; a token reads the
/// item until the item's own `deinit` body, so a subclass's `deinit` still finds its view in
/// its constraints. Nothing may keep what it reads there beyond the `deinit`.
package final class ItemToken {
  // Private storage: read only in this file, it is read without a run-time exclusivity check
  // (a property visible outside the module gets one on every read).
  private var viewStorage: Unmanaged<View>?
  private unowned(unsafe) var guideStorage: LayoutGuide?
  /// Any other layout item (the protocol is public), held weakly: such a token is made for each
  /// reference.
  private weak var other: LayoutItem?

  fileprivate init(view: View) { viewStorage = Unmanaged.passUnretained(view) }
  fileprivate init(guide: LayoutGuide) { guideStorage = guide }
  fileprivate init(other: LayoutItem) { self.other = other }

  /// The view, while it is alive.
  package var view: View? { viewStorage?.takeUnretainedValue() }
  /// The view, while it is alive, without a retain.
  var unretainedView: Unmanaged<View>? { viewStorage }
  /// The guide, while it is alive.
  var guide: LayoutGuide? { guideStorage }
  /// The item, while it is alive.
  var item: LayoutItem? { view ?? guideStorage ?? other }

  /// Called by the item's `deinit`: the token reads nil from now on.
  fileprivate func clear() {
    viewStorage = nil
    guideStorage = nil
  }
}

/// A view held without being kept alive: for what refers to views it does not own (a
/// constraint's owner, a guide's owning view, the queues of a layout pass, a variation's memory
/// of a subview's neighbours, the views a report names). A root owns its hierarchy's shared
/// state, so anything in that state that held the root would never be freed.
package struct WeakView {
  private var token: ItemToken?

  package init(view: View? = nil) { token = view?.itemToken }

  /// The view; nil once it is freed.
  package var view: View? {
    get { token?.view }
    set { token = newValue?.itemToken }
  }
  /// The view, without a retain; nil once it is freed.
  var unretainedView: Unmanaged<View>? { token?.unretainedView }
}

/// A layout item held without being kept alive: constraints must not keep their views alive,
/// as the views keep their constraints.
struct WeakItem {
  private let token: ItemToken?

  init(_ object: LayoutItem?) {
    if let view = object as? View {
      token = view.itemToken
    } else if let guide = object as? LayoutGuide {
      token = guide.itemToken
    } else {
      token = object.map { ItemToken(other: $0) }
    }
  }

  /// The item; nil once it is freed.
  var object: LayoutItem? { token?.item }
}

extension View {
  /// The view's token, made when something first refers to the view without owning it.
  var itemToken: ItemToken {
    if let token = itemTokenStorage { return token }
    let token = ItemToken(view: self)
    itemTokenStorage = token
    return token
  }

  /// Called from the view's `deinit`: references to the view read nil from now on, and its
  /// subviews have no superview.
  func clearReferences() {
    itemTokenStorage?.clear()
    for subview in subviews { subview.superview = nil }
  }
}

extension LayoutGuide {
  /// The guide's token, made when something first refers to the guide without owning it.
  var itemToken: ItemToken {
    if let token = itemTokenStorage { return token }
    let token = ItemToken(guide: self)
    itemTokenStorage = token
    return token
  }

  /// Called from the guide's `deinit`: references to the guide read nil from now on.
  func clearReferences() {
    itemTokenStorage?.clear()
  }
}
