// How grupos cliente are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { gruposCliente } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const grupoClienteRecords = recordsOf(gruposCliente, {
  entity: 'grupo_cliente',
  notFound: 'El grupo cliente no existe.',
  uniques: {
    grupos_cliente_nombre_vigente_uq: ['nombre', 'Ya existe un grupo cliente con este nombre.'],
  },
})
