// What the crear and editar screens show of an EDP's lines: each line with its quantity, tarifa,
// discount and amount, and — on demand — the evidence it was computed from (the movements with
// their guía's folio, the reports it summed, every excluded day with its reason, the item's days
// and hours: the shared line, @cordillera/portal/screens/edp); the problems of the draft stated
// plainly (the blocking ones first); and the totals.
import {
  CODIGO_PROBLEMA_EDP_LABEL,
  type EdpItemCalculo,
  type EdpLinea,
  type EdpProblema,
  TIPO_LINEA_EDP_LABEL,
} from '@cordillera/contracts'
import { TableFrame } from '@cordillera/portal/screens'
import {
  cantidadText,
  EdpTotalesResumen,
  Evidencia,
  HeaderCells,
  peso,
  tarifaText,
} from '@cordillera/portal/screens/edp'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { formatNumber } from '@cordillera/ui/format'
import { cn } from '@cordillera/ui/lib/cn'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { Fragment, type ReactNode, useId, useState } from 'react'
import type { useLineasManuales } from './edp-lineas-manuales.tsx'

type TableProps = Parameters<typeof EdpLineasTable>[0]
type TotalesProps = Parameters<typeof EdpTotalesResumen>[0]

/**
 * What the crear and editar screens show of the lines: the draft's problems, then the card of the
 * lines (with the button that adds a manual one, and each manual line's own while editable), the
 * totals (the lines' own unless given) and what the screen adds under them; and the manual line's
 * dialog.
 */
export function EdpLineasCard({
  problemas,
  manuales,
  table,
  totales,
  children,
}: {
  problemas: readonly EdpProblema[]
  manuales: ReturnType<typeof useLineasManuales>
  table: Pick<TableProps, 'items' | 'caption' | 'observaciones'> & { lineas?: TableProps['lineas'] }
  totales: Omit<TotalesProps, 'totales'> & { totales?: TotalesProps['totales'] }
  children?: ReactNode
}) {
  return (
    <>
      <EdpProblemas problemas={problemas} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Líneas</CardTitle>
          {manuales.agregar}
        </CardHeader>
        <CardContent className="grid gap-4">
          <EdpLineasTable
            {...table}
            lineas={table.lineas ?? manuales.lineas}
            actions={manuales.acciones}
          />
          <EdpTotalesResumen {...totales} totales={totales.totales ?? manuales.totales} />
          {children}
        </CardContent>
      </Card>
      {manuales.dialog}
    </>
  )
}

/**
 * The lines of an EDP (or its draft), each one's evidence opened by its own button. `actions`
 * adds a cell of buttons to a line (a manual one's Editar and Quitar); `observaciones` the obra's
 * comment on a line, by its stored id.
 */
