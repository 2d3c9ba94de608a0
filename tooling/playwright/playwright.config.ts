// `npm run e2e` (and the e2e stage of `npm test`): every portal's suite (apps/<portal>/e2e), one
// project each, against one stack started once. One portal alone: `--project backoffice`, or
// `npx playwright test` in its app (a stack of its own).
import { defineE2eConfig } from './src/index.ts'

export default defineE2eConfig()
