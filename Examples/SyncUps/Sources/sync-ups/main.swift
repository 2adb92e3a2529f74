import Foundation
import SyncUpsTerminal

// The whole program lives in SyncUpsTerminal, where tests can run it; see its README.
exit(await SyncUpsProgram.main())
