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

// MARK: Controls (NSControl and its kinds): the appkit-controls branch

/// The superclass of AppKit's controls, with target–action, values, font and control size:
/// AppKit's `NSControl`, the model's `AppKitControl`.
public typealias NSControl = AppKitControl
/// A bezeled field that shows its text as bullets: AppKit's `NSSecureTextField`.
public typealias NSSecureTextField = AppKitSecureTextField
/// A search field: AppKit's `NSSearchField`, 22 points tall at the regular size.
public typealias NSSearchField = AppKitSearchField
/// An image: AppKit's `NSImage`, the model's `ImageContent` (a size and a name; no pixels).
public typealias NSImage = ImageContent
/// How an image view scales its image: AppKit's `NSImageScaling`.
public typealias NSImageScaling = AppKitImageView.Scaling
/// Where an image view places its image: AppKit's `NSImageAlignment`.
public typealias NSImageAlignment = AppKitImageView.Alignment
/// Where a button's image sits beside its title: AppKit's `NSControl.ImagePosition` under its
/// older top-level name.
public typealias NSCellImagePosition = AppKitControl.ImagePosition
/// A font's weight: AppKit's `NSFont.Weight`, the model's `FontWeight`.
public typealias NSFontWeight = FontWeight
