import Foundation
import OpenAutoLayout

/// How a view is drawn beyond its fill and text: what its layer and appearance say (opacity,
/// rounded corners, border, shadow, text and tint colours, clipping by rounded ancestors). The
/// defaults draw as a plain view: a scene made from values, or from a document, has them unless
/// its views were given an appearance.
package struct RenderStyle: Sendable, Equatable {
  /// The opacity the view is drawn with: its alpha times its ancestors', 0…1.
  package var opacity: CGFloat = 1
  /// The radius of its rounded corners (the layer's `cornerRadius`), in points.
  package var cornerRadius: CGFloat = 0
  /// Which corners are rounded.
  package var maskedCorners: CornerMask = .all
  /// The border drawn inside its bounds; nil for none.
  package var border: RenderBorder?
  /// The shadow under it; nil for none.
  package var shadow: RenderShadow?
  /// The colour of its text; nil for the palette's (black text, a blue button title).
  package var textColor: Color?
  /// Its tint (a button's title, a segmented control's outline); nil for the palette's blue.
  package var tintColor: Color?
  /// How its text lines are anchored: at their start, middle or end (`text-anchor`).
  package var textAnchor: TextAnchor = .start
  /// Where its image is drawn (an image view's, a button's), in root coordinates; nil for none.
  package var imageRect: CGRect?
  /// Whether its own content (an image) is cut at its bounds: the layer masks to bounds.
  package var clipsOwnContent = false
  /// Whether a switch is on; nil draws a switch on, as Interface Builder shows a new one.
  package var isOn: Bool?
  /// How many of its ancestors are drawn: its border is drawn after its subviews, which are the
  /// items after it that are deeper.
  package var depth = 0
  /// The rounded rectangles of the ancestors that clip their subviews with rounded corners, in
  /// root coordinates, outermost first. (Rectangular clipping is ``RenderItem/clip``.)
  package var roundedClips: [RoundedRect] = []

  package init() {}
}

/// A border: a width inside the bounds and a colour.
package struct RenderBorder: Sendable, Equatable {
  package var width: CGFloat
  package var color: Color

  package init(width: CGFloat, color: Color) {
    self.width = width
    self.color = color
  }
}

/// A shadow, as Core Animation casts one: the view's shape moved by `offset`, blurred by
/// `radius`, in `color` at `opacity`.
package struct RenderShadow: Sendable, Equatable {
  package var color: Color
  package var opacity: CGFloat
  package var offset: CGSize
  package var radius: CGFloat

  package init(color: Color, opacity: CGFloat, offset: CGSize, radius: CGFloat) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
  }
}

/// A rectangle with some corners rounded.
package struct RoundedRect: Sendable, Equatable {
  package var rect: CGRect
  package var radius: CGFloat
  package var corners: CornerMask

  package init(rect: CGRect, radius: CGFloat, corners: CornerMask = .all) {
    self.rect = rect
    self.radius = radius
    self.corners = corners
  }

  /// The radius drawn: at most half the shorter side, so that a large radius makes a capsule
  /// rather than an ellipse, as Core Animation draws it.
  package var clampedRadius: CGFloat {
    let r = rect.standardized
    return max(0, min(radius, r.width / 2, r.height / 2))
  }
}

/// Where a line of text is anchored, as SVG's `text-anchor`.
package enum TextAnchor: String, Sendable, Equatable {
  case start, middle, end
}
