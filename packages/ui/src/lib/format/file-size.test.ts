import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size.ts'

describe('formatFileSize', () => {
  it('uses binary units with a decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 B')
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1,5 KB')
    expect(formatFileSize(10 * 1024 ** 2)).toBe('10 MB')
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1,3 GB')
    expect(formatFileSize(3 * 1024 ** 5)).toBe('3.072 TB')
  })

  it('shows nothing for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('')
    expect(formatFileSize(-1)).toBe('')
    expect(formatFileSize(Number.NaN)).toBe('')
  })
})
