/// A view held weakly: for what a hierarchy keeps about its own views (a variation's memory of a
/// subview's neighbours, the views a report names), which must not keep them alive. A root owns
/// its hierarchy's shared state, so anything in that state that held the root would never be
/// freed.
struct WeakView {
  weak var view: View?
}
