// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../toaster.tsx'
import type { ExportRequest } from './export-buttons.tsx'
import { type Obra, renderObras } from './obras-fixture.tsx'

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

const file = (name: string, body = 'x') => ({ blob: new Blob([body]), fileName: name })

/** A failure as the data client raises it: a Spanish message and the API's code. */
class ApiLikeError extends Error {
  code = 'prohibido'
}

describe('DataTable: export', () => {
  it('has no export buttons unless the page gives exportFile', () => {
    renderObras()
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull()
  })

  it('asks for the format and the visible columns in order, and saves the file it gets', async () => {
    const exportFile = vi.fn(async () => file('obras-2026-05-14.csv', 'Nombre\r\n'))
    renderObras({ exportFile, state: { columnVisibility: { rut: false } } })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    const { blob, fileName } = await downloaded()
    expect(fileName).toBe('obras-2026-05-14.csv')
    expect(await blob.text()).toBe('Nombre\r\n')
    expect(exportFile).toHaveBeenCalledTimes(1)
    const [request] = exportFile.mock.calls[0] as unknown as [ExportRequest<Obra>]
    expect(request.format).toBe('csv')
    expect(request.columns.map((column) => column.id)).toEqual(['nombre', 'monto', 'estado'])
  })

  it('asks for an XLSX with "Exportar Excel"', async () => {
    const exportFile = vi.fn(async ({ format }: ExportRequest<Obra>) => file(`obras.${format}`))
    renderObras({ exportFile })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }))
    expect((await downloaded()).fileName).toBe('obras.xlsx')
  })

  it('offers only the formats the page names', () => {
    renderObras({ exportFile: async () => file('a.csv'), exportFormats: ['csv'] })
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull()
  })

  it("shows the API's Spanish reason when the export is refused, and saves nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const exportFile = vi.fn(async () => {
      throw new ApiLikeError('No tienes permiso para hacer esto.')
    })
    renderObras({ exportFile })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('No tienes permiso para hacer esto.'),
    )
    expect(downloads).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
  })

  it('says in Spanish that it failed when the failure has no message for the user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderObras({
      exportFile: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Exportar Excel' }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('No se pudo exportar la lista. Intenta de nuevo.'),
    )
  })

  it('cannot export an empty list', () => {
    renderObras({ exportFile: async () => file('a.csv'), rows: [], total: 0 })
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled()
  })
})
