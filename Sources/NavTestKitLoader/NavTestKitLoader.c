// Runs when a process that links NavTestKit (a test process) loads, before any test: it installs
// NavTestKit's answer to "which test is running?" into the runtime, which does not link the test
// library. With it, a test that declares shared state or builds a stack in its body, then creates
// a TestStore, gets dependencies of its own without the `.dependencies()` trait.
//
// Swift has no load-time initialisers; a C constructor is the portable one (ELF .init_array,
// Mach-O __mod_init_func). SwiftPM links each target's object files directly, so this one is
// linked even though nothing refers to it.

#include "NavTestKitLoader.h"

// Defined in Swift: NavTestKit/TestScope/CurrentTest.swift.
extern void navtestkit_install_test_scope(void);

void navtestkit_loader_anchor(void) {}

__attribute__((constructor)) static void navtestkit_loader_install(void) {
  navtestkit_install_test_scope();
}
