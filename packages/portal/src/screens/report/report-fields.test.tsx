// @vitest-environment jsdom
// The report form's behaviour as a user meets it in either layout (here a bare one, with only the
// shared hook and number fields): choosing an equipo starts the horómetro at its last reading
// unless one was typed, the hours worked follow what is typed, numbers are read the Chilean way,
// the motivo goes when there are no stopped hours, a synced draft's refusal shows under its
// fields, and a submit sends the contract's values or says the Spanish message under each field.
import { MOTIVO_FALTA_MESSAGE } from '@cordillera/contracts'
import { Form } from '@cordillera/ui/components/forms/form'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReportValues } from './report-content.ts'
import { NumeroField, useReportForm } from './report-fields.tsx'
import { type EquipoOpcion, nuevoReport, type ReportDefaults } from './report-values.ts'

afterEach(cleanup)

const equipo = (activoId: string, codigo: string, lectura: number): EquipoOpcion => ({
  activoId,
  codigo,
  tipo: 'Excavadora',
  obra: 'Edificio Central',
  contrato: 'CON-000045',
  desde: '2026-04-01',
  hasta: null,
  lectura,
})
const EX = equipo('3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a', 'EX-012', 1250.5)
const CT = equipo('4e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b', 'CT-003', 5320)

function BareLayout({
  defaultValues = nuevoReport([EX, CT], '2026-05-14'),
  problem,
  onSubmit,
}: {
  defaultValues?: ReportDefaults
  problem?: { fields: Record<string, string> }
  onSubmit: (values: ReportValues) => void
}) {
  const report = useReportForm({ equipos: [EX, CT], defaultValues, problem })
  return (
    <Form form={report.form} onSubmit={async (values) => onSubmit(values)}>
      {[EX, CT].map((opcion) => (
        <button
          key={opcion.activoId}
          type="button"
          onClick={() => {
            report.form.setValue('activoId', opcion.activoId)
            report.elegirEquipo(opcion.activoId)
          }}
        >
          {opcion.codigo}
        </button>
      ))}
      <NumeroField name="horometroInicio" label="Horómetro inicio" decimals={1} />
      <NumeroField name="horometroFin" label="Horómetro fin" decimals={1} />
      <NumeroField name="horasDetenidas" label="Horas detenidas" decimals={1} />
      <output data-testid="horas">{report.horasTrabajadas ?? '—'}</output>
      <output data-testid="motivo">{report.conDetencion ? 'pide motivo' : ''}</output>
      <button type="submit">Guardar</button>
    </Form>
  )
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, text: string) =>
  act(async () => {
    fireEvent.change(input(label), { target: { value: text } })
  })
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
const errorOf = (label: string) => {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}

describe('the report form', () => {
  it("starts the horómetro at the chosen equipo's reading, unless one was typed", async () => {
    render(<BareLayout onSubmit={() => {}} />)
    expect(input('Horómetro inicio').value).toBe('')
    await click('CT-003')
    expect(input('Horómetro inicio').value).toBe('5.320')
    await click('EX-012')
    expect(input('Horómetro inicio').value).toBe('1.250,5')
    await type('Horómetro inicio', '1.300')
    await click('CT-003')
    expect(input('Horómetro inicio').value).toBe('1.300')
  })

  it('works out the hours as they are typed, read the Chilean way', async () => {
    render(<BareLayout onSubmit={() => {}} />)
    await click('EX-012')
    expect(screen.getByTestId('horas').textContent).toBe('—')
    await type('Horómetro fin', '1258')
    expect(screen.getByTestId('horas').textContent).toBe('7.5')
    await type('Horómetro fin', '1.257,5')
    expect(screen.getByTestId('horas').textContent).toBe('7')
  })

  it('says the contract’s message under each bad field and sends nothing', async () => {
    const onSubmit = vi.fn()
    render(<BareLayout onSubmit={onSubmit} />)
    await click('EX-012')
    await type('Horómetro fin', 'doce')
    await type('Horas detenidas', '2')
    expect(screen.getByTestId('motivo').textContent).toBe('pide motivo')
    await click('Guardar')
    expect(errorOf('Horómetro fin')).toContain(
      'El horómetro final son horas desde 0, con hasta un decimal (ej. 1250,5).',
    )
    expect(onSubmit).not.toHaveBeenCalled()
    await type('Horas detenidas', '0')
    expect(screen.getByTestId('motivo').textContent).toBe('')
  })

  it('sends the values the contract reads', async () => {
    const onSubmit = vi.fn()
    render(
      <BareLayout
        defaultValues={{ ...nuevoReport([EX], '2026-05-14'), actividades: 'Carga de camiones.' }}
        onSubmit={onSubmit}
      />,
    )
    await type('Horómetro fin', '1258')
    await click('Guardar')
    expect(onSubmit).toHaveBeenCalledWith({
      activoId: EX.activoId,
      fecha: '2026-05-14',
      jornada: 'dia',
      horometroInicio: 1250.5,
      horometroFin: 1258,
      horasStandBy: 0,
      horasDetenidas: 0,
      motivoDetencion: null,
      viajes: null,
      cargas: null,
      combustibleLitros: null,
      actividades: 'Carga de camiones.',
      observaciones: null,
    })
  })

  it("shows a synced draft's refusal under its fields as it opens", async () => {
    render(
      <BareLayout
        problem={{ fields: { horasDetenidas: MOTIVO_FALTA_MESSAGE, otro: 'no es un campo' } }}
        onSubmit={() => {}}
      />,
    )
    await act(async () => {})
    expect(errorOf('Horas detenidas')).toContain(MOTIVO_FALTA_MESSAGE)
  })
})
