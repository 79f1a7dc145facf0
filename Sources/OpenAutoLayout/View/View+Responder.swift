extension View {
  /// The objects an action without a target is offered to, nearest first, as UIKit's responder
  /// chain from the sender: this view, then its view controller when it is a controller's root
  /// view, then its superview and on up to the root (there is no window or application object).
  package var responderChain: [AnyObject] {
    var chain: [AnyObject] = []
    var view: View? = self
    while let current = view {
      chain.append(current)
      if let controller = current.viewController { chain.append(controller) }
      view = current.superview
    }
    return chain
  }
}
