// trabajadores/{id}/documentos: a worker's documents (licencia de conducir with its clase,
// exámenes, certificaciones, contrato…) on the documents screen every owner shares
// (@cordillera/portal/screens' DocumentosScreen): the next to expire first, each flagged; added
// with their file, downloaded, edited, replaced and deleted. The spec gives it no key; it takes the
// worker's detail key (rrhh/detalle-trabajador, decision 037), so whoever opens it reads the worker
// too: his name heads the screen and "Ver trabajador" leads back to him.
import {
  CLASES_LICENCIA,
  createDocumentoTrabajadorSchema,
  type DocumentoTrabajadorRow,
  TIPO_DOCUMENTO_TRABAJADOR_LABEL,
  TIPOS_DOCUMENTO_TRABAJADOR,
  updateDocumentoTrabajadorSchema,
} from '@cordillera/contracts'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { href } from '@cordillera/permissions'
import {
  DocumentosScreen,
  type DocumentosSetup,
  documentosOf,
  LinkButton,
  useApi,
} from '@cordillera/portal/screens'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useParams } from 'react-router'
import { documentoTrabajadorName, tipoDocumentoText } from './documento-trabajador-text.ts'

const tipos = TIPOS_DOCUMENTO_TRABAJADOR.map((tipo) => ({
  value: tipo,
  label: TIPO_DOCUMENTO_TRABAJADOR_LABEL[tipo],
}))
const claseOptions = CLASES_LICENCIA.map((clase) => ({ value: clase, label: `Clase ${clase}` }))

/** A licence's clase: asked only of a licencia de conducir, cleared for any other tipo. */
function ClaseField() {
  const { control, getValues, setValue } = useFormContext()
  const tipo = useWatch({ control, name: 'tipo' }) as string | undefined
  const licencia = tipo === 'licencia-conducir'
  useEffect(() => {
    if (!licencia && getValues('clase')) setValue('clase', null)
  }, [licencia, getValues, setValue])
  return licencia ? (
    <SelectField name="clase" label="Clase de la licencia" options={claseOptions} />
  ) : null
}

export default function TrabajadorDocumentos() {
  const { id = '' } = useParams()
  const api = useApi()
  const queries = rrhhQueries(api)
  // The header names the worker; the documents do not wait for it.
  const trabajador = useQuery(queries.trabajadores.detail(id))
  const documentos = useQuery(queries.documentosTrabajador.list(id))
  const setup: DocumentosSetup<
    DocumentoTrabajadorRow,
    typeof createDocumentoTrabajadorSchema,
    typeof updateDocumentoTrabajadorSchema
  > = {
    tipos,
    nameOf: documentoTrabajadorName,
    tipoText: tipoDocumentoText,
    createSchema: createDocumentoTrabajadorSchema,
    updateSchema: updateDocumentoTrabajadorSchema,
    newValues: { clase: null },
    editValues: (documento) => ({ clase: documento.clase }),
    extraFields: <ClaseField />,
    entity: queries.documentosTrabajador,
    calls: documentosOf(rrhhApi(api).documentosTrabajador, id),
  }
  const nombre = trabajador.data && `${trabajador.data.nombres} ${trabajador.data.apellidos}`
  return (
    <DocumentosScreen
      query={documentos}
      thing="El trabajador"
      back={{ to: href('trabajadores'), label: 'Volver a trabajadores' }}
      title={nombre ? `Documentos de ${nombre}` : 'Documentos del trabajador'}
      caption="Documentos del trabajador"
      emptyDescription="Agrega su licencia de conducir, sus exámenes, certificaciones y contrato de trabajo."
      actions={
        <LinkButton variant="outline" to={href('trabajadores-detalle', { id })}>
          Ver trabajador
        </LinkButton>
      }
      setup={setup}
    />
  )
}
