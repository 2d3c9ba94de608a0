// The obra form validates with the API's schema before sending anything: a fecha de término
// before the inicio is refused in Spanish under its field, and what is sent is the schema's
// output (código in upper case, an empty código left to the server, '' as null).
import { createConstructoraObraSchema, FECHAS_MESSAGE } from '@cordillera/contracts'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nuevaObra, type ObraDefaults, ObraForm } from './obra-form.tsx'

// The pickers search the API only when opened; rendering them needs no server.
vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => ({}),
}))

// React's act() outside a test renderer; jsdom has no ResizeObserver (the checkbox measures itself).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const valid: ObraDefaults<typeof createConstructoraObraSchema> = {
  ...nuevaObra,
  nombre: 'Edificio Plaza Ñuñoa',
  direccion: 'Av. Irarrázaval 3400',
  comuna: '13120',
  razonSocialId: '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40',
  fechaInicio: '2026-03-01',
}

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function renderAndSubmit(defaultValues: ObraDefaults<typeof createConstructoraObraSchema>) {
  const onSubmit = vi.fn(async (_values: unknown) => {})
  await act(async () => {
    root.render(
      <MemoryRouter>
        <ObraForm
          schema={createConstructoraObraSchema}
          defaultValues={defaultValues}
          submitLabel="Guardar obra"
          cancelTo="/obras"
          onSubmit={onSubmit}
        />
      </MemoryRouter>,
    )
  })
  const submit = [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Guardar obra',
  )
  await act(async () => {
    submit?.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  const errors = [...container.querySelectorAll('[data-slot="field-error"]')].map(
    (error) => error.textContent,
  )
  return { onSubmit, errors }
}

describe('ObraForm', () => {
  it('refuses a fecha de término before the fecha de inicio, under that field', async () => {
    const { onSubmit, errors } = await renderAndSubmit({ ...valid, fechaTermino: '2026-02-01' })
    expect(onSubmit).not.toHaveBeenCalled()
    expect(errors).toEqual([FECHAS_MESSAGE])
    // The message is tied to the one invalid control, the fecha de término.
    const invalid = container.querySelectorAll('[aria-invalid="true"]')
    expect(invalid).toHaveLength(1)
    const describedBy = invalid[0]?.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe(FECHAS_MESSAGE)
  })

  it('sends the schema output: no código when empty, e-mail in lower case, blanks as null', async () => {
    const { onSubmit, errors } = await renderAndSubmit({
      ...valid,
      administrador: { nombre: 'Pedro Soto', email: 'PSOTO@Edifica.cl', telefono: '' },
      fechaTermino: '2026-12-31',
    })
    expect(errors).toEqual([])
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        nombre: 'Edificio Plaza Ñuñoa',
        direccion: 'Av. Irarrázaval 3400',
        comuna: '13120',
        razonSocialId: valid.razonSocialId,
        administrador: { nombre: 'Pedro Soto', email: 'psoto@edifica.cl', telefono: null },
        fechaInicio: '2026-03-01',
        fechaTermino: '2026-12-31',
        activa: true,
      },
    ])
  })

  it('writes a typed código in upper case', async () => {
    const { onSubmit } = await renderAndSubmit({ ...valid, codigo: 'ob-0777' })
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ codigo: 'OB-0777' })
  })
})
