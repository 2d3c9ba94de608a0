// Finds the Chromium the e2e suites and the benchmarks drive. Playwright cannot download its
// browsers on this kind of machine, so the system's come first, then Playwright's own build; with
// none, and apt-get usable as root, the Debian packages are installed once.
//
// Headless runs take Debian's old headless shell (`chromium-headless-shell`) when it is there, as
// Playwright itself does with its own browsers: the full `chromium` in headless mode is the whole
// desktop browser without a window, and since Debian's 156.0.8078.108 every new window starts a
// renderer for the toolbar's omnibox popup (`--top-chrome-webui`) that takes about a second of CPU
// beside the page under test — on a 2-core machine that doubled the phone benchmark's repeat visit
// (docs/benchmarks/operador-first-load.md, "Tenth pass"). A headed run (`--headed`, `PWDEBUG`) needs
// the full browser: `CHROMIUM_PATH=/usr/bin/chromium`.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const headlessShell = '/usr/bin/chromium-headless-shell'

const systemCandidates = [
  headlessShell,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export type ChromiumChoice = { executablePath: string | undefined; source: string }

export function resolveChromium(env: NodeJS.ProcessEnv = process.env): ChromiumChoice {
  const fromEnv = env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} no existe`)
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' }
  }
  const system = candidatesFor(env).find((path) => existsSync(path))
  if (system) return { executablePath: system, source: 'system' }
  if (playwrightChromiumInstalled()) return { executablePath: undefined, source: 'playwright' }
  if (canInstallWithApt()) {
    installDebianChromium()
    const installed = candidatesFor(env).find((path) => existsSync(path))
    if (installed) return { executablePath: installed, source: 'apt' }
  }
  throw new Error(
    'No hay Chromium para las pruebas e2e: instale los paquetes Debian `chromium` y `chromium-headless-shell` o defina CHROMIUM_PATH.',
  )
}

/** Playwright's inspector (`PWDEBUG`) opens a window, which the headless shell cannot. */
function candidatesFor(env: NodeJS.ProcessEnv): string[] {
  return env.PWDEBUG ? systemCandidates.filter((path) => path !== headlessShell) : systemCandidates
}

function playwrightChromiumInstalled(): boolean {
  try {
    return existsSync(chromium.executablePath())
  } catch {
    return false
  }
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
}

function installDebianChromium(): void {
  process.stderr.write(
    'Instalando Chromium de Debian (apt-get install chromium chromium-headless-shell)…\n',
  )
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env,
  })
}

/** Flags for a root, offline, headless machine: no sandbox, no calls to Google's services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
