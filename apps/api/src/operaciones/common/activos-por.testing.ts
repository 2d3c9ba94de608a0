// Test support of marcas, tipos and flotas: an asset row put straight into the table, so their
// tests can prove a delete is refused while an asset uses the row, without the activos API.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/database.ts'
import { activos, marcas, tiposActivo } from '../../db/schema/index.ts'

export async function insertActivo(
  db: Db,
  uses: { marcaId?: string; tipoActivoId?: string; flotaId?: string },
): Promise<{ id: string; codigo: string }> {
  const suffix = randomUUID().slice(0, 8).toUpperCase()
  const marcaId =
    uses.marcaId ??
    (
      await db
        .insert(marcas)
        .values({ nombre: `Marca ${suffix}` })
        .returning()
    )[0]?.id
  const tipoActivoId =
    uses.tipoActivoId ??
    (
      await db
        .insert(tiposActivo)
        .values({
          nombre: `Tipo ${suffix}`,
          categoria: 'otro',
          unidadCobroDefault: 'dia',
          tarifaReferencia: 1000,
        })
        .returning()
    )[0]?.id
  if (!marcaId || !tipoActivoId) throw new Error('no se pudo preparar el activo de prueba')
  const [row] = await db
    .insert(activos)
    .values({
      codigo: `TS-${suffix}`,
      tipoActivoId,
      marcaId,
      flotaId: uses.flotaId ?? null,
      modelo: 'Modelo de prueba',
      anio: 2020,
      numeroSerie: `SERIE-${suffix}`,
    })
    .returning({ id: activos.id, codigo: activos.codigo })
  if (!row) throw new Error('no se pudo insertar el activo de prueba')
  return row
}
