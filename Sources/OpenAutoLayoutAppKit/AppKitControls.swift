// AppKit's controls and containers that are model classes built elsewhere: the lead aliases them
// here when they land (issue 19), as UIControls.swift does for UIKit, for example
//
//   public typealias NSStackView = <the model's AppKit stack view, Sources/OpenAutoLayout/Containers>
//   public typealias NSTextField = <the text layer's AppKit text field, Sources/TextMeasurement/Controls/AppKit>
//   public typealias NSButton = …; NSPopUpButton, NSImageView, NSSlider, NSProgressIndicator,
//   NSSegmentedControl; NSFont (metaFont sizes)
//
// Until then this module declares none of them, so that a missing control is a compile error
// rather than a stand-in with the wrong sizes.
