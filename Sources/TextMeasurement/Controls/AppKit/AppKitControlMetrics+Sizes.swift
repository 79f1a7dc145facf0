import Foundation
import OpenAutoLayout

/// A control's size across its text direction at one control size: the alignment rectangle's
/// height (what constraints act on) and how far the frame reaches past it.
public struct AppKitControlShape: Sendable, Hashable {
  /// The alignment rectangle's height, in points.
  public var height: CGFloat
  /// The frame's reach past the alignment rectangle, top-down (top, left, bottom, right).
  public var insets: EdgeInsets
  /// Points added to the title's width (both sides together) in the alignment rectangle.
  public var titlePadding: CGFloat

  /// A shape from its parts.
  public init(height: CGFloat, insets: EdgeInsets = .zero, titlePadding: CGFloat = 0) {
    self.height = height
    self.insets = insets
    self.titlePadding = titlePadding
  }

  /// The frame's height: the alignment rectangle's and the insets above and below it.
  public var frameHeight: CGFloat { insets.top + height + insets.bottom }
}

// The controls' sizes by control size and bezel style (macOS 11 and later). Sources, per number:
// [IB] Interface Builder's stored frames in Sparkle's xibs (../shared/ib), which Interface
// Builder computed with AppKit itself; [HIG] Apple's Human Interface Guidelines and AppKit's
// documentation; [est.] estimated from the regular size's proportions and the frames Interface
// Builder gives a freshly dropped control: good to a point or two, not measured.
extension AppKitControlMetrics {
  /// A push button with the rounded bezel (`NSButton.BezelStyle.rounded`). Regular: a 20-point
  /// bezel in a 32-point frame, title + 24 wide [IB: Sparkle's buttons]. Small: 17 in 28, title
  /// + 20; mini: 14 in 24, title + 16; large: 28 in 40, title + 28 [est.].
  public static func pushButton(_ size: AppKitControlSize) -> AppKitControlShape {
    switch size {
    case .regular: AppKitControlShape(height: pushButtonHeight, insets: pushButtonInsets, titlePadding: 24)
    case .small: AppKitControlShape(height: 17, insets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6), titlePadding: 20)
    case .mini: AppKitControlShape(height: 14, insets: EdgeInsets(top: 3, left: 5, bottom: 7, right: 5), titlePadding: 16)
    case .large: AppKitControlShape(height: 28, insets: pushButtonInsets, titlePadding: 28)
    }
  }

  /// A check box or radio button: its box's height; the title follows the box after
  /// ``checkBoxTitleGap``. Small: a 14-point box in a 16-point frame, 1 point above, below and
  /// before it [IB: Sparkle's check boxes]. Regular and large: 16 in 18, 1 above and below and 2
  /// before it; mini: 12 in 14 [est.].
  public static func checkBox(_ size: AppKitControlSize) -> AppKitControlShape {
    switch size {
    case .small: AppKitControlShape(height: checkBoxSize, insets: checkBoxInsets)
    case .regular, .large: AppKitControlShape(height: 16, insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 0))
    case .mini: AppKitControlShape(height: 12, insets: checkBoxInsets)
    }
  }

  /// The space between a check box's or radio button's box and its title: 4 points [est.].
  public static let checkBoxTitleGap: CGFloat = 4

  /// A bezeled, editable text field's height: 21 regular, 19 small, 16 mini, 24 large, each its
  /// text's line and the bezel's padding [HIG's classic heights; large est.].
  public static func textFieldHeight(_ size: AppKitControlSize) -> CGFloat {
    switch size {
    case .regular: 21
    case .small: 19
    case .mini: 16
    case .large: 24
    }
  }

  /// A search field's height: 22 regular, 19 small, 16 mini, 24 large [est.: macOS 11's rounded
  /// search field is a point taller than a text field at the regular size].
  public static func searchFieldHeight(_ size: AppKitControlSize) -> CGFloat {
    size == .regular ? 22 : textFieldHeight(size)
  }

  /// A search field's room for its magnifying glass and cancel button beside the text: 44 points
  /// [est.].
  public static let searchFieldIconsWidth: CGFloat = 44

  /// A pop-up button: regular 20 in a 25-point frame (``popUpButtonInsets``), the widest title +
  /// 35 for the bezel and arrows [IB, approximate]; small 17 in 22, + 30; mini 13 in 16, + 25;
  /// large 24 in 29, + 40 [est.].
  public static func popUpButton(_ size: AppKitControlSize) -> AppKitControlShape {
    switch size {
    case .regular: AppKitControlShape(height: 20, insets: popUpButtonInsets, titlePadding: 35)
    case .small: AppKitControlShape(height: 17, insets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 3), titlePadding: 30)
    case .mini: AppKitControlShape(height: 13, insets: EdgeInsets(top: 1, left: 2, bottom: 2, right: 2), titlePadding: 25)
    case .large: AppKitControlShape(height: 24, insets: popUpButtonInsets, titlePadding: 40)
    }
  }

  /// A segmented control's height: 20 regular, 17 small, 14 mini, 26 large; each segment its
  /// label + 16 [est.].
  public static func segmentedControlHeight(_ size: AppKitControlSize) -> CGFloat {
    switch size {
    case .regular: 20
    case .small: 17
    case .mini: 14
    case .large: 26
    }
  }

  /// A horizontal slider's thickness: 28 regular (macOS 11's knob), 22 small, 17 mini; tick marks
  /// below the track add 6 (small 5, mini 4) [est.].
  public static func sliderThickness(_ size: AppKitControlSize, tickMarks: Bool) -> CGFloat {
    switch size {
    case .regular, .large: tickMarks ? 34 : 28
    case .small: tickMarks ? 27 : 22
    case .mini: tickMarks ? 21 : 17
    }
  }

  /// A bar progress indicator's frame height: 20 regular [IB: Sparkle's status window], 12 small
  /// [HIG], 10 mini [est.]; its bar 1 point inside the frame above and below
  /// (``progressBarInsets``).
  public static func progressBarFrameHeight(_ size: AppKitControlSize) -> CGFloat {
    switch size {
    case .regular, .large: 20
    case .small: 12
    case .mini: 10
    }
  }

  /// A spinning progress indicator's side: 32 regular, 16 small, 10 mini [HIG].
  public static func spinnerSide(_ size: AppKitControlSize) -> CGFloat {
    switch size {
    case .regular, .large: 32
    case .small: 16
    case .mini: 10
    }
  }
}
