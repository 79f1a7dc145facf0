// The solver's state, in parts, behind one copy-on-write storage.
//
// Each part keeps one concern of the solver (the tableau, the objectives, the value cache, …)
// with its own invariant check. The parts live in one final class, as swift-collections' `Deque`
// keeps its elements: `Solver` is a thin value holding a reference to it, so copying a solver is
// one retain, and a mutation first makes the storage unique (`isKnownUniquelyReferenced`) and
// then changes the part where it is stored. Reading through a solver held in a class property
// (a layout engine's) therefore copies nothing, where a struct of some forty arrays and
// dictionaries retained each of them on every read.

extension Solver {
  /// The parts of one solver's state. Shared by copies of a solver until one of them mutates.
  ///
  /// `@unchecked Sendable`: the storage is only ever mutated through a solver that holds the only
  /// reference to it (`makeUnique()`), so no two threads can see it change.
  ///
  /// `@exclusivity(unchecked)`: a class's stored properties are checked for overlapping access
  /// at run time, and those checks (a thread-local access set, on every read of a value) cost
  /// more than half again the whole work of an edit. The parts are reached only through
  /// `Solver`'s accessors, which the compiler checks statically as accesses to the struct; debug
  /// builds of the tests ran with the run-time checks on and found no overlap.
  final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var objectives = Objectives()
    @exclusivity(unchecked) var cache = ValueCache()
    @exclusivity(unchecked) var lazyRows = LazyRows()
    @exclusivity(unchecked) var presolve = Presolve()
    @exclusivity(unchecked) var registry = Registry()
    @exclusivity(unchecked) var components = HistoryComponents()
    @exclusivity(unchecked) var editing = EditVariables()
    /// Whether an unsatisfiable constraint's conflicting set is computed (off inside that search).
    @exclusivity(unchecked) var explainsConflicts = true
    /// Operations since the invariants were last checked (debug builds, large tableaus).
    @exclusivity(unchecked) var operationsSinceCheck = 0
    /// The buffers expansions work in, empty between them (not copied with the rest).
    @exclusivity(unchecked) var expansionScratch = ExpansionScratch()

    init() {}

    /// An independent copy (the parts are values; their buffers are shared until written).
    init(copying other: Storage) {
      tableau = other.tableau
      objectives = other.objectives
      cache = other.cache
      lazyRows = other.lazyRows
      presolve = other.presolve
      registry = other.registry
      components = other.components
      editing = other.editing
      explainsConflicts = other.explainsConflicts
    }
  }

  /// Removes every constraint, edit variable and variable, leaving the solver as a new one,
  /// settings included (``defersValueUpdates`` and ``recordsChangedVariables`` are off), but
  /// keeping the storage its parts have grown: a solver reused for another system of about the
  /// same size allocates little. (A copy sharing the storage keeps it; this solver starts anew.)
  ///
  /// - Complexity: O(*s* + *t*) for the *s* symbols and the *t* terms of the rows, which are let go.
  public mutating func removeAll() {
    guard isKnownUniquelyReferenced(&storage) else {
      storage = Storage()
      return
    }
    storage.tableau.removeAll()
    storage.objectives = Objectives()
    storage.cache.removeAll()
    storage.lazyRows.removeAll()
    storage.presolve.removeAll()
    storage.registry.removeAll()
    storage.components.removeAll()
    storage.editing = EditVariables()
    storage.explainsConflicts = true
    storage.operationsSinceCheck = 0
  }

  /// Gives this solver its own storage before a mutation, if a copy shares it.
  @inline(__always)
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
  }

  var tableau: Tableau {
    @inline(__always) _read { yield storage.tableau }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.tableau
    }
  }

  var objectives: Objectives {
    @inline(__always) _read { yield storage.objectives }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.objectives
    }
  }

  var cache: ValueCache {
    @inline(__always) _read { yield storage.cache }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.cache
    }
  }

  var lazyRows: LazyRows {
    @inline(__always) _read { yield storage.lazyRows }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.lazyRows
    }
  }

  var presolve: Presolve {
    @inline(__always) _read { yield storage.presolve }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.presolve
    }
  }

  var registry: Registry {
    @inline(__always) _read { yield storage.registry }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.registry
    }
  }

  var components: HistoryComponents {
    @inline(__always) _read { yield storage.components }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.components
    }
  }

  var editing: EditVariables {
    @inline(__always) _read { yield storage.editing }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.editing
    }
  }

  var expansionScratch: ExpansionScratch {
    @inline(__always) _read { yield storage.expansionScratch }
    @inline(__always) _modify {
      makeUnique()
      yield &storage.expansionScratch
    }
  }

  var explainsConflicts: Bool {
    get { storage.explainsConflicts }
    set {
      makeUnique()
      storage.explainsConflicts = newValue
    }
  }
}
