import OpenAutoLayout
import TextMeasurement

// AppKit's controls and containers: model classes built on `AppKitView` (AppKit's `NSView`), so
// each is an `NSView` to Mac code, under AppKit's names, as UIControls.swift does for UIKit.

/// A view that arranges views in a row or a column in three gravity areas: AppKit's
/// `NSStackView`, the model's `GravityStackView`.
public typealias NSStackView = GravityStackView
/// The direction a stack view arranges its views in: AppKit's `NSUserInterfaceLayoutOrientation`.
public typealias NSUserInterfaceLayoutOrientation = GravityStackView.Orientation
/// Told when a stack view detaches and reattaches views: AppKit's `NSStackViewDelegate`.
public typealias NSStackViewDelegate = GravityStackViewDelegate

/// A label or an editable text field: AppKit's `NSTextField`, the model's `AppKitTextField`.
public typealias NSTextField = AppKitTextField
/// A push button, check box or radio button: AppKit's `NSButton`, the model's `AppKitButton`.
public typealias NSButton = AppKitButton
/// A pop-up menu button: AppKit's `NSPopUpButton`.
public typealias NSPopUpButton = PopUpButton
/// An image: AppKit's `NSImageView`, the model's `AppKitImageView`.
public typealias NSImageView = AppKitImageView
/// A slider: AppKit's `NSSlider`, the model's `AppKitSlider`.
public typealias NSSlider = AppKitSlider
/// A progress bar or spinner: AppKit's `NSProgressIndicator`.
public typealias NSProgressIndicator = ProgressIndicator
/// A row of segments: AppKit's `NSSegmentedControl`, the model's `AppKitSegmentedControl`.
public typealias NSSegmentedControl = AppKitSegmentedControl
/// A font: AppKit's `NSFont`, the text layer's `Font`.
public typealias NSFont = Font
