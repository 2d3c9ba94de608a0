// @vitest-environment jsdom
// Agregar and editar pages built on the form shell, against a small in-memory API that keeps a
// version per row as the real one does: the schema's Spanish message under a field before anything
// is sent; a save that says so and opens the row; the row loaded for editing (a skeleton first, a
// "not found" page for a missing one); a duplicate's 409 under its field; a stale version's 409 as
// the notice that someone else saved first, whose "Recargar" starts the form over from the row.
import { createFlotaSchema } from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { Toaster } from '@cordillera/ui/components/toaster'
import { queryOptions } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { mountScreen, settle } from '../testing/screen-harness.tsx'
import { CreateScreen, EditScreen, EntityForm, type FormSave } from './form-screen.tsx'

type Flota = { id: string; nombre: string; descripcion: string | null; version: number }
type Values = z.output<typeof createFlotaSchema>

/** The API's rows, by id: a name is unique, a save must bring the version it read. */
let stored: Map<string, Flota>
/** A detail that never answers, to see the page while it loads. */
let hanging = false

const api = {
  get: async (id: string): Promise<Flota> => {
    if (hanging) return new Promise(() => {})
    const row = stored.get(id)
    if (!row) throw new ApiRequestError(404, 'no_encontrado', 'No encontrado.')
    return { ...row }
  },
  save: async (id: string, values: Values, version: number): Promise<Flota> => {
    const current = stored.get(id)
    const taken = [...stored.values()].some(
      (row) => row.id !== id && row.nombre.toLowerCase() === values.nombre.toLowerCase(),
    )
    if (taken) {
      throw new ApiRequestError(409, 'conflicto', 'Ya existe una flota con ese nombre.', {
        nombre: 'Ya existe una flota con ese nombre.',
      })
    }
    if (current && current.version !== version) {
      throw new ApiRequestError(409, 'conflicto', 'Otra persona modificó la flota.')
    }
    const row: Flota = {
      id,
      nombre: values.nombre,
      descripcion: values.descripcion ?? null,
      version: version + 1,
    }
    stored.set(id, row)
    return row
  },
}

const flotas = {
  invalidates: [['operaciones', 'flotas']] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['operaciones', 'flotas', 'detail', id],
      queryFn: () => api.get(id),
      retry: false,
    }),
}

function FlotaForm({
  defaultValues,
  submitLabel,
  ...save
}: FormSave<Values> & { defaultValues: Values; submitLabel: string }) {
  return (
    <EntityForm
      schema={createFlotaSchema}
      defaultValues={defaultValues}
      submitLabel={submitLabel}
      cancelTo="/flotas"
      {...save}
    >
      {(form) => <InputField control={form.control} name="nombre" label="Nombre de la flota" />}
    </EntityForm>
  )
}

function FlotaAgregar() {
  return (
    <CreateScreen
      title="Agregar flota"
      entity={flotas}
      create={(values: Values) => api.save('f9', values, 0)}
      done={(created) => `La flota ${created.nombre} se agregó.`}
      leadsTo={(created) => `/flotas/${created.id}`}
    >
      {(save) => (
        <FlotaForm
          defaultValues={{ nombre: '', descripcion: '' }}
          submitLabel="Guardar flota"
          {...save}
        />
      )}
    </CreateScreen>
  )
}

function FlotaEditar() {
  return (
    <EditScreen
      entity={flotas}
      thing="La flota"
      list="flotas"
      what="esta flota"
      title={(flota) => `Editar ${flota.nombre}`}
      update={(id, { version, ...values }: Values & { version: number }) =>
        api.save(id, values, version)
      }
      done={(saved) => `La flota ${saved.nombre} se guardó.`}
      leadsTo={(saved) => `/flotas/${saved.id}`}
    >
      {(flota, save) => (
        <FlotaForm
          defaultValues={{ nombre: flota.nombre, descripcion: flota.descripcion ?? '' }}
          submitLabel="Guardar cambios"
          {...save}
        />
      )}
    </EditScreen>
  )
}

/** A dialog's form: Cancelar closes the dialog instead of leading anywhere. */
function FlotaDialog() {
  const [open, setOpen] = useState(true)
  if (!open) return <h1>Diálogo cerrado</h1>
  return (
    <EntityForm
      schema={createFlotaSchema}
      defaultValues={{ nombre: '', descripcion: '' }}
      submitLabel="Guardar flota"
      onCancel={() => setOpen(false)}
      onSubmit={(values) => api.save('f9', values, 0)}
    >
      {(form) => <InputField control={form.control} name="nombre" label="Nombre de la flota" />}
    </EntityForm>
  )
}

