// What an action that waits on the server (a save, a download, a reload) is doing: `running` names
// the one under way (its key, or `true`) from its start until its promise settles, success or not,
// so its button shows it pending and the others wait. `run` hands back the action's answer, and its
// error: what to say about a failure stays the caller's.
import { useState } from 'react'

export function useRunning<Key = true>() {
  const [running, setRunning] = useState<Key | null>(null)
  async function run<T>(action: () => Promise<T>, ...key: Key extends true ? [] : [Key]) {
    setRunning(key.length > 0 ? (key[0] as Key) : (true as Key))
    try {
      return await action()
    } finally {
      setRunning(null)
    }
  }
  return { running, busy: running !== null, run }
}
