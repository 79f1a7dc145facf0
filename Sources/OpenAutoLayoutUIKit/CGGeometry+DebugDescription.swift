import Foundation

// Apple's CoreGraphics describes its geometry tersely, and code written for UIKit prints and
// compares those strings (`rect.debugDescription`, `"\(frame)"` in test messages and logs):
// `(0.0, 0.0, 100.0, 50.0)`. Linux's Foundation has no such conformance, so UIKit's layer gives
// CoreGraphics' own. On Apple's platforms CoreGraphics already has it.
#if !canImport(Darwin)
extension CGPoint: @retroactive CustomDebugStringConvertible {
  /// `(x, y)`, as CoreGraphics writes a point.
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  /// `(width, height)`, as CoreGraphics writes a size.
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  /// `(x, y, width, height)`, as CoreGraphics writes a rectangle.
  public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
#endif
