// An empty module, so that a file importing both Testing and UIKit compiles off Apple's platforms.
//
// The Swift toolchain's Testing module declares a cross-import overlay for every module named
// UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay): a file that imports both makes the compiler
// import `_Testing_UIKit` as well, which only Apple's platforms ship. The UIKit module depends on
// this one, so it is built wherever UIKit is and Swift Testing suites can `import UIKit`.