/** `/flotas/agregar`, `/flotas/:id/editar`, and `/flotas/:id` standing for the detail. */
function Screens() {
  const { id, action } = useParams()
  const page =
    id === 'dialogo' ? (
      <FlotaDialog />
    ) : id === 'agregar' ? (
      <FlotaAgregar />
    ) : action === 'editar' ? (
      <FlotaEditar />
    ) : (
      <h1>Detalle {stored.get(id ?? '')?.nombre}</h1>
    )
  return (
    <>
      <Toaster theme="light" />
      {page}
    </>
  )
}

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
beforeEach(() => {
  hanging = false
  stored = new Map([
    ['f1', { id: 'f1', nombre: 'Norte', descripcion: null, version: 3 }],
    ['f2', { id: 'f2', nombre: 'Sur', descripcion: null, version: 1 }],
  ])
})
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

async function open(url: string) {
  mounted = await mountScreen('/flotas/:id/:action?', Screens, url)
  return mounted.container
}

const nombre = () => screen.getByLabelText('Nombre de la flota') as HTMLInputElement
async function type(value: string) {
  fireEvent.change(nombre(), { target: { value } })
  await settle()
}
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
  await settle()
}
const heading = () => screen.getByRole('heading', { level: 1 }).textContent

describe('CreateScreen', () => {
  it('says what the schema refuses under the field, and sends nothing', async () => {
    const page = await open('/flotas/agregar')
    expect(heading()).toBe('Agregar flota')
    await click('Guardar flota')
    expect(nombre().getAttribute('aria-invalid')).toBe('true')
    expect(heading()).toBe('Agregar flota')
    expect(stored.size).toBe(2)
    expect(page.querySelector('a[href="/flotas"]')?.textContent).toBe('Cancelar')
  })

  it('saves, says so and opens the new row', async () => {
    await open('/flotas/agregar')
    await type('Centro')
    await click('Guardar flota')
    expect(heading()).toBe('Detalle Centro')
    expect(screen.getByText('La flota Centro se agregó.')).toBeTruthy()
  })
})

describe('EntityForm in a dialog', () => {
  it('closes with Cancelar, sending nothing', async () => {
    await open('/flotas/dialogo')
    await type('Centro')
    await click('Cancelar')
    expect(heading()).toBe('Diálogo cerrado')
    expect(stored.size).toBe(2)
  })
})

describe('EditScreen', () => {
  it('shows a skeleton while the row loads, and a missing row as not found', async () => {
    hanging = true
    await open('/flotas/f1/editar')
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeTruthy()
    mounted?.unmount()

    hanging = false
    await open('/flotas/f404/editar')
    expect(heading()).toBe('La flota no existe')
  })

  it('starts from the row read, saves it with its version, says so and opens it', async () => {
    await open('/flotas/f1/editar')
    expect(heading()).toBe('Editar Norte')
    expect(nombre().value).toBe('Norte')
    await type('Norte Grande')
    await click('Guardar cambios')
    expect(heading()).toBe('Detalle Norte Grande')
    expect(screen.getByText('La flota Norte Grande se guardó.')).toBeTruthy()
    expect(stored.get('f1')?.version).toBe(4)
  })

  it('puts a duplicate under its field, without the stale-version notice', async () => {
    const page = await open('/flotas/f1/editar')
    await type('sur')
    await click('Guardar cambios')
    expect(page.textContent).toContain('Ya existe una flota con ese nombre.')
    expect(page.textContent).not.toContain('Alguien más modificó')
    expect(heading()).toBe('Editar Norte')
  })

  it('says someone else saved first, and Recargar starts over from the stored row', async () => {
    const page = await open('/flotas/f1/editar')
    stored.set('f1', { id: 'f1', nombre: 'Norte Chico', descripcion: null, version: 4 })
    await type('Norte Grande')
    await click('Guardar cambios')
    expect(page.textContent).toContain('Alguien más modificó esta flota')
    expect(page.textContent).toContain('Tus cambios no se guardaron.')
    expect(screen.getByText('Otra persona modificó la flota.')).toBeTruthy()
    expect(stored.get('f1')?.nombre).toBe('Norte Chico')

    await click('Recargar')
    expect(page.textContent).not.toContain('Alguien más modificó')
    expect(heading()).toBe('Editar Norte Chico')
    expect(nombre().value).toBe('Norte Chico')
    await type('Norte Grande')
    await click('Guardar cambios')
    expect(heading()).toBe('Detalle Norte Grande')
  })
})
