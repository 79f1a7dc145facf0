import Foundation

/// The value of an environment variable (read into a dictionary each time: cache the answer).
func environmentValue(_ name: String) -> String? {
  ProcessInfo.processInfo.environment[name]
}

/// Prints the calls a byte-format harness makes as Swift code, when `FUZZ_TRACE=1`: replaying a
/// crash file with it set prints the body of a regression test (Guides/Fuzzing.md).
///
/// Lines go to standard error as they are made, so that the call that traps is the last line.
enum FuzzTrace {
  /// Whether the environment asks for traces; read once.
  static let isEnabled = environmentValue("FUZZ_TRACE") == "1"

  /// Prints `line()` when tracing; the text is not built otherwise.
  @inline(__always)
  static func emit(_ line: @autoclosure () -> String) {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data((line() + "\n").utf8))
  }
}

/// A number as Swift source that reads back to the same value.
func swiftLiteral(_ value: Double) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  if value == 0 && value.sign == .minus { return "-0.0" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}

/// A priority as Swift source that reads back to the same value.
func swiftLiteral(_ value: Float) -> String {
  if value.isNaN { return ".nan" }
  if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
  if value == value.rounded(), abs(value) < 1e7 { return String(Int64(value)) }
  return "\(value)"
}

/// A string as a Swift string literal (a raw string when it holds quotes or backslashes).
func swiftLiteral(_ text: String) -> String {
  var escaped = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": escaped += "\\\\"
    case "\"": escaped += "\\\""
    case "\n": escaped += "\\n"
    case "\r": escaped += "\\r"
    case "\t": escaped += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      escaped += "\\u{\(String(scalar.value, radix: 16))}"
    default: escaped.unicodeScalars.append(scalar)
    }
  }
  return "\"\(escaped)\""
}
