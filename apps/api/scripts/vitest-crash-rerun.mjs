// Runs `vitest run <args>` and, only when a test worker process was killed by a signal
// (Vitest: "Worker exited unexpectedly with signal …", seen once as a SIGSEGV of the fork running
// the PGlite files), runs them once more and says so. A failing test is never run again: its
// run's exit code is returned as it is.
import { spawn } from 'node:child_process'

const crashed = /Worker exited unexpectedly with signal/

function run() {
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', ...process.argv.slice(2)], {
      stdio: ['inherit', 'pipe', 'pipe'],
    })
    let seen = false
    const watch = (target) => (chunk) => {
      if (!seen && crashed.test(chunk.toString())) seen = true
      target.write(chunk)
    }
    child.stdout.on('data', watch(process.stdout))
    child.stderr.on('data', watch(process.stderr))
    child.on('close', (code) => resolve({ code: code ?? 1, crashed: seen }))
  })
}

let result = await run()
if (result.code !== 0 && result.crashed) {
  console.error(
    '\nA test worker process crashed (not a failing test): running the files once more.\n',
  )
  result = await run()
}
process.exit(result.code)
