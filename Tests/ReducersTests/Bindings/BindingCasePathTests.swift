import Reducers
import Testing

@Suite struct BindingCasePathTests {
  @Test func bindingCaseEmbedsAndExtractsTheBindingAction() {
    let binding = Case<ProfileForm.Action, BindingAction<ProfileForm.State>>(\.binding)
    #expect(binding.embed(.set(\.age, 3)) == .binding(.set(\.age, 3)))
    #expect(binding.extract(.binding(.set(\.age, 3))) == .set(\.age, 3))
    #expect(binding.extract(.saveButtonTapped) == nil)
  }

  @Test func fieldSubscriptEmbedsASetOfThatField() {
    let name = Case<ProfileParentAction, String>(\.form.binding[\.name])
    #expect(name.embed("Blob") == .form(.binding(.set(\.name, "Blob"))))
  }

  @Test func fieldSubscriptExtractsOnlyFromItsField() {
    let name = Case<ProfileParentAction, String>(\.form.binding[\.name])
    #expect(name.extract(.form(.binding(.set(\.name, "Blob")))) == "Blob")
    #expect(name.extract(.form(.binding(.set(\.age, 3)))) == nil)
    #expect(name.extract(.form(.saveButtonTapped)) == nil)
    #expect(name.extract(.closeButtonTapped) == nil)
  }

  @Test func fieldSubscriptNamesTheFieldInMessages() {
    let name = Case<ProfileParentAction, String>(\.form.binding[\.name])
    #expect(name.description == #"\.form.binding[\.name]"#)
  }

  @Test func aFieldSpelledAsAMemberIsTheSamePathAsTheSubscript() {
    let name = Case<ProfileParentAction, String>(\.form.binding.name)
    #expect(name.embed("Blob") == .form(.binding(.set(\.name, "Blob"))))
    #expect(name.extract(.form(.binding(.set(\.name, "Blob")))) == "Blob")
    #expect(name.extract(.form(.binding(.set(\.age, 3)))) == nil)
    #expect(name.description == #"\.form.binding.name"#)
    let age = Case<ProfileParentAction, Int>(\.form.binding.age)
    #expect(age.extract(.form(.binding(.set(\.age, 3)))) == 3)
    #expect(age.extract(.form(.binding(.set(\.name, "Blob")))) == nil)
  }
}
