// trabajadores/{id}: a worker's data, his operator record (licence, certifications, the user he
// signs his reports with, whether he runs an asset now) and his documents with their expiry, who
// created and last changed him, and the ways to edit him and manage his documents.
import { formatRut, type TrabajadorDetail } from '@cordillera/contracts'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import {
  ActivoBadge,
  DetailScreen,
  DocumentosCard,
  FieldsCard,
  mailLink,
  phoneLink,
  RouteLinkButton,
  useApi,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { formatDate } from '@cordillera/ui/format'
import { History, Pencil } from 'lucide-react'
import { tipoDocumentoText } from './documento-trabajador-text.ts'

export default function TrabajadorDetalle() {
  const api = useApi()
  return (
    <DetailScreen
      entity={rrhhQueries(api).trabajadores}
      thing="El trabajador"
      list="trabajadores"
      title={(trabajador) => `${trabajador.nombres} ${trabajador.apellidos}`}
      description={(trabajador) => (
        <span className="flex flex-wrap items-center gap-2">
          RUT {formatRut(trabajador.rut)} · {trabajador.cargo}
          <ActivoBadge activo={trabajador.activo} />
          {trabajador.operador ? <Badge variant="info">Operador</Badge> : null}
        </span>
      )}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'trabajadores-editar' }]}
      fields={{
        title: 'Datos del trabajador',
        items: (trabajador) => [
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
      }}
    >
      {(trabajador) => (
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
      )}
    </DetailScreen>
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
