import Reducers
import Testing

@Suite struct BindingActionTests {
  typealias Binding = BindingAction<ProfileForm.State>

  @Test func setWritesTheValueToTheField() {
    var state = ProfileForm.State()
    Binding.set(\.name, "Blob").apply(to: &state)
    Binding.set(\.age, 42).apply(to: &state)
    #expect(state == ProfileForm.State(name: "Blob", age: 42))
  }

  @Test func equalWhenFieldAndValueAreEqual() {
    #expect(Binding.set(\.name, "Blob") == Binding.set(\.name, "Blob"))
  }

  @Test(arguments: [
    (Binding.set(\.name, "Blob"), Binding.set(\.name, "Blob Jr")),
    (Binding.set(\.age, 1), Binding.set(\.age, 2)),
    (Binding.set(\.age, 1), Binding.set(\.log, ["1"])),
  ])
  func differentWhenFieldOrValueDiffers(lhs: Binding, rhs: Binding) {
    #expect(lhs != rhs)
  }

  @Test func valueAtReturnsTheValueOnlyForItsOwnField() {
    let action = Binding.set(\.name, "Blob")
    #expect(action.value(at: \ProfileForm.State.name) == "Blob")
    #expect(action.value(at: \ProfileForm.State.age) as Int? == nil)
    #expect(action.value(at: \ProfileForm.State.name) as Int? == nil)
  }

  @Test func describesItselfAsWritten() {
    #expect(Binding.set(\.name, "Blob").description == #".set(\.name, "Blob")"#)
    #expect(Binding.set(\.age, 3).debugDescription == #".set(\.age, 3)"#)
  }
}
