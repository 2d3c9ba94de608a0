// The demo's support tickets (decision 070): about sixty, opened over the last three months by the
// seeded users of every kind (staff, the operator, the site client, the lessors; whoever else the
// seed's users list holds), in every estado, with their threads: the solicitante's words, support's
// answers and each change of estado, by the staff who took them. A few resolved ones are recent
// enough to be reopened, most are not.
//
// Seeded once per database (while no seeded ticket, one without author, exists), after the users;
// like the other demo data, past the records mechanism: no author, no audit entry. Numbers are
// given explicitly (after any ticket opened before), then the folio sequence moves past them. No files: the demo's tickets are
// described in words.
import {
  type CategoriaTicket,
  type EstadoTicket,
  PRIORIDADES_TICKET,
  type PrioridadTicket,
  type TipoSolicitante,
} from '@cordillera/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { usuarioObras, usuarios } from '../db/schema/index.ts'
import { ticketComentarios, tickets } from '../db/schema/tickets.ts'
import { seededRandom } from './seeded-random.ts'

/** How many tickets the demo opens. */
export const DEMO_TICKETS_TOTAL = 60

type Tema = { categoria: CategoriaTicket; asunto: string; descripcion: string; respuesta: string }

const TEMAS: readonly Tema[] = [
  {
    categoria: 'acceso',
    asunto: 'No puedo iniciar sesión desde el celular',
    descripcion: 'Desde el celular la página queda cargando después de ingresar la contraseña.',
    respuesta: 'Borramos la sesión guardada de su dispositivo; pruebe de nuevo, por favor.',
  },
  {
    categoria: 'acceso',
    asunto: 'Necesito acceso a otra obra',
    descripcion: 'Me cambiaron de obra esta semana y no veo sus solicitudes.',
    respuesta: 'Pedimos a administración que agregue la obra a su usuario.',
  },
  {
    categoria: 'error',
    asunto: 'El PDF del estado de pago sale en blanco',
    descripcion: 'Al descargar el PDF del último estado de pago el archivo abre sin contenido.',
    respuesta: 'Era un problema de la fuente en el servidor; ya quedó corregido.',
  },
  {
    categoria: 'error',
    asunto: 'Error al guardar el report de la tarde',
    descripcion: 'Aparece "No se pudo guardar" al enviar el report del turno de la tarde.',
    respuesta: 'El report quedó guardado como borrador; puede firmarlo ahora.',
  },
  {
    categoria: 'datos',
    asunto: 'El horómetro del equipo está mal',
    descripcion:
      'El último horómetro registrado no coincide con el de la máquina (diferencia de 120 h).',
    respuesta: 'Corregimos la lectura con la foto del horómetro que nos envió.',
  },
  {
    categoria: 'datos',
    asunto: 'La dirección de la obra está desactualizada',
    descripcion: 'La obra cambió su acceso a Avenida Las Torres 1450; la guía sale con la antigua.',
    respuesta: 'Actualizamos la dirección de la obra; las próximas guías la llevan.',
  },
  {
    categoria: 'consulta',
    asunto: '¿Cómo pido el retiro de un equipo?',
    descripcion:
      'Terminamos la excavación y queremos devolver la retroexcavadora la próxima semana.',
    respuesta: 'Desde Solicitudes, "Nueva solicitud", tipo retiro parcial; logística la coordina.',
  },
  {
    categoria: 'consulta',
    asunto: 'Horario de atención de logística',
    descripcion: '¿Hasta qué hora se pueden coordinar despachos para el día siguiente?',
    respuesta: 'Logística recibe solicitudes para el día siguiente hasta las 16:00.',
  },
  {
    categoria: 'estados-de-pago',
    asunto: 'Días de lluvia cobrados en el estado de pago',
    descripcion:
      'El estado de pago de este mes cobra dos días en que el equipo no trabajó por lluvia.',
    respuesta: 'Revisamos los reports: esos días quedan fuera en la nueva revisión.',
  },
  {
    categoria: 'estados-de-pago',
    asunto: 'Falta la orden de compra en el estado de pago',
    descripcion: 'Nuestra área de pagos necesita que el estado de pago indique la orden de compra.',
    respuesta: 'Agregamos la orden de compra al contrato; el estado de pago la muestra.',
  },
  {
    categoria: 'otro',
    asunto: 'Sugerencia: aviso cuando vence un documento',
    descripcion:
      'Sería útil un aviso unos días antes de que venza la revisión técnica de un equipo.',
    respuesta: 'Gracias: lo sumamos a las mejoras del próximo trimestre.',
  },
  {
    categoria: 'otro',
    asunto: 'Cambio de correo de contacto',
    descripcion: 'Desde el próximo mes el contacto de pagos es pagos@constructora-andes.cl.',
    respuesta: 'Registramos el nuevo correo de contacto.',
  },
]

