import OpenAutoLayout

// AppKit's priority names (NSLayoutConstraint.Priority). `.required` (1000), `.defaultHigh` (750)
// and `.defaultLow` (250) are the model's own.
extension LayoutPriority {
  /// The priority of a window-resizing drag: a constraint above it stops the drag, one below it
  /// gives way (510).
  public static let dragThatCanResizeWindow: LayoutPriority = 510
  /// The priority at which a window keeps its size (500).
  public static let windowSizeStayPut: LayoutPriority = 500
  /// The priority of a drag, such as a split view's divider, that cannot resize its window (490).
  public static let dragThatCannotResizeWindow: LayoutPriority = 490
  /// The priority at which `fittingSize` compresses a view (50), as UIKit's `.fittingSizeLevel`.
  public static let fittingSizeCompression: LayoutPriority = 50
}
