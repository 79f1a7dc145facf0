import Foundation

/// A 2-D affine transform: Core Graphics' `CGAffineTransform`, here Foundation's
/// `AffineTransform`, which `View/transform` holds.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), as in Core Graphics; `a`, `b`, `c`,
/// `d`, `tx` and `ty` are Foundation's `m11`, `m12`, `m21`, `m22`, `tX` and `tY`.
public typealias CGAffineTransform = AffineTransform

extension AffineTransform {
  /// A rotation by `angle` radians, as `CGAffineTransform(rotationAngle:)`; positive angles turn
  /// the x axis towards the y axis (clockwise on screen, where y grows downwards).
  public init(rotationAngle angle: CGFloat) {
    self.init(rotationByRadians: angle)
  }

  /// A scale by `sx` and `sy`, as `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(scaleByX: sx, byY: sy)
  }

  /// A translation by `tx` and `ty`, as `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(translationByX: tx, byY: ty)
  }

  /// The transform with these matrix entries, as `CGAffineTransform(a:b:c:d:tx:ty:)`.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.init(m11: a, m12: b, m21: c, m22: d, tX: tx, tY: ty)
  }

  /// The x scale and rotation entry, Core Graphics' `a`.
  public var a: CGFloat {
    get { m11 }
    set { m11 = newValue }
  }
  /// The y shear and rotation entry, Core Graphics' `b`.
  public var b: CGFloat {
    get { m12 }
    set { m12 = newValue }
  }
  /// The x shear and rotation entry, Core Graphics' `c`.
  public var c: CGFloat {
    get { m21 }
    set { m21 = newValue }
  }
  /// The y scale and rotation entry, Core Graphics' `d`.
  public var d: CGFloat {
    get { m22 }
    set { m22 = newValue }
  }
  /// The x translation, Core Graphics' `tx`.
  public var tx: CGFloat {
    get { tX }
    set { tX = newValue }
  }
  /// The y translation, Core Graphics' `ty`.
  public var ty: CGFloat {
    get { tY }
    set { tY = newValue }
  }

  /// Whether this is the identity transform, as `CGAffineTransform.isIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`, as `CGAffineTransform.concatenating(_:)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A rotation by `angle` radians followed by this transform, as
  /// `CGAffineTransform.rotated(by:)`.
  public func rotated(by angle: CGFloat) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// A scale by `sx` and `sy` followed by this transform, as `CGAffineTransform.scaledBy(x:y:)`.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> AffineTransform {
    AffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation by `tx` and `ty` followed by this transform, as
  /// `CGAffineTransform.translatedBy(x:y:)`.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> AffineTransform {
    AffineTransform(translationX: tx, y: ty).concatenating(self)
  }
}

extension CGPoint {
  /// The point mapped by `t`, as Core Graphics' `CGPoint.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by `t` without its translation, as Core Graphics' `CGSize.applying(_:)`;
  /// the result may be negative.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that holds the four corners mapped by `t`, as Core Graphics'
  /// `CGRect.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let left = xs.min()!, top = ys.min()!
    return CGRect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
  }
}
