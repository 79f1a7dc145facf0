// An empty module, so that a file importing both Testing and AppKit compiles off Apple's platforms.
//
// The Swift toolchain's Testing module declares a cross-import overlay for every module named
// AppKit (Testing.swiftcrossimport/AppKit.swiftoverlay): a file that imports both makes the
// compiler import `_Testing_AppKit` as well, which only Apple's platforms ship. The AppKit module
// depends on this one, so it is built wherever AppKit is and Swift Testing suites can
// `import AppKit`.
