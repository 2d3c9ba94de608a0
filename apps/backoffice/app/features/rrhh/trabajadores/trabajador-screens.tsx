// The worker's screens, declared once (decision 054): HR's workers, paged, sorted, searched and
// filtered by the API (operators or not, active or not, part of the cargo); each row opens his
// detail; edit and documents for whoever has their key (the worker's detail key, for both). No
// delete and no export: the catalogue has no key for either (a worker who leaves is set inactive).
// A worker and, with "Es operador", his operator record are saved together.
import {
  fechaText,
  formatRut,
  type TrabajadorDetail,
  type TrabajadorRow,
  trabajadorColumns,
} from '@cordillera/contracts'
import {
  ActivoBadge,
  activoCell,
  DocumentosCard,
  type EntitySectionProps,
  FieldsCard,
  mailLink,
  phoneLink,
  RouteLinkButton,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { formatDate } from '@cordillera/ui/format'
import { History } from 'lucide-react'
import { rrhhScreens } from '../common/rrhh-screens.ts'
import { tipoDocumentoText } from './documento-trabajador-text.ts'

export const trabajadorScreens = rrhhScreens({
  route: 'trabajadores',
  noun: 'el trabajador',
  name: (trabajador) => `${trabajador.nombres} ${trabajador.apellidos}`,
  said: 'name',
  list: {
    description:
      'Las personas de la empresa: su cargo, desde cuándo trabajan, quiénes operan maquinaria y sus documentos.',
    search: 'Buscar por RUT, nombre o cargo',
    sort: 'nombre',
    columns: trabajadorColumns,
    cells: {
      fechaIngreso: (row: TrabajadorRow) => (
        <span className="whitespace-nowrap tabular-nums">{fechaText(row.fechaIngreso)}</span>
      ),
      esOperador: (row: TrabajadorRow) =>
        row.operador ? <Badge variant="info">Licencia {row.operador.licenciaClase}</Badge> : null,
      activo: activoCell((row: TrabajadorRow) => row.activo),
    },
  },
  create: {
    description:
      'Sus datos, su cargo y desde cuándo trabaja; si opera maquinaria, su licencia y certificaciones.',
  },
  edit: {
    description: (trabajador) => `RUT ${formatRut(trabajador.rut)} · ${trabajador.cargo}`,
    form: (trabajador) => ({
      rut: trabajador.rut,
      nombres: trabajador.nombres,
      apellidos: trabajador.apellidos,
      cargo: trabajador.cargo,
      fechaIngreso: trabajador.fechaIngreso,
      telefono: trabajador.telefono ?? '',
      email: trabajador.email ?? '',
      activo: trabajador.activo,
      operador: trabajador.operador && {
        licenciaClase: trabajador.operador.licenciaClase,
        certificaciones: trabajador.operador.certificaciones,
      },
    }),
    props: (trabajador) => ({ asignado: trabajador.operador?.asignado ?? false }),
  },
  detail: {
    description: (trabajador) => (
      <span className="flex flex-wrap items-center gap-2">
        RUT {formatRut(trabajador.rut)} · {trabajador.cargo}
        <ActivoBadge activo={trabajador.activo} />
        {trabajador.operador ? <Badge variant="info">Operador</Badge> : null}
      </span>
    ),
    fields: (trabajador) => [
      { label: 'RUT', value: formatRut(trabajador.rut) },
      { label: 'Nombres', value: trabajador.nombres },
      { label: 'Apellidos', value: trabajador.apellidos },
      { label: 'Cargo', value: trabajador.cargo },
      { label: 'Fecha de ingreso', value: formatDate(trabajador.fechaIngreso) },
      { label: 'Teléfono', value: phoneLink(trabajador.telefono) },
      { label: 'Correo', value: mailLink(trabajador.email) },
      {
        label: 'Estado',
        value: trabajador.activo ? 'Trabaja en la empresa' : 'Ya no trabaja en la empresa',
      },
    ],
    sections: OperadorYDocumentos,
  },
  documentos: {
    empty: 'Agrega su licencia de conducir, sus exámenes, certificaciones y contrato de trabajo.',
  },
})

function OperadorYDocumentos({ row: trabajador }: EntitySectionProps<TrabajadorDetail>) {
  return (
    <>
      <OperadorCard trabajador={trabajador} />
      <DocumentosCard
        caption="Documentos del trabajador"
        rows={trabajador.documentos}
        total={trabajador.documentos.length}
        tipo={tipoDocumentoText}
        empty="Aún no se registra su licencia, sus exámenes ni sus certificaciones."
        manage={{ route: 'trabajadores-documentos', id: trabajador.id }}
      />
    </>
  )
}

/** His operator record, or how to make him one (the edit's "Es operador"). */
function OperadorCard({ trabajador }: { trabajador: TrabajadorDetail }) {
  const { operador } = trabajador
  return (
    <FieldsCard
      title="Operador"
      action={
        operador ? (
          <RouteLinkButton
            route="operadores-historial-report"
            params={{ id: operador.id }}
            icon={History}
            variant="outline"
            size="sm"
          >
            Historial de reports
          </RouteLinkButton>
        ) : null
      }
      items={
        operador
          ? [
              { label: 'Clase de licencia', value: `Clase ${operador.licenciaClase}` },
              {
                label: 'Certificaciones',
                value:
                  operador.certificaciones.length > 0 ? (
                    <span className="flex flex-wrap gap-1">
                      {operador.certificaciones.map((certificacion) => (
                        <Badge key={certificacion} variant="neutral">
                          {certificacion}
                        </Badge>
                      ))}
                    </span>
                  ) : (
                    'Sin certificaciones'
                  ),
              },
              {
                label: 'Usuario',
                value: operador.usuario
                  ? operador.usuario.email
                  : 'Sin usuario: no firma sus reports en el portal de operadores',
              },
              {
                label: 'Asignación',
                value: operador.asignado ? 'Opera un equipo asignado' : 'Sin equipo asignado',
              },
            ]
          : null
      }
      empty="No es operador. Para que opere maquinaria, edítalo y marca «Es operador»."
    />
  )
}
