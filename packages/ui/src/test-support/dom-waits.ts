// Setup file of every DOM test suite (the kit's, the portal package's, the three portals'): a
// `findBy…`/`waitFor` waits up to 5 s for what the user would see, not Testing Library's default
// 1 s. On a loaded two-core run (every package's tests at once) a lazily loaded piece — the toast
// library, a calendar — took longer than 1 s to show. A test still fails when it never shows.
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 5_000 })
