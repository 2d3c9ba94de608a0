// GET /v1/trabajadores/{id}: a worker with his operator record (its licence, certifications, the
// user he signs his reports with, whether he runs an asset now) and his authors in one statement,
// then his documents, each flagged against Santiago's today (the answer of his writes too).
import {
  fechaEnSantiago,
  type OperadorDeTrabajador,
  type TrabajadorDetail,
} from '@cordillera/contracts'
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { asignacionesOperador, operadores, trabajadores, usuarios } from '../../db/schema/index.ts'
import { documentosDeTrabajador } from '../documentos-trabajador/documento-trabajador-records.ts'
import { trabajadorRecords } from './trabajador-records.ts'
import { toTrabajadorRow } from './trabajador-rows.ts'

// Every column below sits in a nested `sql` (or a condition): the detail is a single-table select,
// whose top-level columns drizzle writes unqualified ("id" would be read as the subquery's own).
const col = (column: AnyPgColumn): SQL => sql`${column}`

const usuarioDelOperador = sql`(select json_build_object('id', ${col(usuarios.id)}, 'email', ${col(usuarios.email)}, 'nombre', ${col(usuarios.nombre)}) from ${usuarios} where ${and(eq(usuarios.operadorId, operadores.id), vigente(usuarios))} order by ${col(usuarios.email)} limit 1)`

const asignado = sql`exists (select 1 from ${asignacionesOperador} where ${and(eq(asignacionesOperador.operadorId, operadores.id), isNull(asignacionesOperador.hasta), vigente(asignacionesOperador))})`

/** His operator record (not deleted) as the detail shows it, or null. */
const operadorDelTrabajador = sql<OperadorDeTrabajador | null>`(select json_build_object('id', ${col(operadores.id)}, 'licenciaClase', ${col(operadores.licenciaClase)}, 'certificaciones', ${col(operadores.certificaciones)}, 'usuario', ${usuarioDelOperador}, 'asignado', ${asignado}) from ${operadores} where ${and(eq(operadores.trabajadorId, trabajadores.id), vigente(operadores))} limit 1)`

export async function getTrabajador(
  db: Db | Tx,
  id: string,
  hoy = fechaEnSantiago(new Date()),
): Promise<TrabajadorDetail> {
  const { record, operador, creadoPor, actualizadoPor } = await trabajadorRecords.detail(db, id, {
    operador: operadorDelTrabajador,
  })
  return {
    ...toTrabajadorRow(
      record,
      operador && { id: operador.id, licenciaClase: operador.licenciaClase },
    ),
    operador,
    documentos: await documentosDeTrabajador.rowsOf(db, id, hoy),
    creadoPor,
    actualizadoPor,
  }
}
