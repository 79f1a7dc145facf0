/// The anchors every layout item has; views add their baselines.
extension LayoutItem {
  /// The leading edge: the left in left-to-right layouts, the right in right-to-left ones.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The left edge, whatever the reading direction.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the reading direction.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width of the alignment rectangle.
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height of the alignment rectangle.
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
  /// The baseline of the first line of text; the bottom edge for a view without text.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the last line of text; the bottom edge for a view without text.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
