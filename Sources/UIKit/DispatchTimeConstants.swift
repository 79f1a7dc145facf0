// On Apple's platforms `import UIKit` brings Darwin's time constants with it, and code written
// for UIKit (tests especially: `Task.sleep(nanoseconds: UInt64(0.5 * Double(NSEC_PER_SEC)))`)
// uses them without importing Dispatch. Linux's Foundation and Dispatch do not export them, so
// the UIKit module gives them, with Darwin's types and values.

/// Nanoseconds in a second, as Darwin's `NSEC_PER_SEC`.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, as Darwin's `NSEC_PER_MSEC`.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond, as Darwin's `NSEC_PER_USEC`.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second, as Darwin's `USEC_PER_SEC`.
public let USEC_PER_SEC: UInt64 = 1_000_000
