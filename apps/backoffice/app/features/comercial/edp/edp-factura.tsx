// The aprobado-obra tab's factura (issue 25; decision 088): an EDP approved by its obra shows
// "Emitir factura", which asks first — a folio is taken, the document is signed with the company's
// certificate and stamped, and it cannot be undone — then issues the factura electrónica (33) at
// the EDP's version read. Once issued the row shows "Factura N° 123" with its XML and PDF; the
// API's refusal (another issue first, no settings, certificate or folios: 409; a document the
// SII's schemas refuse: 422) stays in the dialog in its own words.
import { type EdpRow, formatNumber } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { siiApi, siiQueries } from '@cordillera/data-client/sii'
import { ConfirmAction, DteBotones, useApi, useDteDescargas } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { formatClp } from '@cordillera/ui/format'
import { FileText } from 'lucide-react'

/** The tab's column: the EDP's factura with its files, or the button that issues it. */
export const facturaColumnas: readonly DataTableColumn<EdpRow>[] = [
  {
    id: 'factura',
    header: 'Factura',
    value: (row) => (row.factura ? row.factura.folio : null),
    cell: (row) => <FacturaEdp edp={row} />,
    exportable: false,
  },
]

export function FacturaEdp({ edp }: { edp: EdpRow }) {
  const api = useApi()
  const descargas = useDteDescargas(siiApi(api).documentos)
  if (edp.factura) {
    const nombre = `factura N° ${formatNumber(edp.factura.folio)}`
    return (
      <span className="inline-flex flex-wrap items-center gap-2" data-factura={edp.factura.folio}>
        <span className="whitespace-nowrap font-medium">
          Factura N° {formatNumber(edp.factura.folio)}
        </span>
        <DteBotones documento={edp.factura} nombre={nombre} descargas={descargas} />
      </span>
    )
  }
  return <EmitirFactura edp={edp} />
}

function EmitirFactura({ edp }: { edp: EdpRow }) {
  const api = useApi()
  const emitir = useEntityMutation(siiQueries(api).documentos, () =>
    siiApi(api).documentos.emitirFactura(edp.id, { version: edp.version }),
  )
  return (
    <ConfirmAction
      trigger={
        <Button type="button" size="sm" aria-label={`Emitir factura del ${edp.folio}`}>
          <FileText aria-hidden="true" />
          Emitir factura
        </Button>
      }
      title={`¿Emitir la factura del ${edp.folio}?`}
      description={
        <>
          Se emitirá la factura electrónica por {formatClp(edp.total)} a{' '}
          {edp.razonSocial.razonSocial}: se toma el siguiente folio autorizado por el SII y el
          documento se firma con el certificado de la empresa. Una factura emitida no se puede
          deshacer ni borrar.
        </>
      }
      confirmLabel="Emitir factura"
      run={() => emitir.mutateAsync(undefined)}
      done={(factura) => `Factura N° ${formatNumber(factura.folio)} emitida para el ${edp.folio}.`}
    />
  )
}
