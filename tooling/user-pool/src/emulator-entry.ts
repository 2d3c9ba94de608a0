// Entry of the emulator child process: makes the emulator's file writes atomic, runs cognito-local's
// own start script, and ends the process when the IPC channel to the parent closes, which happens
// however the parent dies (even SIGKILL), so no orphan emulator keeps the data dir busy.
import { createRequire } from 'node:module'
import { installAtomicStoreWrites } from './atomic-store-writes.ts'

process.on('disconnect', () => process.exit(0))
installAtomicStoreWrites()
createRequire(import.meta.url)('cognito-local/lib/bin/start.js')
