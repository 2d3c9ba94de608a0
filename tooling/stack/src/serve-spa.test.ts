import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSpaApp } from './serve-spa.ts'

describe('createSpaApp', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'spa-'))
    mkdirSync(join(root, 'assets'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>portal</title>')
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)')
  })

  it('answers client routes with index.html, never cached', async () => {
    const response = await createSpaApp(root).request('/razones-sociales/agregar')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>portal</title>')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('serves hashed assets with a long-lived cache', async () => {
    const response = await createSpaApp(root).request('/assets/app-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('answers a missing file with 404 instead of the app', async () => {
    const response = await createSpaApp(root).request('/assets/missing.js')
    expect(response.status).toBe(404)
  })
})
