import Foundation

/// Tells every open page what changed: a served file (by index) or the live program's views
/// (-1). It polls only while a page is connected, every `interval`.
actor ChangeFeed {
  private var subscribers: [UUID: AsyncStream<Int>.Continuation] = [:]
  private var poller: Task<Void, Never>?
  /// Whether the first look is being taken, before the polling starts.
  private var isStarting = false
  private let interval: Duration
  private let poll: @Sendable () async -> [Int]

  /// - Parameter poll: The sources changed since the last call; cheap, since it runs every interval.
  init(interval: Duration, poll: @escaping @Sendable () async -> [Int]) {
    self.interval = interval
    self.poll = poll
  }

  /// A stream of changed sources for one page, and the key to stop it. The first subscriber
  /// starts the polling, after a first look that says what exists now (not a change): what
  /// changes after this returns reaches the stream.
  func subscribe() async -> (UUID, AsyncStream<Int>) {
    let id = UUID()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(16))
    subscribers[id] = continuation
    if poller == nil && !isStarting {
      isStarting = true
      _ = await poll()
      isStarting = false
      if !subscribers.isEmpty { startPolling() }
    }
    return (id, stream)
  }

  private func startPolling() {
    let (interval, poll) = (self.interval, self.poll)
    poller = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        let changed = await poll()
        guard let self else { return }
        for id in changed { await self.publish(id) }
      }
    }
  }

  func unsubscribe(_ id: UUID) {
    subscribers.removeValue(forKey: id)?.finish()
    if subscribers.isEmpty {
      poller?.cancel()
      poller = nil
    }
  }

  func publish(_ source: Int) {
    for continuation in subscribers.values { continuation.yield(source) }
  }
}

/// The served files' modification times and sizes, compared at each poll: one `stat` per file.
actor FileWatcher {
  private let files: [ServedFile]
  private var stamps: [Int: String] = [:]

  init(files: [ServedFile]) {
    self.files = files
  }

  /// The files whose stamp differs from the last call's (every file, the first time).
  func changes() -> [Int] {
    var changed: [Int] = []
    for file in files {
      let stamp = Self.stamp(file.path)
      if stamps[file.id] != stamp {
        stamps[file.id] = stamp
        changed.append(file.id)
      }
    }
    return changed
  }

  private static func stamp(_ path: String) -> String {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "missing" }
    let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    return "\(date) \(size)"
  }
}

/// At most `burst` messages at once and `perSecond` on average: a token bucket.
struct RateLimiter {
  let burst: Double
  let perSecond: Double
  private var tokens: Double
  private var last: ContinuousClock.Instant

  init(burst: Int, perSecond: Double) {
    self.burst = Double(burst)
    self.perSecond = perSecond
    tokens = Double(burst)
    last = .now
  }

  /// Whether one more message may be handled now.
  mutating func allow(at now: ContinuousClock.Instant = .now) -> Bool {
    guard perSecond.isFinite else { return true }
    let elapsed = last.duration(to: now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    tokens = min(burst, tokens + max(0, seconds) * perSecond)
    last = now
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}
