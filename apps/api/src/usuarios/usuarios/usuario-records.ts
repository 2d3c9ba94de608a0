// How users are written: every create, update, disable and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values. A user's
// perfiles and obras are its lines: written with it, kept in each of its audit entries.
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/database.ts'
import { usuarioObras, usuarioPerfiles, usuarios } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'

export const mensajes = {
  correoExiste: 'Ya existe un usuario con ese correo.',
}

/** A user's links as its audit entries keep them: its perfiles and obras, by id. */
async function linksOf(tx: Tx, id: string) {
  const [perfilRows, obraRows] = await Promise.all([
    tx
      .select({ perfilId: usuarioPerfiles.perfilId })
      .from(usuarioPerfiles)
      .where(eq(usuarioPerfiles.usuarioId, id))
      .orderBy(usuarioPerfiles.perfilId),
    tx
      .select({ obraId: usuarioObras.obraId })
      .from(usuarioObras)
      .where(eq(usuarioObras.usuarioId, id))
      .orderBy(usuarioObras.obraId),
  ])
  return [...perfilRows, ...obraRows]
}

export const usuarioRecords = recordsOf(usuarios, {
  entity: 'usuario',
  notFound: 'El usuario no existe.',
  uniques: { usuarios_email_unique: ['email', mensajes.correoExiste] },
  items: linksOf,
})

/** Replaces a user's perfiles and obras (each list given; undefined = unchanged). */
export async function writeLinks(
  tx: Tx,
  usuarioId: string,
  links: { perfilIds?: readonly string[] | undefined; obraIds?: readonly string[] | undefined },
) {
  if (links.perfilIds) {
    await tx.delete(usuarioPerfiles).where(eq(usuarioPerfiles.usuarioId, usuarioId))
    if (links.perfilIds.length) {
      await tx
        .insert(usuarioPerfiles)
        .values(links.perfilIds.map((perfilId) => ({ usuarioId, perfilId })))
    }
  }
  if (links.obraIds) {
    await tx.delete(usuarioObras).where(eq(usuarioObras.usuarioId, usuarioId))
    if (links.obraIds.length) {
      await tx.insert(usuarioObras).values(links.obraIds.map((obraId) => ({ usuarioId, obraId })))
    }
  }
}