export function EdpLineasTable({
  lineas,
  items = [],
  caption,
  actions,
  observaciones,
}: {
  lineas: readonly (EdpLinea & { lineaId?: string })[]
  items?: readonly EdpItemCalculo[]
  caption: string
  actions?: (linea: EdpLinea) => ReactNode
  observaciones?: ReadonlyMap<string, string>
}) {
  const [abiertas, setAbiertas] = useState<ReadonlySet<string>>(new Set())
  const base = useId()
  const toggle = (id: string) =>
    setAbiertas((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  if (lineas.length === 0) {
    return <p className="text-muted-foreground text-sm">El EDP no tiene líneas en este período.</p>
  }
  const columnas = actions ? 8 : 7
  return (
    <TableFrame caption={caption} className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <HeaderCells
            cell="py-2 pr-3"
            columns={[
              ['Línea'],
              ['Cantidad', true],
              ['Tarifa', true],
              ['Bruto', true],
              ['Descuento', true],
              ['Monto', true],
              [
                <span key="evidencia" className="sr-only">
                  Evidencia
                </span>,
              ],
            ]}
          />
          {actions ? (
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Acciones</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lineas.map((linea, index) => {
          const abierta = abiertas.has(linea.id)
          const panel = `${base}-${index}`
          const observacion = linea.lineaId ? observaciones?.get(linea.lineaId) : undefined
          return (
            <Fragment key={linea.id}>
              <tr className="border-b align-top" data-linea={linea.tipo}>
                <td className="py-2 pr-3">
                  <div className="grid gap-0.5">
                    <span>{linea.descripcion}</span>
                    <span className="flex flex-wrap gap-1 text-muted-foreground text-xs">
                      {TIPO_LINEA_EDP_LABEL[linea.tipo]}
                      {linea.motivo ? <span>· Motivo: {linea.motivo}</span> : null}
                    </span>
                    {observacion ? (
                      <Badge variant="warning" className="w-fit whitespace-normal">
                        Observación de la obra: {observacion}
                      </Badge>
                    ) : null}
                  </div>
                </td>
                {[
                  cantidadText(linea),
                  tarifaText(linea),
                  peso(linea.bruto),
                  linea.descuentoPct > 0
                    ? `${peso(linea.descuento)} (${formatNumber(linea.descuentoPct, { maxDecimals: 2 })} %)`
                    : '—',
                ].map((value, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, like the header's
                  <td key={cell} className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                    {value}
                  </td>
                ))}
                <td className="whitespace-nowrap py-2 pr-3 text-right font-medium tabular-nums">
                  {peso(linea.monto)}
                </td>
                <td className="py-1 pr-3">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={abierta}
                    aria-controls={panel}
                    onClick={() => toggle(linea.id)}
                  >
                    {abierta ? (
                      <ChevronDown aria-hidden="true" />
                    ) : (
                      <ChevronRight aria-hidden="true" />
                    )}
                    Evidencia<span className="sr-only"> de {linea.descripcion}</span>
                  </Button>
                </td>
                {actions ? <td className="py-1">{actions(linea)}</td> : null}
              </tr>
              {abierta ? (
                <tr id={panel} className="border-b bg-muted/40">
                  <td colSpan={columnas} className="p-3">
                    <Evidencia
                      linea={linea}
                      item={items.find((item) => item.itemId === linea.itemId)}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          )
        })}
      </tbody>
    </TableFrame>
  )
}

/** The draft's problems: the blocking ones (nothing is created while any remains), then notices. */
export function EdpProblemas({ problemas }: { problemas: readonly EdpProblema[] }) {
  const bloqueantes = problemas.filter((problema) => problema.bloqueante)
  const avisos = problemas.filter((problema) => !problema.bloqueante)
  return (
    <>
      {bloqueantes.length > 0 ? (
        <Alert variant="destructive" data-problemas="bloqueantes">
          <AlertTitle>
            {bloqueantes.length === 1
              ? 'Un problema impide crear este EDP'
              : `${formatNumber(bloqueantes.length)} problemas impiden crear este EDP`}
          </AlertTitle>
          <AlertDescription>
            <p>Resuélvalos en su origen (valores UF, tarifas del contrato, reports) y recalcule.</p>
            <ProblemasList problemas={bloqueantes} className="mt-2" />
          </AlertDescription>
        </Alert>
      ) : null}
      {avisos.length > 0 ? (
        <Alert variant="warning" data-problemas="avisos">
          <AlertTitle>Para revisar</AlertTitle>
          <AlertDescription>
            <ProblemasList problemas={avisos} />
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  )
}

function ProblemasList({
  problemas,
  className,
}: {
  problemas: readonly EdpProblema[]
  className?: string
}) {
  return (
    <ul className={cn('grid list-disc gap-1 pl-5', className)}>
      {problemas.map((problema, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; their order is the computation's
        <li key={index}>
          <span className="font-medium">{CODIGO_PROBLEMA_EDP_LABEL[problema.codigo]}:</span>{' '}
          {problema.mensaje}
        </li>
      ))}
    </ul>
  )
}
