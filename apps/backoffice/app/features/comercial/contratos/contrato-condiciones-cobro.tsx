// The contract's billing terms (condiciones de cobro) on its detail: what its EDPs are computed
// from besides the tarifas — whether rain days are billed, the fuel's price, and each item's
// descuento and tarifa de operador — and, for whoever holds the contract-change key while the
// contract is vigente, a dialog that changes them (decision 067). The dialog checks with the API's
// own schema in the contract's moneda and sends the version read; a refusal shows under its field
// (or, for a 409, as the API says it, and the detail is read again).
import {
  type ContratoDetail,
  condicionesCobroSchemaEn,
  formatNumber,
  type Moneda,
  parseNumber,
  type UpdateCondicionesCobroInput,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import {
  DialogHeading,
  FormActions,
  FormDialog,
  NumberTextField,
  submitting,
  useApi,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { MoneyInput } from '@cordillera/ui/components/forms/money-input'
import { notify } from '@cordillera/ui/components/toaster'
import { formatMonto } from '@cordillera/ui/format'
import { useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useState } from 'react'

/** "Se cobran" / "No se cobran (detenido por clima)". */
export const lluviaText = (climaNoCobrable: boolean | undefined) =>
  climaNoCobrable === false ? 'Se cobran' : 'No se cobran (detenido por clima)'

/** "$1.250 / litro", or that fuel is not billed. */
export const combustibleText = (precio: number | null | undefined, moneda: Moneda) =>
  precio === null || precio === undefined
    ? 'No se cobra combustible'
    : `${formatMonto(precio, moneda)} / litro`

/** The form's values: the body of the route, each item with what the dialog shows of it. */
type Valores = UpdateCondicionesCobroInput

export function CondicionesCobroCard({
  contrato,
  canEdit,
}: {
  contrato: ContratoDetail
  /** The contract-change key; a terminated contract takes no change whoever asks. */
  canEdit: boolean
}) {
  const [editando, setEditando] = useState(false)
  const editable = canEdit && contrato.estado === 'vigente'
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Condiciones de cobro</CardTitle>
        {editable ? (
          <Button size="sm" variant="outline" onClick={() => setEditando(true)}>
            <Pencil aria-hidden="true" />
            Editar condiciones de cobro
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          Días detenidos por lluvia:{' '}
          <span className="font-medium">{lluviaText(contrato.climaNoCobrable)}</span>
        </p>
        <p>
          Precio del combustible:{' '}
          <span className="font-medium tabular-nums">
            {combustibleText(contrato.precioCombustible, contrato.moneda)}
          </span>
        </p>
        <p className="text-muted-foreground">
          El descuento y la tarifa de operador de cada activo están en la tabla de activos. Un
          cambio se aplica a los EDP en revisión comercial cuando se editan; los enviados a obra o
          aprobados no cambian.
        </p>
      </CardContent>
      <FormDialog open={editando} onClose={() => setEditando(false)} className="sm:max-w-2xl">
        {editando ? (
          <CondicionesCobroForm contrato={contrato} onDone={() => setEditando(false)} />
        ) : null}
      </FormDialog>
    </Card>
  )
}

function CondicionesCobroForm({
  contrato,
  onDone,
}: {
  contrato: ContratoDetail
  onDone: () => void
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const queries = comercialQueries(api).contratos
  const { moneda } = contrato
  const defaultValues: Valores = {
    version: contrato.version,
    climaNoCobrable: contrato.climaNoCobrable ?? true,
    precioCombustible: contrato.precioCombustible ?? null,
    items: contrato.items.map((item) => ({
      itemId: item.id,
      descuentoPct: item.descuentoPct ?? 0,
      tarifaOperador: item.tarifaOperador ?? null,
    })),
  }
  const form = useZodForm(condicionesCobroSchemaEn(moneda), { defaultValues })
  const save = useEntityMutation(queries, (values: Valores) =>
    comercialApi(api).contratos.updateCondicionesCobro(contrato.id, values),
  )
  const unidad = moneda === 'UF' ? 'UF' : '$'
  return (
    <>
      <DialogHeading
        title={`Condiciones de cobro de ${contrato.folio}`}
        description={`Lo que el EDP usa además de las tarifas, en ${moneda === 'UF' ? 'UF' : 'pesos'} como el contrato.`}
      />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={submitting(
          form,
          async (values: Valores) => {
            const saved = await save.mutateAsync(values)
            queryClient.setQueryData(queries.detail(contrato.id).queryKey, saved)
            notify.success(`Se guardaron las condiciones de cobro de ${contrato.folio}.`)
            onDone()
          },
          // Someone changed the contract meanwhile: read it again; the dialog closes on it.
          () => {
            void queryClient.invalidateQueries({ queryKey: queries.detail(contrato.id).queryKey })
            onDone()
          },
        )}
      >
        <CheckboxField name="climaNoCobrable" label="No cobrar los días detenidos por lluvia" />
        <MontoField
          name="precioCombustible"
          label={`Precio del combustible (${unidad} por litro)`}
          moneda={moneda}
          vacio="Vacío: no se cobra combustible"
        />
        {contrato.items.length > 0 ? (
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Activos</legend>
            {contrato.items.map((item, index) => (
              <div
                key={item.id}
                className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_10rem_12rem] sm:items-start"
              >
                <div className="text-sm">
                  <p className="font-medium">{item.activo.codigo}</p>
                  <p className="text-muted-foreground">
                    {item.activo.tipoActivo.nombre} ·{' '}
                    {item.conOperador ? 'con operador' : 'sin operador'}
                  </p>
                </div>
                <NumberTextField
                  name={`items.${index}.descuentoPct`}
                  label={`Descuento (%) de ${item.activo.codigo}`}
                  read={parseNumber}
                />
                {item.conOperador ? (
                  <MontoField
                    name={`items.${index}.tarifaOperador`}
                    label={`Tarifa operador (${unidad}/día) de ${item.activo.codigo}`}
                    moneda={moneda}
                    vacio="Vacío: en la tarifa"
                  />
                ) : null}
              </div>
            ))}
          </fieldset>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {formatNumber(contrato.items.length)} {contrato.items.length === 1 ? 'activo' : 'activos'}
          . Los EDP en revisión comercial toman estas condiciones cuando se editan; los enviados a
          obra o aprobados no cambian.
        </p>
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel="Guardar condiciones"
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}

/** An amount in the contract's moneda that may be left empty (null): what empty means, shown. */
function MontoField({
  name,
  label,
  moneda,
  vacio,
}: {
  name: string
  label: string
  moneda: Moneda
  vacio: string
}) {
  return (
    <FormField name={name} label={label}>
      {({ value, onChange, ...field }) => (
        <MoneyInput
          {...field}
          currency={moneda}
          value={value as number | null}
          onChange={onChange}
          placeholder={vacio}
        />
      )}
    </FormField>
  )
}
