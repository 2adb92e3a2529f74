#ifndef NAVTESTKIT_LOADER_H
#define NAVTESTKIT_LOADER_H

/// Does nothing: the loader's work is its constructor, which tells the runtime how to find the
/// running test as soon as the test process loads (see NavTestKitLoader.c).
void navtestkit_loader_anchor(void);

#endif
