// The proveedor's lessor agreements, on its edit screen (decision 064): what the company pays it
// for each of its assets — at every obra (the general agreement) or at one — with tarifa, unidad,
// minimum, moneda and vigencia. A tariff is added to the agreement of the obra chosen (created when
// there is none) and sent with the version read; an agreement is deleted whole. The external EDP
// reads them; the API says in Spanish what is wrong (an asset not of this proveedor, overlapping
// vigencias, a second agreement for one obra).
import {
  type AcuerdoArriendoRow,
  formatMonto,
  UNIDAD_COBRO_LABEL,
  type UnidadCobro,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi } from '@cordillera/data-client/comercial'
import { edpExternosApi, edpExternosQueries } from '@cordillera/data-client/edp-externos'
import { apiErrorMessage, TableFrame, useApi } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { Combobox, type LoadOptions } from '@cordillera/ui/components/combobox'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { selectTriggerClass } from '@cordillera/ui/components/select'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

const obras =
  (api: Connection): LoadOptions =>
  async (q, signal) =>
    (await comercialApi(api).obras.list({ q, pageSize: 20 }, signal)).items.map((obra) => ({
      value: obra.id,
      label: `${obra.codigo} ${obra.nombre}`,
    }))

const lineaDe = (linea: AcuerdoArriendoRow['activos'][number]) => ({
  activoId: linea.activo.id,
  tarifa: linea.tarifa,
  unidadCobro: linea.unidadCobro,
  minimoHoras: linea.minimoHoras,
  minimoPor: linea.minimoPor,
  moneda: linea.moneda,
  vigenciaDesde: linea.vigenciaDesde,
  vigenciaHasta: linea.vigenciaHasta,
})

