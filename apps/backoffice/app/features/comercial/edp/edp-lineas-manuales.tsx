// The manual lines of an EDP (a damage, an adjustment), as crear and editar keep them while typed:
// each with its reason (required: the API's own schema refuses one without it in Spanish), priced
// like a computed line by the computation's own `lineaManual`, and the totals recomputed by
// `totalesDeLineas` as lines are added, changed or removed — what the API will store.
import {
  type EdpLinea,
  type EdpLineaGuardada,
  type EdpLineaManualInput,
  edpLineaManualInputSchema,
  lineaManual,
  type Moneda,
  parseNumber,
  totalesDeLineas,
  UNIDAD_LINEA_EDP_LABEL,
  UNIDADES_LINEA_EDP,
} from '@cordillera/contracts'
import { DialogHeading, FormActions, FormDialog, NumberTextField } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'

/** A manual line as the screen keeps it: the API's body of one, with its id. */
export type LineaManualValores = EdpLineaManualInput & { id: string }

const UNIDAD_OPCIONES = UNIDADES_LINEA_EDP.map((unidad) => ({
  value: unidad,
  label: UNIDAD_LINEA_EDP_LABEL[unidad],
}))

/** The computed lines and the manual ones priced, and their totals (null without valor UF). */
export function lineasYTotales(
  calculadas: readonly EdpLinea[],
  manuales: readonly LineaManualValores[],
  moneda: Moneda,
  valorUf: number | null,
) {
  const lineas = [...calculadas, ...manuales.map((manual) => lineaManual(manual, moneda, valorUf))]
  return { lineas, totales: totalesDeLineas(lineas) }
}

/** A stored manual line back as the editor's values (editar starts from them). */
export function valoresDeLinea(linea: EdpLinea): LineaManualValores {
  return {
    id: linea.id,
    itemId: linea.itemId,
    descripcion: linea.descripcion,
    motivo: linea.motivo ?? '',
    cantidad: linea.cantidad,
    unidad: linea.unidad,
    tarifa: linea.tarifa,
    descuentoPct: linea.descuentoPct,
  }
}

/** What the API's body takes of the lines kept. */
export const cuerpoDeLineas = (manuales: readonly LineaManualValores[]) =>
  manuales.map(({ id, itemId, descripcion, motivo, cantidad, unidad, tarifa, descuentoPct }) => ({
    id,
    itemId: itemId ?? null,
    descripcion,
    motivo,
    cantidad,
    unidad,
    tarifa,
    descuentoPct: descuentoPct ?? 0,
  }))

/** The lines' body without the editor's ids, in a stable order: what saving them would store. */
const huella = (manuales: readonly LineaManualValores[]) =>
  JSON.stringify(
    cuerpoDeLineas(manuales)
      .map(({ id: _id, ...linea }) => JSON.stringify(linea))
      .sort(),
  )

/**
 * Shown while the manual lines (or other fields) differ from what is saved: a move of the EDP
 * (emit, send) takes what is saved, so it waits for Guardar rather than drop what was typed.
 */
export function SinGuardarNotice({ accion }: { accion: string }) {
  return (
    <Alert variant="warning">
      <AlertDescription>
        Hay cambios sin guardar. Guárdelos antes de {accion}: se toma lo guardado.
      </AlertDescription>
    </Alert>
  )
}

/**
 * The manual lines' state and the dialog that adds or changes one: `agregar` opens it empty,
 * `acciones(linea)` gives a manual line's Editar and Quitar buttons for the lines table (none
 * when not editable). `guardadas` are the EDP's lines as read (a draft's, all computed): the
 * manual ones start the editor, and `lineas` and `totales` are the computed ones with the manual
 * ones as typed, priced in `moneda` with `valorUf`.
 */
