import Foundation

/// Which way up a device is held: the long side vertical (portrait) or horizontal (landscape).
///
/// UIKit tells the two landscape directions (and upside-down portrait) apart; layout does not,
/// because a 180° rotation changes neither the size nor the traits (behaviour-2 S38), and the
/// safe area of a notched iPhone is symmetric in landscape whichever side the notch is on
/// (behaviour-1 §1.14).
public enum Orientation: String, CaseIterable, Sendable, Hashable {
  /// The long side vertical.
  case portrait
  /// The long side horizontal.
  case landscape

  /// `size` turned to this orientation: the longer side vertical in portrait, horizontal in
  /// landscape (behaviour-2 §2.1: "Landscape swaps w and h").
  public func apply(to size: CGSize) -> CGSize {
    let long = Swift.max(size.width, size.height)
    let short = Swift.min(size.width, size.height)
    return self == .portrait ? CGSize(width: short, height: long) : CGSize(width: long, height: short)
  }
}
