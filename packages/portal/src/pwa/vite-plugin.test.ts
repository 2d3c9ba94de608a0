import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { portalPwa, precacheList } from './vite-plugin.ts'

const directories: string[] = []
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

function publicDirectory() {
  const directory = mkdtempSync(join(tmpdir(), 'pwa-public-'))
  directories.push(directory)
  mkdirSync(join(directory, 'icons'))
  writeFileSync(join(directory, 'icons', 'icon-192.png'), 'png')
  writeFileSync(join(directory, 'icon.svg'), '<svg/>')
  return directory
}

type Emitted = { fileName: string; source: string }

/** Runs the plugin's hooks the way Vite does for one client build. */
function build(bundleFiles: string[], publicDir: string) {
  const plugin = portalPwa({
    name: 'Cordillera · Backoffice',
    shortName: 'Backoffice',
    themeColor: '#171717',
  })
  const emitted: Emitted[] = []
  ;(plugin.configResolved as (config: { publicDir: string }) => void)({ publicDir })
  const bundle = Object.fromEntries(bundleFiles.map((file) => [file, {}]))
  ;(plugin.generateBundle as (this: unknown, output: unknown, bundle: unknown) => void).call(
    { emitFile: (file: Emitted) => emitted.push(file) },
    {},
    bundle,
  )
  const file = (name: string) => emitted.find((entry) => entry.fileName === name)?.source ?? ''
  return { plugin, manifest: JSON.parse(file('manifest.webmanifest')), sw: file('sw.js') }
}

describe('portalPwa', () => {
  it('applies to the client build only', () => {
    const { plugin } = build([], publicDirectory())
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean
    expect(applies({ name: 'client' })).toBe(true)
    expect(applies({ name: 'ssr' })).toBe(false)
    expect(plugin.apply).toBe('build')
  })

  it('writes the manifest at the site root', () => {
    const { manifest } = build(['assets/entry-a1.js'], publicDirectory())
    expect(manifest).toMatchObject({
      name: 'Cordillera · Backoffice',
      short_name: 'Backoffice',
      lang: 'es-CL',
      start_url: '/',
      display: 'standalone',
      theme_color: '#171717',
    })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toContain('512x512')
  })

  it('writes /sw.js precaching the page, the manifest, public files and built files', () => {
    const { sw } = build(
      ['assets/entry-a1.js', 'assets/root-b2.css', 'assets/entry-a1.js.map', '.vite/manifest.json'],
      publicDirectory(),
    )
    const precache = JSON.parse(sw.slice(sw.indexOf('['), sw.indexOf('];') + 1))
    expect(precache).toEqual([
      '/',
      '/assets/entry-a1.js',
      '/assets/root-b2.css',
      '/icon.svg',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ])
  })

  it('gives every different build a different worker, so browsers notice the new version', () => {
    const directory = publicDirectory()
    const version = (sw: string) => /const VERSION = "(\w+)"/.exec(sw)?.[1]
    const first = version(build(['assets/entry-a1.js'], directory).sw)
    expect(version(build(['assets/entry-a1.js'], directory).sw)).toBe(first)
    expect(version(build(['assets/entry-c3.js'], directory).sw)).not.toBe(first)
    writeFileSync(join(directory, 'icon.svg'), '<svg></svg>')
    expect(version(build(['assets/entry-a1.js'], directory).sw)).not.toBe(first)
  })

  it('lists the precache without maps, the worker itself or Vite internals', () => {
    expect(precacheList(['sw.js', 'a.js.map', '.vite/x.json', 'assets/a.js'], ['sw.js'])).toEqual([
      '/',
      '/assets/a.js',
      '/manifest.webmanifest',
    ])
  })
})
