// `import Cocoa` off Apple's platforms. Apple's Cocoa umbrella re-exports AppKit, Foundation and
// Core Data; most Mac code begins with it rather than with `import AppKit`. Here it is this
// package's AppKit module (which re-exports Foundation); Core Data has no stand-in. On Apple's
// platforms the package does not declare this module: Apple's Cocoa is used.
@_exported import AppKit
