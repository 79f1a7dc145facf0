/// The user's objects: the variables and constraints in the solver and what stands for them.
///
/// Variables and constraints are registered and forgotten, and owners and mentions change, only
/// through the methods below, which note what they register while an undo is recorded.
struct Registry: Sendable {
  private(set) var variables = VariableTable()
  private(set) var tags = IdentityTable<Solver.Tag>()
  /// The constraint whose marker or error a symbol is, for explaining conflicts.
  private(set) var owners = SymbolTable<Constraint>()
  /// Counts additions, numbering constraints.
  private(set) var additions = 0
  /// For each external symbol, the constraints whose expressions mention its variable.
  private(set) var mentions: [[ObjectIdentifier]] = []
  /// While an operation may have to be undone: what it registered (see `startRecording()`).
  private var undo: Undo?

  private struct Undo: Sendable {
    /// The count of additions before the operation.
    let additions: Int
    var variables: [Variable] = []
    var tags: [ObjectIdentifier] = []
  }

  /// Counts one more addition and returns its number.
  mutating func countAddition() -> Int {
    additions += 1
    return additions
  }

  mutating func register(_ variable: Variable, as symbol: Symbol) {
    variables[ObjectIdentifier(variable)] = Solver.VariableEntry(variable: variable, symbol: symbol)
    undo?.variables.append(variable)
  }

  mutating func forgetVariable(_ id: ObjectIdentifier) {
    variables[id] = nil
  }

  mutating func register(_ tag: Solver.Tag) {
    tags[ObjectIdentifier(tag.constraint)] = tag
    undo?.tags.append(ObjectIdentifier(tag.constraint))
  }

  /// Forgets the tag of the constraint `id`, and only that: what refers to it is the caller's.
  mutating func forgetTag(_ id: ObjectIdentifier) {
    tags[id] = nil
  }

  // MARK: Owners

  /// Makes `constraint` the owner of `symbol` unless it has one (a merged group's first member).
  mutating func claim(_ symbol: Int32, for constraint: Constraint) {
    if owners[symbol] == nil { owners[symbol] = constraint }
  }

  /// Hands `symbol` from `constraint`, if it owns it, to `successor` (nil: nobody).
  mutating func handOver(_ symbol: Int32, from constraint: Constraint, to successor: Constraint?) {
    if owners[symbol] === constraint { owners[symbol] = successor }
  }

  /// Forgets the owner of `symbol`, whatever it is.
  mutating func clearOwner(of symbol: Int32) {
    owners[symbol] = nil
  }

  // MARK: Mentions

  /// Makes room for one more symbol id, past the last.
  mutating func appendSymbol() {
    mentions.append([])
  }

  /// Forgets every variable and constraint, as a new registry, keeping the tables' capacity.
  mutating func removeAll() {
    variables.removeAll()
    tags.removeAll()
    owners.removeAll()
    additions = 0
    mentions.removeAll(keepingCapacity: true)
    undo = nil
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    mentions.reserveCapacity(count)
  }

  /// Notes that the expression of constraint `id` mentions the variable of external symbol
  /// `index`, once per term.
  mutating func addMention(of index: Int, by id: ObjectIdentifier) {
    // A variable is mentioned by a few constraints: one allocation for them.
    if mentions[index].isEmpty { mentions[index].reserveCapacity(4) }
    mentions[index].append(id)
  }

  /// Forgets one mention of the variable of external symbol `index` by constraint `id`, if there
  /// is one.
  mutating func removeMention(of index: Int, by id: ObjectIdentifier) {
    if let position = mentions[index].lastIndex(of: id) { mentions[index].remove(at: position) }
  }

  /// Forgets every mention of the variable of external symbol `index`.
  mutating func removeAllMentions(of index: Int) {
    mentions[index].removeAll()
  }

  /// Moves one mention of the variable of external symbol `index` from constraint `old` to
  /// `new`, which replaces it, if there is one.
  mutating func retagMention(of index: Int, from old: ObjectIdentifier, to new: ObjectIdentifier) {
    if let position = mentions[index].lastIndex(of: old) { mentions[index][position] = new }
  }

  // MARK: Undo

  /// Starts noting every variable and constraint registered.
  mutating func startRecording() { undo = Undo(additions: additions) }

  /// Keeps the changes since `startRecording()`.
  mutating func stopRecording() { undo = nil }

  /// Puts the count of additions back and stops recording. Returns the constraints (by identity)
  /// and the variables registered since `startRecording()`: the caller forgets the constraints,
  /// with what refers to them, and then the variables.
  mutating func rollBack() -> (tags: [ObjectIdentifier], variables: [Variable]) {
    guard let record = undo else { return ([], []) }
    undo = nil
    additions = record.additions
    return (record.tags, record.variables)
  }
}
