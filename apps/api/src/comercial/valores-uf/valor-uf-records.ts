// How valores UF are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique day.
import { valoresUf } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const VALOR_UF_ENTITY = 'valor_uf'

export const valorUfRecords = recordsOf(valoresUf, {
  entity: VALOR_UF_ENTITY,
  notFound: 'El valor UF no existe.',
  uniques: {
    valores_uf_fecha_vigente_uq: ['fecha', 'Ya hay un valor UF registrado para ese día.'],
  },
})