const SEGUIMIENTOS = [
  'Agrego que el problema se repite todos los días a la misma hora.',
  'Gracias, quedo atento.',
  '¿Hay novedades? Lo necesitamos para el cierre de mes.',
  'Adjunto más detalle por correo a soporte.',
]

const REVISANDO = [
  'Estamos revisando su caso.',
  'Tomamos el ticket; le escribimos apenas tengamos novedades.',
  'Lo derivamos al área correspondiente.',
]

/** The estados in turn, so every one has its share (a quarter each). */
const ESTADOS: readonly EstadoTicket[] = ['abierto', 'en-progreso', 'resuelto', 'cerrado']

type Persona = { id: string; tipo: TipoSolicitante; su: boolean }

const DIA = 24 * 60 * 60 * 1000

export async function seedDemoTickets(tx: Tx, now = new Date()): Promise<Record<string, number>> {
  const none = { tickets: 0, ticket_comentarios: 0 }
  const [sembrado] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(isNull(tickets.createdBy))
    .limit(1)
  if (sembrado) return none

  // Every active user of the seed, each with the kind it asks as (decision 070).
  const rows = await tx
    .select({
      id: usuarios.id,
      tipo: usuarios.tipo,
      su: usuarios.su,
      operadorId: usuarios.operadorId,
      obras: sql<number>`(select count(*) from ${usuarioObras} where ${usuarioObras.usuarioId} = "usuarios"."id")::int`,
    })
    .from(usuarios)
    .where(and(eq(usuarios.activo, true), isNull(usuarios.eliminadoEn)))
    .orderBy(asc(usuarios.email))
  const personas: Persona[] = rows.map((row) => ({
    id: row.id,
    su: row.su,
    tipo:
      row.tipo === 'proveedor'
        ? 'arrendador'
        : row.operadorId
          ? 'operador'
          : Number(row.obras) > 0
            ? 'cliente'
            : 'personal',
  }))
  const soporte = personas.filter((persona) => persona.tipo === 'personal')
  const personal = soporte.filter((persona) => !persona.su)
  const externos = personas.filter((persona) => persona.tipo !== 'personal')
  if (soporte.length === 0 || personal.length + externos.length === 0) return none

  // After any ticket opened before the seed ran (its numbers are the sequence's).
  const [ultimo] = await tx
    .select({ numero: sql<number>`coalesce(max(${tickets.numero}), 0)::int` })
    .from(tickets)
  const desde = Number(ultimo?.numero ?? 0)
  const random = seededRandom(70)
  const nuevos: (typeof tickets.$inferInsert)[] = []
  const hilos: Omit<typeof ticketComentarios.$inferInsert, 'ticketId'>[][] = []
  const abiertos = new Map<string, number>()
  for (let i = 0; i < DEMO_TICKETS_TOTAL; i++) {
    // A third from outside users (operators, site clients, lessors), the rest from staff.
    const grupo =
      (i % 3 === 0 && externos.length > 0) || personal.length === 0 ? externos : personal
    const solicitante = grupo[Math.floor(i / 3) % grupo.length] as Persona
    // Each person's tickets go through every estado in turn, from a different one each.
    const suyos = abiertos.get(solicitante.id) ?? 0
    abiertos.set(solicitante.id, suyos + 1)
    // Staff never answer their own tickets.
    const equipo = soporte.filter((persona) => persona.id !== solicitante.id)
    const agente = equipo.length > 0 ? random.pick(equipo) : undefined
    const tema = TEMAS[(i * 5) % TEMAS.length] as Tema
    const estado = agente
      ? (ESTADOS[(suyos + personas.indexOf(solicitante)) % 4] as EstadoTicket)
      : 'abierto'
    const prioridad: PrioridadTicket = random.pick(PRIORIDADES_TICKET)
    // Opened 2 to 90 days ago; a resolved one was resolved 1 to 40 days later (about half of
    // those still resolved within the reopening window).
    const abierto = new Date(now.getTime() - random.int(2, 90) * DIA - random.int(0, 600) * 60_000)
    const at = (dias: number) =>
      new Date(Math.min(abierto.getTime() + dias * DIA, now.getTime() - 60 * 60_000))
    const hilo: Omit<typeof ticketComentarios.$inferInsert, 'ticketId'>[] = []
    const entrada = (
      autor: Persona,
      dias: number,
      texto: string | null,
      nuevoEstado: EstadoTicket | null = null,
    ) => hilo.push({ autorId: autor.id, texto, estado: nuevoEstado, createdAt: at(dias) })

    if (random.chance(0.5)) entrada(solicitante, 0.2, random.pick(SEGUIMIENTOS))
    let estadoDesde = abierto
    let resueltoEn: Date | null = null
    let cerradoEn: Date | null = null
    if (agente && estado !== 'abierto') {
      entrada(agente, 0.5, random.pick(REVISANDO), 'en-progreso')
      estadoDesde = at(0.5)
      if (estado === 'resuelto' || estado === 'cerrado') {
        const reciente = estado === 'resuelto' && random.chance(0.5)
        const hace = new Date(now.getTime() - random.int(1, 4) * DIA)
        // Never before support took it.
        resueltoEn = reciente && hace > at(0.6) ? hace : at(random.int(1, 40))
        hilo.push({
          autorId: agente.id,
          texto: tema.respuesta,
          estado: 'resuelto',
          createdAt: resueltoEn,
        })
        estadoDesde = resueltoEn
        if (estado === 'cerrado') {
          cerradoEn = new Date(Math.min(resueltoEn.getTime() + 2 * DIA, now.getTime()))
          const quien = random.chance(0.5) ? solicitante : agente
          hilo.push({ autorId: quien.id, texto: null, estado: 'cerrado', createdAt: cerradoEn })
          estadoDesde = cerradoEn
        }
      }
    }
    nuevos.push({
      numero: desde + i + 1,
      asunto: tema.asunto,
      descripcion: tema.descripcion,
      categoria: tema.categoria,
      prioridad,
      estado,
      estadoDesde,
      solicitanteId: solicitante.id,
      solicitanteTipo: solicitante.tipo,
      asignadoId: estado === 'abierto' ? null : (agente?.id ?? null),
      resueltoEn,
      cerradoEn,
      createdAt: abierto,
      updatedAt: estadoDesde,
    })
    hilos.push(hilo)
  }

  const insertados = await tx.insert(tickets).values(nuevos).returning({ id: tickets.id })
  const comentarios = insertados.flatMap(({ id }, i) =>
    (hilos[i] ?? []).map((entrada) => ({ ...entrada, ticketId: id })),
  )
  if (comentarios.length > 0) await tx.insert(ticketComentarios).values(comentarios)
  // Folios the API hands out continue after the seeded ones.
  await tx.execute(
    sql`select setval('tickets_numero_seq', greatest((select max(${tickets.numero}) from ${tickets}), 1))`,
  )
  return { tickets: insertados.length, ticket_comentarios: comentarios.length }
}
