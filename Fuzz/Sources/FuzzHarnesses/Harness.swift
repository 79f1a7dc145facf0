/// The harnesses, one per input the library reads; `FUZZ_HARNESS` names the one a run uses.
public enum Harness: String, CaseIterable, Sendable {
  /// ``VisualFormatHarness``.
  case vfl
  /// ``ConstraintLanguageHarness``.
  case constraintLanguage = "constraint-language"
  /// ``DocumentHarness``.
  case documents
  /// ``SolverHarness``.
  case solver
  /// ``ModelHarness``.
  case model
  /// ``InterfaceBuilderHarness``.
  case interfaceBuilder = "interface-builder"

  /// The harness `FUZZ_HARNESS` names, or nil.
  public static var fromEnvironment: Harness? {
    environmentValue("FUZZ_HARNESS").flatMap(Harness.init(rawValue:))
  }

  /// Runs the harness on one input; traps on a finding.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .vfl: VisualFormatHarness.run(bytes)
    case .constraintLanguage: ConstraintLanguageHarness.run(bytes)
    case .documents: DocumentHarness.run(bytes)
    case .solver: SolverHarness.run(bytes)
    case .model: ModelHarness.run(bytes)
    case .interfaceBuilder: InterfaceBuilderHarness.run(bytes)
    }
  }
}
