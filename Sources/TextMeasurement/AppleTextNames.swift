// Foundation's text names that UIKit and AppKit share and Foundation on Linux lacks: declared
// once here, since both layers would otherwise declare them (and a program importing both would
// find the two ambiguous).

/// How lines of text are aligned: UIKit's and AppKit's `NSTextAlignment`, the model's
/// `TextAlignment` (with UIKit's raw values: AppKit's number right and centre the other way
/// round; code that names the cases is unaffected).
public typealias NSTextAlignment = TextAlignment

/// How text breaks and is cut: UIKit's and AppKit's `NSLineBreakMode`, the model's
/// `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
