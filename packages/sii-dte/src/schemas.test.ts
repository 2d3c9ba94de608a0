import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { schemaFiles, schemasDir } from './schemas.ts'

describe("the SII's schemas", () => {
  it('are the published files, byte for byte (SHA256SUMS)', () => {
    const sums = readFileSync(join(schemasDir, 'SHA256SUMS'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [hash, name] = line.trim().split(/\s+\*?/)
        return { hash, name }
      })
    expect(sums.map((s) => s.name).sort()).toEqual([...schemaFiles].sort())
    for (const { hash, name } of sums) {
      const actual = createHash('sha256')
        .update(readFileSync(join(schemasDir, String(name))))
        .digest('hex')
      expect(actual, String(name)).toBe(hash)
    }
  })
})
