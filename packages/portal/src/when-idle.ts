// Work a screen does not need before it shows (the toast library, the service worker's start, a
// portal's background sync) waits for the first moment the main thread is idle, so it does not
// compete with the first screen on a slow phone (docs/benchmarks/operador-first-load.md, seventh
// pass). `timeout` bounds the wait on a page that is never idle.
import { useEffect, useState } from 'react'

const IDLE_TIMEOUT_MS = 2_000

/** Runs `task` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}

/** false until the browser has been idle once after the component mounted. */
export function useIdle(timeout = IDLE_TIMEOUT_MS): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout])
  return idle
}
