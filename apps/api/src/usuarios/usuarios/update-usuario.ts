// PATCH /v1/usuarios/{id}: edits a user at the version the client read (409 otherwise): its name,
// keys, perfiles, su, a site client's obras, an operator's record. Its kind does not change: a
// site client keeps at least one obra, an operator its record, and staff get neither. Grants are
// checked for what the edit adds (usuario-grants.ts); what it takes away needs no more than the
// edit key. Audited with its perfiles and obras before and after, in one transaction.
import type { TipoUsuarioAdmin, UsuarioDetail, updateUsuarioSchema } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db, Tx } from '../../db/database.ts'
import { usuarioObras, usuarioPerfiles, usuarios } from '../../db/schema/index.ts'
import { forbidden } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { getUsuario } from './get-usuario.ts'
import type { UserPool } from './user-pool.ts'
import {
  checkObras,
  checkOperador,
  keysOfPerfiles,
  refusals,
  refuseEscalation,
  refuseLastSu,
} from './usuario-grants.ts'
import { usuarioRecords, writeLinks } from './usuario-records.ts'
import { tipoDeUsuario } from './usuario-rows.ts'

type Input = z.output<typeof updateUsuarioSchema>

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value))

async function linksOf(tx: Tx, id: string) {
  const [kind, perfilRows, obraRows] = await Promise.all([
    tx.select({ tipo: tipoDeUsuario }).from(usuarios).where(eq(usuarios.id, id)),
    tx
      .select({ id: usuarioPerfiles.perfilId })
      .from(usuarioPerfiles)
      .where(eq(usuarioPerfiles.usuarioId, id)),
    tx.select({ id: usuarioObras.obraId }).from(usuarioObras).where(eq(usuarioObras.usuarioId, id)),
  ])
  return {
    tipo: kind[0]?.tipo as TipoUsuarioAdmin,
    perfilIds: perfilRows.map((row) => row.id),
    obraIds: obraRows.map((row) => row.id),
  }
}

/** The kind's rule on the user as the edit leaves it (400 on the field that breaks it). */
function keepKind(tipo: TipoUsuarioAdmin, obraIds: readonly string[], operadorId: string | null) {
  if (tipo === 'cliente' && obraIds.length === 0) {
    throw invalidFields({ obraIds: 'Un cliente de obra conserva al menos una obra.' })
  }
  if (tipo !== 'cliente' && obraIds.length > 0) {
    throw invalidFields({ obraIds: 'Solo un cliente de obra tiene obras.' })
  }
  if (tipo === 'operador' && !operadorId) {
    throw invalidFields({ operadorId: 'Un usuario operador conserva su ficha de operador.' })
  }
  if (tipo !== 'operador' && operadorId) {
    throw invalidFields({ operadorId: 'Solo un usuario operador tiene ficha de operador.' })
  }
}

export async function updateUsuario(
  db: Db,
  pool: UserPool,
  actor: AuthUser,
  id: string,
  input: Input,
): Promise<UsuarioDetail> {
  const { version, perfilIds, obraIds, permisos, ...fields } = input
  await usuarioRecords.transaction(db, async (tx) => {
    const before = await usuarioRecords.lock(tx, { id, version })
    const links = await linksOf(tx, id)
    const changes: Partial<typeof usuarios.$inferInsert> = {}
    if (fields.nombre !== undefined && fields.nombre !== before.nombre) {
      changes.nombre = fields.nombre
    }
    const permisosChanged = permisos !== undefined && !sameSet(permisos, before.permisos)
    if (permisosChanged) changes.permisos = permisos
    const suChanged = fields.su !== undefined && fields.su !== before.su
    if (suChanged) changes.su = fields.su
    if (fields.operadorId !== undefined && fields.operadorId !== before.operadorId) {
      changes.operadorId = fields.operadorId
    }
    const perfilesChanged = perfilIds !== undefined && !sameSet(perfilIds, links.perfilIds)
    const obrasChanged = obraIds !== undefined && !sameSet(obraIds, links.obraIds)
    if (!Object.keys(changes).length && !perfilesChanged && !obrasChanged) return

    if (actor.id === id && (permisosChanged || suChanged || perfilesChanged)) {
      throw forbidden(refusals.propios)
    }
    if (suChanged) {
      if (!actor.su) throw forbidden(refusals.su)
      if (changes.su && links.tipo !== 'cordillera') {
        throw invalidFields({ su: 'Solo el personal de Cordillera puede ser superusuario.' })
      }
      if (!changes.su) await refuseLastSu(tx, before)
    }
    const addedPerfiles = perfilesChanged
      ? perfilIds.filter((perfilId) => !links.perfilIds.includes(perfilId))
      : []
    if (perfilesChanged) await keysOfPerfiles(tx, perfilIds)
    await refuseEscalation(tx, actor, {
      permisos: permisosChanged ? permisos.filter((key) => !before.permisos.includes(key)) : [],
      perfilIds: addedPerfiles,
      su: false,
    })
    const operadorId = changes.operadorId !== undefined ? changes.operadorId : before.operadorId
    keepKind(links.tipo, obrasChanged ? obraIds : links.obraIds, operadorId ?? null)
    if (obrasChanged) await checkObras(tx, obraIds)
    if (changes.operadorId) await checkOperador(tx, changes.operadorId, id)

    await usuarioRecords.write(tx, actor, before, changes, 'editar', (tx) =>
      writeLinks(tx, id, {
        perfilIds: perfilesChanged ? perfilIds : undefined,
        obraIds: obrasChanged ? obraIds : undefined,
      }),
    )
  })
  return getUsuario(db, pool, id)
}
