/// The bytes libFuzzer gives a harness, read front to back as a program of operations.
///
/// Reading never fails: past the end every byte reads as 0, so any input decodes to something and
/// a mutation that truncates an input still runs its prefix. Each read takes a fixed number of
/// bytes, so a byte's meaning depends only on the bytes before it (what libFuzzer's mutations,
/// which insert, erase and copy bytes, work well with).
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether any byte is left.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<count` from one byte (`count` at most 256).
  public mutating func index(_ count: Int) -> Int {
    let value = Int(byte())
    return count > 0 ? value % count : 0
  }

  /// A choice among `cases` from one byte.
  public mutating func choose<T>(_ cases: [T]) -> T {
    cases[index(cases.count)]
  }

  /// A Boolean from one byte (its lowest bit).
  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A 16-bit number from two bytes, little-endian.
  public mutating func uint16() -> UInt16 {
    let low = UInt16(byte())
    return low | UInt16(byte()) << 8
  }

  /// A 64-bit number from eight bytes, little-endian.
  public mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }
}

/// Writes what ``FuzzInput`` reads back: how seeds for the byte formats are made.
public struct FuzzInputWriter {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public mutating func byte(_ value: UInt8) { bytes.append(value) }
  public mutating func bytes(_ values: [UInt8]) { bytes += values }
  public mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
  public mutating func uint16(_ value: UInt16) {
    bytes.append(UInt8(value & 0xFF))
    bytes.append(UInt8(value >> 8))
  }
  public mutating func uint64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }
}
