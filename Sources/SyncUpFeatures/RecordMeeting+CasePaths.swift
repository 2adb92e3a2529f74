import Reducers

extension Case where Value: CasePathable<RecordMeeting.Action> {
  /// A button of the alert, or its dismissal: `\.alert`.
  public var alert: Case<Root, PresentationAction<RecordMeeting.Action.Alert>> { at(RecordMeeting.Action.alert) { if case .alert(let v) = $0 { v } else { nil } } }
  /// The "End meeting" tap: `\.endMeetingButtonTapped`.
  public var endMeetingButtonTapped: Case<Root, Void> { at(.endMeetingButtonTapped) { if case .endMeetingButtonTapped = $0 { () } else { nil } } }
  /// The next-speaker tap: `\.nextButtonTapped`.
  public var nextButtonTapped: Case<Root, Void> { at(.nextButtonTapped) { if case .nextButtonTapped = $0 { () } else { nil } } }
  /// The screen's appearance: `\.onTask`.
  public var onTask: Case<Root, Void> { at(.onTask) { if case .onTask = $0 { () } else { nil } } }
  /// The recognizer's failure: `\.speechFailure`.
  public var speechFailure: Case<Root, Void> { at(.speechFailure) { if case .speechFailure = $0 { () } else { nil } } }
  /// A transcript the recognizer heard: `\.speechResult`.
  public var speechResult: Case<Root, SpeechRecognitionResult> { at(RecordMeeting.Action.speechResult) { if case .speechResult(let v) = $0 { v } else { nil } } }
  /// A second of the timer: `\.timerTick`.
  public var timerTick: Case<Root, Void> { at(.timerTick) { if case .timerTick = $0 { () } else { nil } } }
}

extension Case where Value: CasePathable<RecordMeeting.Action.Alert> {
  /// "Discard": `\.confirmDiscard`.
  public var confirmDiscard: Case<Root, Void> { at(.confirmDiscard) { if case .confirmDiscard = $0 { () } else { nil } } }
  /// "Save and end": `\.confirmSave`.
  public var confirmSave: Case<Root, Void> { at(.confirmSave) { if case .confirmSave = $0 { () } else { nil } } }
}
