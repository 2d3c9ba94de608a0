// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { THEME_STORAGE_KEY, ThemeToggle, themeScript } from './theme-toggle.tsx'

const html = document.documentElement

beforeEach(() => {
  stubBrowser()
  localStorage.clear()
  html.className = ''
})
afterEach(cleanup)

async function choose(name: string) {
  const trigger = screen.getByRole('button', { name: /^Cambiar tema/ })
  // Radix opens its menu on pointerdown (mouse) or on Enter/Space; its code arrives when it is
  // first opened (decision 053).
  fireEvent.keyDown(trigger, { key: 'Enter' })
  fireEvent.click(await screen.findByRole('menuitemradio', { name }))
}

describe('ThemeToggle', () => {
  it('follows the system by default: no stored choice and no class', () => {
    render(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Cambiar tema (Según el sistema)' })).toBeTruthy()
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(html.classList.contains('dark')).toBe(false)
    expect(html.classList.contains('light')).toBe(false)
  })

  it('stores the choice, applies it at once, and finds it again on the next visit', async () => {
    const first = render(<ThemeToggle />)
    await choose('Oscuro')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(html.classList.contains('dark')).toBe(true)
    first.unmount()

    // Next visit: the head script applies it before the app loads, the toggle shows it.
    html.className = ''
    new Function(themeScript)()
    expect(html.classList.contains('dark')).toBe(true)
    render(<ThemeToggle />)
    expect(screen.getByRole('button', { name: 'Cambiar tema (Oscuro)' })).toBeTruthy()

    await choose('Claro')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(html.classList.contains('light')).toBe(true)
    expect(html.classList.contains('dark')).toBe(false)
  })

  it('going back to the system forgets the choice and lets the system decide', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    render(<ThemeToggle />)
    await choose('Según el sistema')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(html.className).toBe('')
  })
})
