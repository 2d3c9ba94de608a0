// Loads a year of a rental fleet's history for the availability and dashboard benchmark: `count`
// assets (the asset benchmark's loader: tipos, marcas, flotas, owners, documents, creation times
// over three years), 200 razones sociales and obras, then in SQL alone, over the 380 days before
// today and a month ahead: seven rentals per asset, sixty-one days apart (15–49 days each, so
// an asset is never on two at once), grouped three items to a contract; a contract is terminado
// once every item is withdrawn, some open ones end on a date; the despacho and retiro movements of
// each rental; two workshop visits per asset between rentals, and one asset in thirty in the
// workshop since its sixth rental; some idle assets de baja. Every asset is left in the estado its last movement says. Then VACUUM ANALYZE.
import { fechaEnSantiago, rutCheckDigit } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { constructoras } from '../db/schema/index.ts'
import { loadActivos } from './load-activos.ts'
import { loadRazonesSociales } from './load-razones-sociales.ts'

const OBRAS = 200
const RENTAS_POR_ACTIVO = 7

/** A stable pseudo-random integer in [0, modulo) of a text expression (an id and a salt). */
const hash = (text: string, modulo: number) => sql.raw(`(abs(hashtext(${text})) % ${modulo})`)

export async function loadHistoria(database: Database, count: number): Promise<void> {
  const { db } = database
  const hoy = fechaEnSantiago(new Date())
  await loadActivos(database, count)
  await loadRazonesSociales(database, OBRAS)
  const body = 77_000_000
  await db
    .insert(constructoras)
    .values({ rut: `${body}-${rutCheckDigit(body)}`, nombre: 'Constructora Historia Bench' })
    .onConflictDoNothing()
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement)

  await run(sql`insert into obras (codigo, nombre, direccion, comuna, region, constructora_id,
      razon_social_id, fecha_inicio)
    select 'OB-H' || lpad(n::text, 4, '0'), 'Obra histórica ' || n, 'Calle ' || n, '13101', '13',
      (select id from constructoras order by rut limit 1),
      (select id from razones_sociales order by rut offset (n - 1) % ${OBRAS} limit 1),
      date '2024-01-01'
    from generate_series(1, ${OBRAS}) n`)

  // The rentals: asset × k, starting 380 days ago, one every 61 days, 15–49 days long.
  await run(sql`create temporary table bench_rentas as
    select a.id as activo_id, a.rn, k,
      (${hoy}::date - 380 + k * 61 + ${hash("a.id::text || 'o' || k", 11)})::date as entrega,
      15 + ${hash("a.id::text || 'd' || k", 35)} as dias
    from (select id, row_number() over (order by id) as rn from activos where eliminado_en is null) a
    cross join generate_series(0, ${RENTAS_POR_ACTIVO - 1}) k`)
  // One asset in thirty goes to the workshop after its sixth rental and is still there: no seventh.
  await run(sql`delete from bench_rentas where k = ${RENTAS_POR_ACTIVO - 1} and rn % 30 = 0`)
  await run(sql`alter table bench_rentas add column fin date, add column grupo integer`)
  await run(
    sql`update bench_rentas set fin = entrega + dias - 1, grupo = k * 100000 + (rn - 1) / 3`,
  )

  // One contract per group of three rentals of the same round, at an obra of its own.
  await run(sql`create temporary table bench_contratos as
    select grupo, min(entrega) as inicio, max(fin) as fin, bool_and(fin < ${hoy}::date) as cerrado,
      gen_random_uuid() as id, (grupo % ${OBRAS}) + 1 as obra_n
    from bench_rentas group by grupo`)
  await run(sql`insert into contratos (id, razon_social_id, obra_id, moneda, fecha_inicio,
      fecha_termino, estado, condiciones)
    select c.id, o.razon_social_id, o.id, case when c.grupo % 4 = 0 then 'UF' else 'CLP' end,
      c.inicio,
      case when c.cerrado then c.fin when c.grupo % 5 = 0 then c.fin + 30 else null end,
      case when c.cerrado then 'terminado' else 'vigente' end, 'Pago a 30 días.'
    from bench_contratos c
    inner join obras o on o.codigo = 'OB-H' || lpad(c.obra_n::text, 4, '0')`)
  await run(sql`insert into contrato_items (contrato_id, activo_id, tarifa, unidad_cobro,
      fecha_entrega, fecha_retiro)
    select c.id, r.activo_id, 50000 + (r.rn % 20) * 5000,
      (array['dia', 'hora', 'mes'])[1 + r.rn % 3], r.entrega,
      case when r.fin < ${hoy}::date then r.fin end
    from bench_rentas r inner join bench_contratos c on c.grupo = r.grupo`)

  // Despachos on delivery, retiros on withdrawal (the past only), each with its guía.
  await run(sql`insert into movimientos (activo_id, tipo, fecha, desde_lugar, desde_obra_id,
      hasta_lugar, hasta_obra_id, estado_resultante, guia_despacho, guia_emisor, responsable)
    select r.activo_id, m.tipo,
      ((case when m.tipo = 'despacho' then r.entrega else r.fin end)::timestamp
        + case when m.tipo = 'despacho' then interval '9 hours' else interval '17 hours' end)
        at time zone 'America/Santiago',
      case when m.tipo = 'despacho' then 'bodega' else 'obra' end,
      case when m.tipo = 'retiro' then c.obra_id end,
      case when m.tipo = 'despacho' then 'obra' else 'bodega' end,
      case when m.tipo = 'despacho' then c.obra_id end,
      case when m.tipo = 'despacho' then 'en-obra' else 'disponible' end,
      1000000 + row_number() over (), '76482150-5', 'Bench'
    from bench_rentas r
    inner join bench_contratos b on b.grupo = r.grupo
    inner join contratos c on c.id = b.id
    cross join (values ('despacho'), ('retiro')) m(tipo)
    where r.entrega <= ${hoy}::date and (m.tipo = 'despacho' or r.fin < ${hoy}::date)`)

  // Two workshop visits a year between rentals (rounds 1 and 4), 1–2 days; the assets without a
  // seventh rental go in the day after their sixth and are still there.
  await run(sql`insert into movimientos (activo_id, tipo, fecha, desde_lugar, hasta_lugar,
      estado_resultante, responsable, observaciones)
    select r.activo_id, m.tipo,
      ((case when m.tipo = 'ingreso-taller' then r.fin + 1
          else r.fin + 1 + ${hash("r.activo_id::text || 't' || r.k", 2)} end)::timestamp
        + case when m.tipo = 'ingreso-taller' then interval '10 hours' else interval '16 hours' end)
        at time zone 'America/Santiago',
      case when m.tipo = 'ingreso-taller' then 'bodega' else 'taller' end,
      case when m.tipo = 'ingreso-taller' then 'taller' else 'bodega' end,
      case when m.tipo = 'ingreso-taller' then 'en-taller' else 'disponible' end,
      'Bench', case when m.tipo = 'ingreso-taller' then 'Mantención programada' end
    from bench_rentas r
    cross join (values ('ingreso-taller'), ('salida-taller')) m(tipo)
    where r.k in (1, 4)
      or (r.k = ${RENTAS_POR_ACTIVO - 2} and r.rn % 30 = 0 and m.tipo = 'ingreso-taller')`)

  // Each asset as its last movement left it; some idle ones de baja since a month ago.
  await run(sql`update activos a set estado = ultimo.estado_resultante, estado_desde = ultimo.fecha,
      obra_actual_id = case when ultimo.estado_resultante = 'en-obra' then ultimo.hasta_obra_id end
    from (select distinct on (activo_id) activo_id, estado_resultante, fecha, hasta_obra_id
      from movimientos order by activo_id, fecha desc, id desc) ultimo
    where ultimo.activo_id = a.id`)
  await run(sql`update activos set estado = 'de-baja', estado_desde = greatest(estado_desde,
      (${hoy}::date - 30)::timestamp at time zone 'America/Santiago')
    where estado = 'disponible' and ${hash("id::text || 'baja'", 50)} = 0`)

  await run(sql`drop table bench_rentas`)
  await run(sql`drop table bench_contratos`)
  // What autovacuum does on PostgreSQL after a bulk load (docs/modules.md, "Running on PostgreSQL").
  for (const table of [
    'activos',
    'obras',
    'contratos',
    'contrato_items',
    'movimientos',
    'documentos_activo',
  ]) {
    await run(sql.raw(`vacuum analyze ${table}`))
  }
}
