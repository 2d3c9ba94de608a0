// trabajadores/{id}/documentos: a worker's documents (licencia de conducir with its clase,
// exámenes, certificaciones, contrato…) on the documents screen every owner shares
// (entityDocumentos, from trabajador-screens.tsx): the next to expire first, each flagged; added
// with their file, downloaded, edited, replaced and deleted. The spec gives it no key; it takes the
// worker's detail key (rrhh/detalle-trabajador, decision 037), so whoever opens it reads the worker
// too: his name heads the screen and "Ver trabajador" leads back to him.
import {
  CLASES_LICENCIA,
  createDocumentoTrabajadorSchema,
  type DocumentoTrabajadorRow,
  opcionesDe,
  TIPO_DOCUMENTO_TRABAJADOR_LABEL,
  TIPOS_DOCUMENTO_TRABAJADOR,
  updateDocumentoTrabajadorSchema,
} from '@cordillera/contracts'
import { entityDocumentos } from '@cordillera/portal/screens'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { documentoTrabajadorName, tipoDocumentoText } from './documento-trabajador-text.ts'
import { trabajadorScreens } from './trabajador-screens.tsx'

const tipos = opcionesDe(TIPO_DOCUMENTO_TRABAJADOR_LABEL, TIPOS_DOCUMENTO_TRABAJADOR)
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

export default entityDocumentos(trabajadorScreens, 'documentosTrabajador', {
  tipos,
  nameOf: documentoTrabajadorName,
  tipoText: tipoDocumentoText,
  createSchema: createDocumentoTrabajadorSchema,
  updateSchema: updateDocumentoTrabajadorSchema,
  newValues: { clase: null },
  editValues: (documento: DocumentoTrabajadorRow) => ({ clase: documento.clase }),
  extraFields: <ClaseField />,
})
