// Finds the Chromium the e2e suites drive. Playwright cannot download its browsers on this kind of
// machine, so the system Chromium (Debian's `chromium`) comes first, then Playwright's own build;
// with neither, and apt-get usable as root, the Debian package is installed once.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemCandidates = [
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
  const system = systemCandidates.find((path) => existsSync(path))
  if (system) return { executablePath: system, source: 'system' }
  if (playwrightChromiumInstalled()) return { executablePath: undefined, source: 'playwright' }
  if (canInstallWithApt()) {
    installDebianChromium()
    const installed = systemCandidates.find((path) => existsSync(path))
    if (installed) return { executablePath: installed, source: 'apt' }
  }
  throw new Error(
    'No hay Chromium para las pruebas e2e: instale el paquete Debian `chromium` o defina CHROMIUM_PATH.',
  )
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
  process.stderr.write('Instalando Chromium de Debian (apt-get install chromium)…\n')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
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
