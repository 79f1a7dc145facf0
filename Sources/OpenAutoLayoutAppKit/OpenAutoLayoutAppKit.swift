// AppKit's names over the OpenAutoLayout model, so that Mac layout code compiles and runs on
// Linux with `import OpenAutoLayoutAppKit` (or `import AppKit`, off Apple's platforms).
//
// Constraints, anchors, guides and priorities are the model's own types under AppKit's names, as
// in OpenAutoLayoutUIKit. `NSView` is the model's `AppKitView`, not its `View`: AppKit's frames
// grow upward in an unflipped superview, and `AppKitView` converts at its surface while the model
// stays top-down. AppKit's controls and NSStackView are model classes built on it (AppKitControls.swift).
//
// Like AppKit, the module re-exports Foundation, the model and the controls' module (a public
// extension of a typealiased control needs the underlying type's module imported).

@_exported import Foundation
@_exported import OpenAutoLayout
@_exported import TextMeasurement
import OpenAutoLayout

/// A relationship between two layout attributes: AppKit's `NSLayoutConstraint`, the model's
/// `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint

extension LayoutConstraint {
  /// The part of an item a constraint relates, as AppKit's `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// How the two sides of a constraint relate, as AppKit's `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// A layout axis, as AppKit's `NSLayoutConstraint.Orientation` (`.horizontal`, `.vertical`).
  public typealias Orientation = LayoutAxis
  /// How strongly a constraint should hold, as AppKit's `NSLayoutConstraint.Priority`.
  public typealias Priority = LayoutPriority
}

/// A factory for constraints on one attribute of an item: AppKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// A horizontal position anchor: AppKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// A vertical position anchor: AppKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// A size anchor: AppKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// A rectangle that takes part in Auto Layout without being a view: AppKit's `NSLayoutGuide`.
public typealias NSLayoutGuide = LayoutGuide
// `NSEdgeInsets`, `NSEdgeInsetsZero` and `NSEdgeInsetsMake` are Foundation's: the model's
// `EdgeInsets` is Foundation's `NSEdgeInsets`, so declaring them here would make them ambiguous.
/// Left-to-right or right-to-left: AppKit's `NSUserInterfaceLayoutDirection`.
public typealias NSUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// A colour: AppKit's `NSColor`, the model's `Color`.
public typealias NSColor = Color
