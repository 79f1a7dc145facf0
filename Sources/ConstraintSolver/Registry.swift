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
  private(set) var mentions = MentionLists()
  /// While an operation may have to be undone (`isRecording`): what it registered (see
  /// `startRecording()`). The arrays keep their capacity between operations: every required
  /// constraint added is recorded, and fresh arrays were an allocation or two each.
  private var undo = Undo()
  private var isRecording = false
  /// Whether constraints added now keep the mentions they have (see `keepMentions(_:)`).
  private(set) var keepsMentions = false

  private struct Undo: Sendable {
    /// The count of additions before the operation.
    var additions = 0
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
    if isRecording { undo.variables.append(variable) }
  }

  mutating func forgetVariable(_ id: ObjectIdentifier) {
    variables[id] = nil
  }

  mutating func register(_ tag: consuming Solver.Tag) {
    let id = ObjectIdentifier(tag.constraint)
    if isRecording { undo.tags.append(id) }
    tags.insert(tag, for: id)
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

  /// Makes the mention lists cover the ids below `count`, each new one empty.
  mutating func extendSymbols(to count: Int) {
    mentions.extendSymbols(to: count)
  }

  /// Forgets every variable and constraint, as a new registry, keeping the tables' capacity.
  mutating func removeAll() {
    variables.removeAll()
    tags.removeAll()
    owners.removeAll()
    additions = 0
    mentions.removeAll()
    stopRecording()
  }

  /// Makes room for `count` symbols.
  mutating func reserveSymbolCapacity(_ count: Int) {
    mentions.reserveSymbolCapacity(count)
    owners.reserveCapacity(count)
    variables.reserveSymbolCapacity(count)
  }

  /// Makes room for `constraints` and `variables` in all.
  mutating func reserveCapacity(constraints: Int, variables: Int) {
    tags.reserveCapacity(constraints)
    self.variables.reserveCapacity(variables)
  }

  /// Notes that the expression of constraint `id` mentions the variable of external symbol
  /// `index`, once per term.
  mutating func addMention(of index: Int, by id: ObjectIdentifier) {
    mentions.append(id, to: index)
  }

  /// Makes constraints added from now on (`keep` true) keep the mentions they have instead of
  /// noting new ones: a rebuild adds its component's constraints back, and their mentions never
  /// left.
  mutating func keepMentions(_ keep: Bool) {
    keepsMentions = keep
  }

  /// Forgets one mention of the variable of external symbol `index` by constraint `id`, if there
  /// is one.
  mutating func removeMention(of index: Int, by id: ObjectIdentifier) {
    mentions.removeLast(id, from: index)
  }

  /// Moves one mention of the variable of external symbol `index` from constraint `old` to
  /// `new`, which replaces it, if there is one.
  mutating func retagMention(of index: Int, from old: ObjectIdentifier, to new: ObjectIdentifier) {
    mentions.replaceLast(old, with: new, in: index)
  }

  // MARK: Undo

  /// Starts noting every variable and constraint registered.
  mutating func startRecording() {
    undo.additions = additions
    isRecording = true
  }

  /// Keeps the changes since `startRecording()`.
  mutating func stopRecording() {
    isRecording = false
    undo.variables.removeAllKeepingBuffer()
    undo.tags.removeAllKeepingBuffer()
  }

  /// Puts the count of additions back and stops recording. Returns the constraints (by identity)
  /// and the variables registered since `startRecording()`: the caller forgets the constraints,
  /// with what refers to them, and then the variables.
  mutating func rollBack() -> (tags: [ObjectIdentifier], variables: [Variable]) {
    guard isRecording else { return ([], []) }
    isRecording = false
    additions = undo.additions
    defer { undo = Undo() }
    return (undo.tags, undo.variables)
  }
}
