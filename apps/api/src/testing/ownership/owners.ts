// Test support for the ownership walk (auth/ownership-walk.test.ts): for each kind of user who owns
// rows (site client, operator, lessor) a pair of owners: the demo user (A) and a second user of the
// same kind and keys (B) who owns rows of his own that A has nothing to do with. B's world is fresh
// (its own obra, contract, assets, operator record, proveedor), so no id in B's answers is A's: a
// shared id would be a catalogue row (declared in the test), never an owner's.
import { randomUUID } from 'node:crypto'
import {
  type CreateSolicitudClienteInput,
  fechaEnSantiago,
  rutCheckDigit,
  sumarDias,
} from '@cordillera/contracts'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  activos,
  asignacionesOperador,
  contratoItems,
  contratos,
  edpExternoLineas,
  edpLineas,
  edps,
  edpsExternos,
  fotosIncidente,
  incidentes,
  marcas,
  obras,
  operadores,
  proveedores,
  reports,
  reportsArrendador,
  solicitudesAjuste,
  tiposActivo,
  trabajadores,
  usuarioObras,
  usuarios,
} from '../../db/schema/index.ts'
import { ticketAdjuntos, tickets } from '../../db/schema/tickets.ts'
import { notify } from '../../notify/notify.ts'
import { AS, type TestApp } from '../test-app.ts'
import type { Owner, OwnerPair } from './ownership-walk.ts'

const suffix = () => randomUUID().slice(0, 6).toUpperCase()

async function sub(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ sub: usuarios.cognitoSub })
    .from(usuarios)
    .where(eq(usuarios.email, email))
  if (!row?.sub) throw new Error(`fixture: demo user ${email} has no sub`)
  return row.sub
}

async function permisosOf(db: Db, email: string): Promise<string[]> {
  const [row] = await db
    .select({ permisos: usuarios.permisos })
    .from(usuarios)
    .where(eq(usuarios.email, email))
  if (!row) throw new Error(`fixture: no demo user ${email}`)
  return row.permisos
}

async function demoOwner(db: Db, email: string, label: string): Promise<Owner> {
  return { label: `${label} (${email})`, email, sub: await sub(db, email) }
}

/** A usuarios row signed in by a sub the test verifier accepts, with A's keys. */
async function insertUsuario(
  db: Db,
  values: Omit<typeof usuarios.$inferInsert, 'cognitoSub' | 'email' | 'nombre'> & {
    email: string
    nombre: string
  },
  label: string,
): Promise<Owner & { id: string }> {
  const cognitoSub = `ownership-${randomUUID()}`
  const [row] = await db
    .insert(usuarios)
    .values({ ...values, cognitoSub })
    .returning({ id: usuarios.id })
  if (!row) throw new Error('fixture: no usuario')
  return { id: row.id, label: `${label} (${values.email})`, email: values.email, sub: cognitoSub }
}