export function useLineasManuales({
  guardadas,
  moneda,
  valorUf,
  editable,
}: {
  guardadas: readonly (EdpLinea & Partial<Pick<EdpLineaGuardada, 'origen'>>)[]
  moneda: Moneda
  valorUf: number | null
  editable: boolean
}) {
  const [manuales, setManuales] = useState<readonly LineaManualValores[]>(() =>
    guardadas.filter((linea) => linea.origen === 'manual').map(valoresDeLinea),
  )
  const [editando, setEditando] = useState<LineaManualValores | 'nueva' | null>(null)
  // The lines read when the editor last changed them: once the EDP is read again (saved), what
  // was typed is what is stored, whatever the server normalised.
  const [editadasSobre, setEditadasSobre] = useState<typeof guardadas | null>(null)
  const cambiar: typeof setManuales = (cambio) => {
    setEditadasSobre(guardadas)
    setManuales(cambio)
  }
  const guardar = (valores: LineaManualValores) => {
    cambiar((current) =>
      current.some((linea) => linea.id === valores.id)
        ? current.map((linea) => (linea.id === valores.id ? valores : linea))
        : [...current, valores],
    )
    setEditando(null)
  }
  const sinGuardar =
    editadasSobre === guardadas &&
    huella(manuales) !==
      huella(guardadas.filter((linea) => linea.origen === 'manual').map(valoresDeLinea))
  const buscar = (linea: EdpLinea) => manuales.find((manual) => manual.id === linea.id)
  const calculadas = guardadas.filter((linea) => linea.origen !== 'manual')
  const acciones = (linea: EdpLinea) => {
    const manual = buscar(linea)
    if (!manual) return null
    return (
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" onClick={() => setEditando(manual)}>
          <Pencil aria-hidden="true" />
          <span className="sr-only">Editar {manual.descripcion}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => cambiar((current) => current.filter((other) => other.id !== manual.id))}
        >
          <Trash2 aria-hidden="true" />
          <span className="sr-only">Quitar {manual.descripcion}</span>
        </Button>
      </div>
    )
  }
  return {
    manuales,
    /** Lines added, changed or removed since the EDP was read or saved. */
    sinGuardar,
    ...lineasYTotales(calculadas, manuales, moneda, valorUf),
    reset: setManuales,
    agregar: editable ? (
      <Button variant="outline" onClick={() => setEditando('nueva')}>
        <Plus aria-hidden="true" />
        Agregar línea manual
      </Button>
    ) : null,
    acciones: editable ? acciones : undefined,
    dialog: (
      <FormDialog
        open={editando !== null}
        onClose={() => setEditando(null)}
        className="sm:max-w-lg"
      >
        {editando !== null ? (
          <LineaManualForm
            inicial={editando === 'nueva' ? null : editando}
            moneda={moneda}
            onSave={guardar}
            onClose={() => setEditando(null)}
          />
        ) : null}
      </FormDialog>
    ),
  }
}

function LineaManualForm({
  inicial,
  moneda,
  onSave,
  onClose,
}: {
  inicial: LineaManualValores | null
  moneda: Moneda
  onSave: (valores: LineaManualValores) => void
  onClose: () => void
}) {
  const form = useZodForm(edpLineaManualInputSchema, {
    defaultValues: inicial ?? {
      descripcion: '',
      motivo: '',
      unidad: 'unidad',
      descuentoPct: 0,
    },
  })
  const [id] = useState(() => inicial?.id ?? crypto.randomUUID())
  return (
    <>
      <DialogHeading
        title={inicial ? 'Editar línea manual' : 'Agregar línea manual'}
        description={`Un cobro que la evidencia no da (un daño, un ajuste), en ${moneda === 'UF' ? 'UF' : 'pesos'} como el contrato, con su motivo.`}
      />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={(valores) => onSave({ ...valores, id, itemId: inicial?.itemId ?? null })}
      >
        <InputField name="descripcion" label="Descripción" />
        <TextareaField name="motivo" label="Motivo" rows={2} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberTextField name="cantidad" label="Cantidad" read={parseNumber} />
          <SelectField name="unidad" label="Unidad" options={UNIDAD_OPCIONES} />
          <NumberTextField
            name="tarifa"
            label={`Tarifa (${moneda === 'UF' ? 'UF' : '$'})`}
            read={parseNumber}
          />
          <NumberTextField name="descuentoPct" label="Descuento (%)" read={parseNumber} />
        </div>
        <FormActions
          pending={false}
          submitLabel={inicial ? 'Guardar línea' : 'Agregar línea'}
          cancel={{ onClick: onClose }}
        />
      </Form>
    </>
  )
}
