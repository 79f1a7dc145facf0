// What every benchmark program needs from the process: a monotonic clock, its peak memory, and
// a way out with a message. Standard library and libc only, so that solver-bench stays free of
// Foundation.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `program: message` on stderr (the program's file name) and exits with `code`.
public func fail(_ message: String, code: Int32) -> Never {
  let program = CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "bench"
  var text = "\(program): \(message)\n"
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(code)
}

/// Milliseconds on the monotonic clock.
public func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// The peak resident set size, VmHWM in /proc/self/status, in kilobytes; -1 where there is none.
/// (getrusage's ru_maxrss would not do: Linux carries it over from the process image before
/// exec, e.g. the Python script's.)
public func peakRSSKilobytes() -> Int {
  let fd = open("/proc/self/status", O_RDONLY)
  guard fd >= 0 else { return -1 }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(fd, &buffer, buffer.count)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.dropFirst(6).filter { $0.isNumber }) ?? -1
  }
  return -1
}
