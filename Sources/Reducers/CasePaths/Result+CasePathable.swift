/// `Result`'s cases as case paths: `\.response.success` and `\.response.failure` on an action
/// that carries a `Result`, as TCA users write them.
///
/// ```swift
/// enum Action: CasePathable { case response(Result<Int, any Error>) }
///
/// await store.receive(\.response.success, 42)
/// ```
///
/// The case-path plugin sees only a target's own enums; `Result` is the standard library's, so
/// the library gives its two paths.
extension Result: CasePathable {}

/// What the `success` and `failure` case properties need of `Result`; not for users to conform
/// to.
public protocol _ResultCases: CasePathable where Cases == Self {
  /// The value of a success.
  associatedtype _Success
  /// The error of a failure.
  associatedtype _Failure
  /// Wraps a value: `.success`.
  static func _success(_ value: _Success) -> Self
  /// Wraps an error: `.failure`.
  static func _failure(_ error: _Failure) -> Self
  /// The value, if this is a success.
  var _successValue: _Success? { get }
  /// The error, if this is a failure.
  var _failureValue: _Failure? { get }
}

extension Result: _ResultCases {
  /// Wraps a value: `.success`.
  public static func _success(_ value: Success) -> Self { .success(value) }

  /// Wraps an error: `.failure`.
  public static func _failure(_ error: Failure) -> Self { .failure(error) }

  /// The value, if this is a success.
  public var _successValue: Success? {
    if case .success(let value) = self { value } else { nil }
  }

  /// The error, if this is a failure.
  public var _failureValue: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}

extension Case where Value: _ResultCases {
  /// The case `success` of a `Result`: `\.response.success`.
  public var success: Case<Root, Value._Success> {
    at({ Value._success($0) }, { $0._successValue }, name: "success")
  }

  /// The case `failure` of a `Result`: `\.response.failure`.
  public var failure: Case<Root, Value._Failure> {
    at({ Value._failure($0) }, { $0._failureValue }, name: "failure")
  }
}
