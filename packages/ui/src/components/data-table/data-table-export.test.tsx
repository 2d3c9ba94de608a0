// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { XLSX_MIME } from '../../lib/export/xlsx.ts'
import { notify } from '../toaster.tsx'
import { type Obra, obras, renderObras } from './obras-fixture.tsx'

vi.mock('../toaster.tsx', () => ({ notify: { error: vi.fn() } }))

type Download = { blob: Blob; fileName: string }
const downloads: Download[] = []

/** Waits for the one file the click should have saved. */
async function downloaded(): Promise<Download> {
  await waitFor(() => expect(downloads).toHaveLength(1))
  return downloads[0] as Download
}
const { createObjectURL, revokeObjectURL } = URL

afterAll(() => {
  URL.createObjectURL = createObjectURL
  URL.revokeObjectURL = revokeObjectURL
})

beforeEach(() => {
  downloads.length = 0
  // jsdom has no object URLs nor downloads: record what would have been saved.
  let pending: Blob | undefined
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob
    return 'blob:test'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) downloads.push({ blob: pending, fileName: this.download })
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const today = /^obras-\d{4}-\d{2}-\d{2}\.(csv|xlsx)$/

describe('DataTable: export', () => {
  it('has no export buttons unless the page names the export', () => {
    renderObras()
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull()
  })

  it('exports the visible columns of the rows on screen as a Chilean CSV', async () => {
    renderObras({ exportName: 'Obras', state: { columnVisibility: { rut: false } } })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    const { blob, fileName } = await downloaded()
    expect(fileName).toMatch(today)
    expect(fileName.endsWith('.csv')).toBe(true)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Nombre;Monto;Estado\r\n' +
        'Edificio Los Andes;1500000;activa\r\n' +
        'Puente Maipo;820000,5;cerrada\r\n' +
        '"Bodega ""Sur""; Lote 2";0;activa\r\n',
    )
  })

  it('exports every matching row when the page gives fetchAll', async () => {
    const [first] = obras as [Obra]
    const more = Array.from({ length: 40 }, (_, i) => ({ ...first, id: `x${i}` }))
    const fetchAll = vi.fn(async () => more)
    renderObras({ exportName: 'Obras', fetchAll, total: 40 })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    const csv = await (await downloaded()).blob.text()
    expect(fetchAll).toHaveBeenCalledTimes(1)
    expect(csv.trimEnd().split('\r\n')).toHaveLength(41)
  })

  it('exports an XLSX Blob', async () => {
    renderObras({ exportName: 'Obras' })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }))
    const { blob, fileName } = await downloaded()
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe(XLSX_MIME)
    expect(blob.size).toBeGreaterThan(0)
    expect(fileName).toMatch(today)
    expect(fileName.endsWith('.xlsx')).toBe(true)
  })

  it('tells the user in Spanish when the export fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetchAll = vi.fn(async () => {
      throw new Error('network')
    })
    renderObras({ exportName: 'Obras', fetchAll })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('No se pudo exportar la lista. Intenta de nuevo.'),
    )
    expect(downloads).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
  })

  it('cannot export an empty list', () => {
    renderObras({ exportName: 'Obras', rows: [], total: 0 })
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled()
  })
})