export function ProveedorAcuerdosArriendo({ proveedorId }: { proveedorId: string }) {
  const api = useApi()
  const client = useQueryClient()
  const queries = edpExternosQueries(api).acuerdosArriendo
  const calls = edpExternosApi(api).acuerdosArriendo
  const acuerdos = useQuery(queries.list(proveedorId))
  const refrescar = () =>
    Promise.all(queries.invalidates.map((queryKey) => client.invalidateQueries({ queryKey })))
  const id = useId()
  const [obraId, setObraId] = useState<string | null>(null)
  const [activoId, setActivoId] = useState('')
  const [tarifa, setTarifa] = useState('')
  const [unidad, setUnidad] = useState<UnidadCobro>('dia')
  const [moneda, setMoneda] = useState<'CLP' | 'UF'>('CLP')
  const [minimo, setMinimo] = useState('')
  const [desde, setDesde] = useState('')
  const [hasta, setHasta] = useState('')
  const [enviando, setEnviando] = useState(false)

  if (!acuerdos.data) return null
  const { items, activosDelProveedor } = acuerdos.data

  const agregar = async () => {
    const linea = {
      activoId,
      tarifa: Number(tarifa.replace(/\./g, '').replace(',', '.')),
      unidadCobro: unidad,
      moneda,
      vigenciaDesde: desde,
      vigenciaHasta: hasta || null,
      ...(unidad === 'hora' && minimo
        ? { minimoHoras: Number(minimo.replace(',', '.')), minimoPor: 'mes' as const }
        : {}),
    }
    const existente = items.find((acuerdo) => (acuerdo.obra?.id ?? null) === obraId)
    setEnviando(true)
    try {
      if (existente) {
        await calls.update(proveedorId, existente.id, {
          version: existente.version,
          activos: [...existente.activos.map(lineaDe), linea],
        })
      } else {
        await calls.create(proveedorId, { obraId, activos: [linea] })
      }
      notify.success('Se agregó la tarifa al acuerdo de arriendo.')
      setTarifa('')
      setMinimo('')
      await refrescar()
    } catch (error) {
      notify.error(apiErrorMessage(error))
    } finally {
      setEnviando(false)
    }
  }

  const eliminar = async (acuerdo: AcuerdoArriendoRow) => {
    try {
      await calls.delete(proveedorId, acuerdo.id, acuerdo.version)
      notify.success('Se eliminó el acuerdo de arriendo.')
      await refrescar()
    } catch (error) {
      notify.error(apiErrorMessage(error))
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Acuerdos de arriendo</CardTitle>
        <p className="text-muted-foreground text-sm">
          Lo que se le paga por cada uno de sus equipos: el acuerdo de una obra manda sobre el
          general en esa obra. Los EDP externos se calculan con estas tarifas.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">Este proveedor aún no tiene acuerdos.</p>
        ) : null}
        {items.map((acuerdo) => (
          <div key={acuerdo.id} className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-medium">
                {acuerdo.obra
                  ? `Obra ${acuerdo.obra.codigo} ${acuerdo.obra.nombre}`
                  : 'General (todas las obras)'}
              </h3>
              <Button size="sm" variant="outline" onClick={() => void eliminar(acuerdo)}>
                Eliminar acuerdo
              </Button>
            </div>
            <TableFrame
              caption={`Tarifas del acuerdo ${acuerdo.obra ? acuerdo.obra.nombre : 'general'}`}
              className="w-full text-sm"
            >
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col">Equipo</th>
                  <th scope="col" className="text-right">
                    Tarifa
                  </th>
                  <th scope="col">Mínimo</th>
                  <th scope="col">Vigencia</th>
                </tr>
              </thead>
              <tbody>
                {acuerdo.activos.map((linea) => (
                  <tr key={linea.id}>
                    <td>
                      {linea.activo.codigo} {linea.activo.nombre}
                    </td>
                    <td className="text-right tabular-nums">
                      {formatMonto(linea.tarifa, linea.moneda)} /{' '}
                      {UNIDAD_COBRO_LABEL[linea.unidadCobro].toLowerCase()}
                    </td>
                    <td>
                      {linea.minimoHoras === null
                        ? '—'
                        : `${formatNumber(linea.minimoHoras)} h por ${linea.minimoPor === 'dia' ? 'día' : 'mes'}`}
                    </td>
                    <td>
                      {formatDate(linea.vigenciaDesde)} –{' '}
                      {linea.vigenciaHasta ? formatDate(linea.vigenciaHasta) : 'sin término'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          </div>
        ))}

        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            void agregar()
          }}
        >
          <h3 className="font-medium">Agregar tarifa</h3>
          <div className="flex flex-wrap items-end gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-obra`}>Obra (vacío: general)</Label>
              <Combobox
                id={`${id}-obra`}
                className="w-64"
                value={obraId}
                loadOptions={obras(api)}
                placeholder="Todas las obras"
                clearable
                onValueChange={setObraId}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-activo`}>Equipo</Label>
              <select
                id={`${id}-activo`}
                className={selectTriggerClass('w-64')}
                value={activoId}
                required
                onChange={(event) => setActivoId(event.target.value)}
              >
                <option value="">Elija un equipo…</option>
                {activosDelProveedor.map((activo) => (
                  <option key={activo.id} value={activo.id}>
                    {activo.codigo} {activo.nombre}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-tarifa`}>Tarifa</Label>
              <Input
                id={`${id}-tarifa`}
                inputMode="decimal"
                className="w-32"
                value={tarifa}
                required
                onChange={(event) => setTarifa(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-moneda`}>Moneda</Label>
              <select
                id={`${id}-moneda`}
                className={selectTriggerClass('w-24')}
                value={moneda}
                onChange={(event) => setMoneda(event.target.value as 'CLP' | 'UF')}
              >
                <option value="CLP">CLP</option>
                <option value="UF">UF</option>
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-unidad`}>Por</Label>
              <select
                id={`${id}-unidad`}
                className={selectTriggerClass('w-28')}
                value={unidad}
                onChange={(event) => setUnidad(event.target.value as UnidadCobro)}
              >
                {(['dia', 'mes', 'hora'] as const).map((value) => (
                  <option key={value} value={value}>
                    {UNIDAD_COBRO_LABEL[value]}
                  </option>
                ))}
              </select>
            </div>
            {unidad === 'hora' ? (
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-minimo`}>Mínimo de horas al mes</Label>
                <Input
                  id={`${id}-minimo`}
                  inputMode="decimal"
                  className="w-28"
                  value={minimo}
                  onChange={(event) => setMinimo(event.target.value)}
                />
              </div>
            ) : null}
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-desde`}>Vigente desde</Label>
              <Input
                id={`${id}-desde`}
                type="date"
                value={desde}
                required
                onChange={(event) => setDesde(event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-hasta`}>Hasta (opcional)</Label>
              <Input
                id={`${id}-hasta`}
                type="date"
                value={hasta}
                onChange={(event) => setHasta(event.target.value)}
              />
            </div>
            <Button type="submit" pending={enviando}>
              Agregar tarifa
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
