#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import OpenAutoLayout

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data("stack-bench: \(message)\n".utf8))
  exit(code)
}

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

func peakRSSKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.dropFirst(6).filter { $0.isNumber }) ?? -1
  }
  return -1
}

/// A view with a fixed intrinsic size, standing in for a label or an image.
final class ContentView: View {
  /// The intrinsic size; a new one invalidates it, as a label's new text would.
  var size: CGSize {
    didSet { if size != oldValue { invalidateIntrinsicContentSize() } }
  }
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { size }
}

/// A root view at the given size, at scale 2 as in layout-bench.
@MainActor func makeRoot(width: CGFloat, height: CGFloat) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.overrideTraitCollection = TraitCollection(displayScale: 2)
  return root
}

/// nil if `view.frame` is `expected` (to 0.001), else what is wrong.
@MainActor func mismatch(_ name: String, _ view: View, _ expected: CGRect) -> String? {
  let a = view.frame
  let close =
    abs(a.minX - expected.minX) < 0.001 && abs(a.minY - expected.minY) < 0.001
    && abs(a.width - expected.width) < 0.001 && abs(a.height - expected.height) < 0.001
  return close ? nil : "\(name): \(a), expected \(expected)"
}