/** Calls the app as `owner`, outside the walk (to create B's rows through the API). */
async function callAs(t: TestApp, owner: Owner, method: string, path: string, body: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: {
      Authorization: `Bearer test:${owner.sub}:${owner.email}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as { id?: string }
  if (res.status !== 201 || !json.id) {
    throw new Error(
      `fixture: ${method} ${path} as ${owner.email}: ${res.status} ${JSON.stringify(json)}`,
    )
  }
  return json.id
}

/** A worker who runs machines, with his operator record and a RUT nobody else has. */
async function insertOperador(db: Db) {
  const rutBody = String(46_000_000 + Math.floor(Math.random() * 900_000))
  const [trabajador] = await db
    .insert(trabajadores)
    .values({
      rut: `${rutBody}-${rutCheckDigit(rutBody)}`,
      nombres: 'Operador',
      apellidos: `B de otra obra ${suffix()}`,
      cargo: 'Operador de maquinaria',
      fechaIngreso: '2020-03-02',
    })
    .returning({
      id: trabajadores.id,
      nombres: trabajadores.nombres,
      apellidos: trabajadores.apellidos,
    })
  if (!trabajador) throw new Error('fixture: no trabajador')
  const [operador] = await db
    .insert(operadores)
    .values({ trabajadorId: trabajador.id, licenciaClase: 'D' })
    .returning({ id: operadores.id })
  if (!operador) throw new Error('fixture: no operador')
  return { id: operador.id, nombre: `${trabajador.nombres} ${trabajador.apellidos}` }
}

/** B's world: an obra of its own with a vigente contract of two new assets on rent there. */
async function otraObraConContrato(db: Db, hoy: string) {
  const [demo] = await db
    .select({ constructoraId: obras.constructoraId, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0001'))
  const [tipo] = await db
    .select({ id: tiposActivo.id })
    .from(tiposActivo)
    .orderBy(asc(tiposActivo.nombre))
    .limit(1)
  const [marca] = await db
    .select({ id: marcas.id })
    .from(marcas)
    .orderBy(asc(marcas.nombre))
    .limit(1)
  if (!demo || !tipo || !marca) throw new Error('fixture: demo obra, tipo or marca missing')
  const name = suffix()
  const [obra] = await db
    .insert(obras)
    .values({
      codigo: `OB-P${name}`,
      nombre: `Obra de otro cliente ${name}`,
      direccion: 'Avenida Ejemplo 1234',
      comuna: '13101',
      region: '13',
      constructoraId: demo.constructoraId,
      razonSocialId: demo.razonSocialId,
      fechaInicio: sumarDias(hoy, -90),
    })
    .returning({ id: obras.id })
  if (!obra) throw new Error('fixture: no obra')
  const assets = await db
    .insert(activos)
    .values(
      [1, 2].map((n) => ({
        codigo: `PB-${name}${n}`,
        tipoActivoId: tipo.id,
        marcaId: marca.id,
        modelo: 'Modelo de otro dueño',
        anio: 2021,
        numeroSerie: `PROPIEDAD-${name}-${n}`,
        horometro: '1000.0',
      })),
    )
    .returning({ id: activos.id })
  const entrega = sumarDias(hoy, -60)
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: demo.razonSocialId,
      obraId: obra.id,
      moneda: 'CLP',
      fechaInicio: entrega,
      estado: 'vigente',
    })
    .returning({ id: contratos.id })
  if (!contrato) throw new Error('fixture: no contrato')
  const items = await db
    .insert(contratoItems)
    .values(
      assets.map((asset) => ({
        contratoId: contrato.id,
        activoId: asset.id,
        tarifa: 60_000,
        unidadCobro: 'dia' as const,
        conOperador: true,
        fechaEntrega: entrega,
      })),
    )
    .returning({ id: contratoItems.id, activoId: contratoItems.activoId })
  return { obraId: obra.id, contratoId: contrato.id, items, tipoActivoId: tipo.id }
}

/**
 * Three EDPs of a contract in revisión obra (what a site client sees and answers), one manual line
 * each, over three months of 2031 (no demo EDP reaches that year), written straight into the
 * database: the walk reads and answers them, it does not compute them.
 */
async function edpsEnRevisionObra(db: Db, contratoId: string) {
  const [contrato] = await db.select().from(contratos).where(eq(contratos.id, contratoId))
  if (!contrato) throw new Error('fixture: no contract for the EDPs')
  for (const mes of ['01', '02', '03']) {
    const [edp] = await db
      .insert(edps)
      .values({
        contratoId,
        obraId: contrato.obraId,
        razonSocialId: contrato.razonSocialId,
        periodoDesde: `2031-${mes}-01`,
        periodoHasta: `2031-${mes}-28`,
        estado: 'revision-obra',
        moneda: 'CLP',
        neto: 100_000,
        iva: 19_000,
        total: 119_000,
        calculo: { items: [], problemas: [] },
      })
      .returning({ id: edps.id })
    if (!edp) throw new Error('fixture: no EDP')
    const linea = {
      id: randomUUID(),
      tipo: 'manual',
      itemId: null,
      activo: null,
      descripcion: 'Arriendo acordado del mes',
      cantidad: 1,
      unidad: 'mes',
      moneda: 'CLP',
      tarifa: 100_000,
      unidadTarifa: 'mes',
      tarifaClp: 100_000,
      bruto: 100_000,
      descuentoPct: 0,
      descuento: 0,
      monto: 100_000,
      motivo: 'Acordado con la obra',
      evidencia: { movimientos: [], reports: [], diasExcluidos: [], notas: [] },
    }
    await db.insert(edpLineas).values({
      edpId: edp.id,
      posicion: 0,
      origen: 'manual',
      tipo: 'manual',
      descripcion: linea.descripcion,
      monto: linea.monto,
      motivo: linea.motivo,
      linea,
    })
  }
}

/** A photo's row of an incident of `proveedorId` (its file is never read: the walk asks links). */
const foto = (proveedorId: string, incidenteId: string) => ({
  incidenteId,
  archivoClave: `incidentes/${proveedorId}/${randomUUID()}`,
  archivoNombre: 'cabina.png',
  archivoTipo: 'image/png',
  archivoBytes: 1024,
})

/**
 * Lessor B's rows on its two assets: two incidents with a photo each, two trips, and two signed
 * reports of its machines at B's obra, by an operator record of their own (no user: not operator
 * B's, whose reports are his walk's).
 */
async function lessorRows(
  db: Db,
  hoy: string,
  obraId: string,
  proveedorId: string,
  suyos: { id: string }[],
) {
  const operador = await insertOperador(db)
  for (const [i, activo] of suyos.entries()) {
    const [incidente] = await db
      .insert(incidentes)
      .values({
        proveedorId,
        activoId: activo.id,
        obraId,
        fecha: sumarDias(hoy, -(i + 1)),
        tipo: 'falla',
        descripcion: `Falla del equipo ${i + 1} del arrendador B.`,
      })
      .returning({ id: incidentes.id })
    if (!incidente) throw new Error('fixture: no incidente')
    await db.insert(fotosIncidente).values(foto(proveedorId, incidente.id))
    await db.insert(reportsArrendador).values({
      proveedorId,
      activoId: activo.id,
      fecha: sumarDias(hoy, -(i + 2)),
      origen: 'Bodega del arrendador B',
      destino: 'Obra de otro cliente',
      km: 12.5 + i,
      carga: 'Equipo sobre cama baja',
    })
    await db.insert(reports).values({
      operadorId: operador.id,
      activoId: activo.id,
      obraId,
      fecha: sumarDias(hoy, -(i + 3)),
      jornada: 'dia',
      horometroInicio: 500,
      horometroFin: 508,
      horasStandBy: 0,
      horasDetenidas: 0,
      actividades: 'Trabajo de la máquina del arrendador B.',
      estado: 'firmado',
      estadoDesde: new Date(),
    })
  }
}

/** An adjustment request's file, kept under the lessor's keys (as its upload would leave it). */
const archivoAjuste = (proveedorId: string) => ({
  archivoClave: `solicitudes-ajuste/${proveedorId}/${randomUUID()}`,
  archivoNombre: 'guias.png',
  archivoTipo: 'image/png',
  archivoBytes: 1024,
})

/**
 * Lessor B's external EDPs at B's obra: three emitted to it, one line each (a manual line: the
 * walk needs a line to ask about, not a computation), the first two with a rejected adjustment
 * request carrying a file.
 */
async function lessorEdps(db: Db, hoy: string, obraId: string, proveedorId: string) {
  for (const meses of [1, 2, 3]) {
    const fechaInicio = `${sumarDias(hoy, -31 * meses - 40).slice(0, 8)}01`
    const fechaFin = sumarDias(fechaInicio, 27)
    const monto = 1_000_000 * meses
    const [edp] = await db
      .insert(edpsExternos)
      .values({
        obraId,
        proveedorId,
        fechaInicio,
        fechaFin,
        estado: 'emitido',
        estadoDesde: new Date(),
        neto: monto,
        iva: Math.round(monto * 0.19),
        total: monto + Math.round(monto * 0.19),
        calculo: { items: [], problemas: [] },
      })
      .returning({ id: edpsExternos.id })
    if (!edp) throw new Error('fixture: no edp externo')
    const linea = {
      id: randomUUID(),
      tipo: 'manual',
      itemId: null,
      activo: null,
      descripcion: `Arriendo del mes ${meses} del arrendador B`,
      cantidad: 1,
      unidad: 'unidad',
      moneda: 'CLP',
      tarifa: monto,
      unidadTarifa: 'unidad',
      tarifaClp: monto,
      bruto: monto,
      descuentoPct: 0,
      descuento: 0,
      monto,
      motivo: 'Acordado con el arrendador B.',
      evidencia: { movimientos: [], reports: [], diasExcluidos: [], notas: [] },
    }
    await db.insert(edpExternoLineas).values({
      edpExternoId: edp.id,
      posicion: 0,
      origen: 'manual',
      tipo: 'manual',
      descripcion: linea.descripcion,
      monto,
      motivo: linea.motivo,
      linea,
    })
    if (meses < 3) {
      await db.insert(solicitudesAjuste).values({
        proveedorId,
        edpExternoId: edp.id,
        revision: 1,
        lineaId: linea.id,
        lineaDescripcion: linea.descripcion,
        lineaMonto: monto,
        motivo: 'Faltan días según las guías del arrendador B.',
        montoSolicitado: monto + 100_000,
        ...archivoAjuste(proveedorId),
        estado: 'rechazada',
        respuesta: 'Las guías no muestran esos días.',
      })
    }
  }
}

/**
 * An owner's support tickets (decision 070): one open with a file (never read: the walk asks
 * links), two resolved an hour ago (within the reopening window, for the walk's reopen and close).
 */
async function ticketsOf(db: Db, usuarioId: string, solicitanteTipo: string) {
  const resueltoEn = new Date(Date.now() - 60 * 60 * 1000)
  const rows = await db
    .insert(tickets)
    .values(
      (['abierto', 'resuelto', 'resuelto'] as const).map((estado, i) => ({
        asunto: `Ticket ${i + 1} de su dueño`,
        descripcion: 'Un ticket que solo su solicitante ve.',
        categoria: 'consulta',
        prioridad: 'media',
        estado,
        solicitanteId: usuarioId,
        solicitanteTipo,
        resueltoEn: estado === 'resuelto' ? resueltoEn : null,
      })),
    )
    .returning({ id: tickets.id })
  const [conArchivo] = rows
  if (!conArchivo) throw new Error('fixture: no ticket')
  await db.insert(ticketAdjuntos).values({
    ticketId: conArchivo.id,
    archivoClave: `tickets/${usuarioId}/${randomUUID()}`,
    archivoNombre: 'captura.png',
    archivoTipo: 'image/png',
    archivoBytes: 1024,
  })
}

/**
 * The three pairs of owners on the test app's database: A the demo site client, operator and
 * lessor; B a second one of each (same keys) with rows of its own: the site client B follows
 * another obra and raised three requests there through the API, and each site client has three
 * EDPs in revisión obra; the operator B is assigned to an
 * asset on rent there and has three borrador reports (the writable estado, so a hole would show as
 * a change); the lessor B belongs to another proveedor, which owns two assets with incidents,
 * trips and signed reports of its own (lessorRows) and three emitted external EDPs (lessorEdps),
 * and a few of lessor A's reports are signed and one of its adjustment requests carries a file.
 */
export async function ownerPairs(t: TestApp): Promise<OwnerPair[]> {
  const { db } = t.database
  const hoy = fechaEnSantiago(new Date())
  const world = await otraObraConContrato(db, hoy)
  const [primero, segundo] = world.items
  if (!primero || !segundo) throw new Error('fixture: no contract items')

  // Site client B: another obra, three requests of its own raised through the API.
  const clienteB = await insertUsuario(
    db,
    {
      email: 'cliente.b@propiedad.cl',
      nombre: 'Cliente B de otra obra',
      tipo: 'cordillera',
      permisos: await permisosOf(db, AS.cliente),
    },
    'cliente B',
  )
  await db.insert(usuarioObras).values({ usuarioId: clienteB.id, obraId: world.obraId })
  const pedidos: CreateSolicitudClienteInput[] = [
    {
      tipo: 'arriendo',
      obraId: world.obraId,
      fechaRequerida: sumarDias(hoy, 10),
      items: [{ tipoActivoId: world.tipoActivoId, cantidad: 2 }],
    },
    {
      tipo: 'arriendo',
      obraId: world.obraId,
      fechaRequerida: sumarDias(hoy, 20),
      comentarios: 'Segundo pedido de la otra obra.',
      items: [{ tipoActivoId: world.tipoActivoId, cantidad: 1 }],
    },
    {
      tipo: 'retiro-parcial',
      obraId: world.obraId,
      fechaRequerida: sumarDias(hoy, 5),
      items: [{ contratoItemId: primero.id }],
    },
  ]
  for (const pedido of pedidos) {
    await callAs(t, clienteB, 'POST', '/v1/solicitudes-cliente', pedido)
  }
  // Each site client's EDPs in revisión obra: B's on its contract, A's on one of OB-0001's.
  await edpsEnRevisionObra(db, world.contratoId)
  const [contratoA] = await db
    .select({ id: contratos.id })
    .from(contratos)
    .innerJoin(obras, eq(obras.id, contratos.obraId))
    .where(eq(obras.codigo, 'OB-0001'))
    .orderBy(asc(contratos.numero))
    .limit(1)
  if (!contratoA) throw new Error('fixture: OB-0001 has no contract')
  await edpsEnRevisionObra(db, contratoA.id)

  // Operator B: a record of his own, assigned to the second asset, three borrador reports.
  const operador = await insertOperador(db)
  const operadorB = await insertUsuario(
    db,
    {
      email: 'operador.b@propiedad.cl',
      nombre: operador.nombre,
      tipo: 'cordillera',
      permisos: await permisosOf(db, AS.operador),
      operadorId: operador.id,
    },
    'operador B',
  )
  await db.insert(asignacionesOperador).values({
    operadorId: operador.id,
    activoId: segundo.activoId,
    contratoId: world.contratoId,
    desde: sumarDias(hoy, -30),
    origen: 'asignacion',
  })
  for (const dias of [3, 2, 1]) {
    const inicio = 1000 + (3 - dias) * 8
    const [report] = await db
      .insert(reports)
      .values({
        operadorId: operador.id,
        activoId: segundo.activoId,
        obraId: world.obraId,
        contratoId: world.contratoId,
        fecha: sumarDias(hoy, -dias),
        jornada: 'dia',
        horometroInicio: inicio,
        horometroFin: inicio + 8,
        horasStandBy: 0,
        horasDetenidas: 0,
        actividades: 'Excavación de la otra obra.',
        estado: 'borrador',
        estadoDesde: new Date(),
      })
      .returning({ id: reports.id })
    if (!report) throw new Error('fixture: no report')
  }

  // Lessor B: another proveedor (provisional: no bank data needed), which owns two assets.
  const rutBody = String(77_000_000 + Math.floor(Math.random() * 900_000))
  const [proveedor] = await db
    .insert(proveedores)
    .values({
      rut: `${rutBody}-${rutCheckDigit(rutBody)}`,
      razonSocial: `Arriendos Propiedad ${suffix()} SpA`,
      provisorio: true,
    })
    .returning({ id: proveedores.id })
  if (!proveedor) throw new Error('fixture: no proveedor')
  const [asset] = await db.select().from(activos).where(eq(activos.id, segundo.activoId))
  if (!asset) throw new Error('fixture: no asset')
  const suyos = await db
    .insert(activos)
    .values(
      [1, 2].map((n) => ({
        codigo: `PV-${suffix()}${n}`,
        tipoActivoId: asset.tipoActivoId,
        marcaId: asset.marcaId,
        modelo: 'Modelo del arrendador B',
        anio: 2019,
        numeroSerie: `PROVEEDOR-B-${suffix()}-${n}`,
        proveedorId: proveedor.id,
      })),
    )
    .returning({ id: activos.id })
  await lessorRows(db, hoy, world.obraId, proveedor.id, suyos)
  await lessorEdps(db, hoy, world.obraId, proveedor.id)
  // Lessor A's: the demo's incidents and trips, and a few of its machines' reports signed (a
  // test database keeps no signature image, so its reports are borrador) and one photo.
  const [demoLessor] = await db
    .select({ proveedorId: usuarios.proveedorId })
    .from(usuarios)
    .where(eq(usuarios.email, AS.proveedor))
  if (!demoLessor?.proveedorId) throw new Error('fixture: the demo lessor has no proveedor')
  const deA = await db
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(activos, eq(activos.id, reports.activoId))
    .where(eq(activos.proveedorId, demoLessor.proveedorId))
    .limit(3)
  await db
    .update(reports)
    .set({ estado: 'firmado' })
    .where(
      inArray(
        reports.id,
        deA.map((row) => row.id),
      ),
    )
  const [incidenteA] = await db
    .select({ id: incidentes.id })
    .from(incidentes)
    .where(eq(incidentes.proveedorId, demoLessor.proveedorId))
    .limit(1)
  if (!incidenteA) throw new Error('fixture: the demo lessor has no incident')
  await db.insert(fotosIncidente).values(foto(demoLessor.proveedorId, incidenteA.id))
  // And a file on one of the demo lessor's adjustment requests (the seed's carry none).
  const [solicitudA] = await db
    .select({ id: solicitudesAjuste.id })
    .from(solicitudesAjuste)
    .where(eq(solicitudesAjuste.proveedorId, demoLessor.proveedorId))
    .limit(1)
  if (!solicitudA) throw new Error('fixture: the demo lessor has no adjustment request')
  await db
    .update(solicitudesAjuste)
    .set(archivoAjuste(demoLessor.proveedorId))
    .where(eq(solicitudesAjuste.id, solicitudA.id))
  const proveedorB = await insertUsuario(
    db,
    {
      email: 'arrendador.b@propiedad.cl',
      nombre: 'Arrendador B de otro proveedor',
      tipo: 'proveedor',
      permisos: await permisosOf(db, AS.proveedor),
      proveedorId: proveedor.id,
    },
    'arrendador B',
  )

  // Every owner's support tickets: the demo users' seeded ones come first, then these.
  for (const [email, tipo] of [
    [AS.cliente, 'cliente'],
    [AS.operador, 'operador'],
    [AS.proveedor, 'arrendador'],
  ] as const) {
    const [demo] = await db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.email, email))
    if (!demo) throw new Error(`fixture: no demo user ${email}`)
    await ticketsOf(db, demo.id, tipo)
  }
  await ticketsOf(db, clienteB.id, 'cliente')
  await ticketsOf(db, operadorB.id, 'operador')
  await ticketsOf(db, proveedorB.id, 'arrendador')

  const pairs = [
    { kind: 'cliente', a: await demoOwner(db, AS.cliente, 'cliente A'), b: clienteB },
    { kind: 'operador', a: await demoOwner(db, AS.operador, 'operador A'), b: operadorB },
    { kind: 'proveedor', a: await demoOwner(db, AS.proveedor, 'arrendador A'), b: proveedorB },
  ]
  // Every owner's bell: two notifications of his own (two, so a page of one has a next cursor).
  await notificacionesDe(
    db,
    pairs.flatMap((pair) => [pair.a.email, pair.b.email]),
  )
  return pairs
}

async function notificacionesDe(db: Db, emails: string[]) {
  const owners = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(inArray(usuarios.email, emails))
  await db.transaction(async (tx) => {
    for (const n of [1, 2]) {
      await notify(tx, {
        usuarioIds: owners.map((owner) => owner.id),
        tipo: 'ticket-respondido',
        titulo: `Tu ticket TCK-00000${n} tiene respuesta`,
        cuerpo: 'Soporte respondió tu ticket.',
        enlace: null,
      })
    }
  })
}
