// An XLSX reader for tests, independent of the library that writes the files (exceljs): it opens
// the zip with node:zlib and reads the sheets' XML itself, so a test sees what Excel would, not
// what the writer believes it wrote. Enough of the format for a workbook of text and numbers:
// shared, inline and plain strings, numbers, empty cells.
import { inflateRawSync } from 'node:zlib'

/** The zip's files by name (stored or deflated), from its central directory. */
function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes)
  let fin = zip.length - 22
  while (fin >= 0 && zip.readUInt32LE(fin) !== 0x06054b50) fin--
  if (fin < 0) throw new Error('not a zip: no end of central directory')
  const entradas = zip.readUInt16LE(fin + 10)
  let cursor = zip.readUInt32LE(fin + 16)
  const archivos = new Map<string, Buffer>()
  for (let i = 0; i < entradas; i++) {
    if (zip.readUInt32LE(cursor) !== 0x02014b50) throw new Error('broken central directory')
    const metodo = zip.readUInt16LE(cursor + 10)
    const comprimido = zip.readUInt32LE(cursor + 20)
    const largoNombre = zip.readUInt16LE(cursor + 28)
    const largoExtra = zip.readUInt16LE(cursor + 30)
    const largoComentario = zip.readUInt16LE(cursor + 32)
    const local = zip.readUInt32LE(cursor + 42)
    const nombre = zip.toString('utf8', cursor + 46, cursor + 46 + largoNombre)
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const datos = zip.subarray(inicio, inicio + comprimido)
    archivos.set(nombre, metodo === 0 ? Buffer.from(datos) : inflateRawSync(datos))
    cursor += 46 + largoNombre + largoExtra + largoComentario
  }
  return archivos
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const texto = (xml: string) =>
  xml.replace(/&(#x?[0-9a-f]+|\w+);/gi, (todo, entidad: string) => {
    if (entidad.startsWith('#x') || entidad.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(entidad.slice(2), 16))
    }
    if (entidad.startsWith('#')) return String.fromCodePoint(Number(entidad.slice(1)))
    return ENTIDADES[entidad] ?? todo
  })

/** The text of every <t> inside a fragment (a rich text's runs joined). */
const textos = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => texto(m[1] ?? '')).join('')

const columna = (ref: string) =>
  [...(ref.match(/^[A-Z]+/)?.[0] ?? 'A')].reduce(
    (n, letra) => n * 26 + letra.charCodeAt(0) - 64,
    0,
  ) - 1

export type CeldaLeida = string | number | null

/** Each sheet of the workbook, by its name, as rows of cells (text or number). */
export function leerXlsx(bytes: Uint8Array): Map<string, CeldaLeida[][]> {
  const archivos = unzip(bytes)
  const leer = (nombre: string) => archivos.get(nombre)?.toString('utf8') ?? ''
  const compartidos = [...leer('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    textos(m[1] ?? ''),
  )
  const destinos = new Map(
    [...leer('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\s[^>]*>/g)].map((m) => [
      m[0].match(/Id="([^"]+)"/)?.[1] ?? '',
      (m[0].match(/Target="([^"]+)"/)?.[1] ?? '').replace(/^\/?(xl\/)?/, 'xl/'),
    ]),
  )
  const hojas = new Map<string, CeldaLeida[][]>()
  for (const hoja of leer('xl/workbook.xml').matchAll(/<sheet\s[^>]*>/g)) {
    const nombre = texto(hoja[0].match(/name="([^"]*)"/)?.[1] ?? '')
    const id = hoja[0].match(/r:id="([^"]+)"/)?.[1] ?? ''
    const xml = leer(destinos.get(id) ?? '')
    const filas: CeldaLeida[][] = []
    for (const fila of xml.matchAll(/<row\s[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
      const numero = Number(fila[0].match(/\br="(\d+)"/)?.[1] ?? filas.length + 1)
      const celdas: CeldaLeida[] = []
      for (const celda of (fila[1] ?? '').matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const atributos = celda[1] ?? ''
        const cuerpo = celda[2] ?? ''
        const tipo = atributos.match(/\bt="([^"]+)"/)?.[1]
        const valor = cuerpo.match(/<v>([\s\S]*?)<\/v>/)?.[1]
        const indice = columna(atributos.match(/\br="([A-Z]+\d+)"/)?.[1] ?? '')
        celdas[indice] =
          tipo === 's'
            ? (compartidos[Number(valor)] ?? '')
            : tipo === 'inlineStr'
              ? textos(cuerpo)
              : tipo === 'str' || tipo === 'b'
                ? texto(valor ?? '')
                : valor === undefined
                  ? null
                  : Number(valor)
      }
      filas[numero - 1] = Array.from(celdas, (c) => c ?? null)
    }
    hojas.set(
      nombre,
      Array.from(filas, (f) => f ?? []),
    )
  }
  return hojas
}
