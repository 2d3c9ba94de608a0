// Reads a CSV of daily UF values as staff get them (the Banco Central's series pasted into a
// spreadsheet, or an export of another system): one day per line, `fecha;valor` or
// `fecha,valor`, the date as dd-MM-yyyy (or dd/MM/yyyy) or yyyy-MM-dd, the value as Chile writes
// it (`39.485,65`) or as a program does (`39485.65`), an optional header line, a BOM tolerated.
// Every bad line is reported with its number, so the whole file can be fixed at once; the API
// writes nothing while there is one.
import { esFecha, fechaDePartes } from '../common/calendario.ts'
import { fechaText } from '../common/columns.ts'
import { problemaDeFecha } from '../common/fields.ts'
import { VALOR_UF_DECIMALES } from '../money.ts'

export type ValorUfCsvLinea = {
  /** 1-based line number in the file, as a spreadsheet shows it. */
  linea: number
  /** `yyyy-MM-dd`. */
  fecha: string
  /** Pesos per UF, two decimals at most. */
  valor: number
}

export type ValorUfCsvError = { linea: number; mensaje: string }

export type ValorUfCsv = { valores: ValorUfCsvLinea[]; errores: ValorUfCsvError[] }

const VALOR_MAXIMO = 99_999_999.99

/** Splits one line on `separator`, honouring double quotes (`"39.485,65"`). */
function splitFields(line: string, separator: string): string[] {
  const fields: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        current += '"'
        i++
      } else {
        quoted = !quoted
      }
    } else if (char === separator && !quoted) {
      fields.push(current.trim())
      current = ''
    } else {
      current += char
    }
  }
  fields.push(current.trim())
  return fields
}

/** `;` when the line has one outside quotes (then a comma is the decimal mark), else `,`. */
function separatorOf(line: string): string {
  return splitFields(line, ';').length > 1 ? ';' : ','
}

/**
 * A date as dd-MM-yyyy, dd/MM/yyyy or yyyy-MM-dd, as `yyyy-MM-dd` when it is a calendar day; null
 * when it is none. Its years are checked by the caller (problemaDeFecha).
 */
export function parseFechaCsv(text: string): string | null {
  const chilean = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text)
  const fecha = chilean
    ? fechaDePartes({ anio: Number(chilean[3]), mes: Number(chilean[2]), dia: Number(chilean[1]) })
    : text
  return esFecha(fecha) ? fecha : null
}

/**
 * A value as `39.485,65`, `39485,65`, `39485.65`, `39.485` or `39485` (a `$` and spaces are
 * ignored), in pesos; null when it is none of them or carries more than two decimals.
 */
export function parseValorCsv(text: string): number | null {
  const bare = text.replace(/^\$/, '').replaceAll(' ', '')
  const decimals = `{1,${VALOR_UF_DECIMALES}}`
  let plain: string | null = null
  if (new RegExp(`^\\d{1,3}(\\.\\d{3})*(,\\d${decimals})?$|^\\d+(,\\d${decimals})?$`).test(bare)) {
    // Chilean: dots group thousands, the comma marks the decimals.
    plain = bare.replaceAll('.', '').replace(',', '.')
  } else if (new RegExp(`^\\d+(\\.\\d${decimals})?$`).test(bare)) {
    plain = bare
  }
  if (plain === null) return null
  const value = Number(plain)
  return Number.isFinite(value) ? value : null
}

/** The days and values of a CSV, and what is wrong with each bad line. */
export function parseValoresUfCsv(text: string): ValorUfCsv {
  const valores: ValorUfCsvLinea[] = []
  const errores: ValorUfCsvError[] = []
  const lineaDe = new Map<string, number>()
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  let first = true
  lines.forEach((raw, index) => {
    const linea = index + 1
    const line = raw.trim()
    if (line === '') return
    const isFirst = first
    first = false
    // A header names its columns: the first line, without a single digit ("Fecha;Valor UF").
    if (isFirst && !/\d/.test(line)) return
    const error = (mensaje: string) =>
      errores.push({ linea, mensaje: `Línea ${linea}: ${mensaje}` })

    const fields = splitFields(line, separatorOf(line))
    // Spreadsheets often end lines with empty columns; they say nothing.
    while (fields.length > 2 && fields.at(-1) === '') fields.pop()
    const [fechaTexto = '', valorTexto = ''] = fields
    if (fields.length !== 2 || fechaTexto === '' || valorTexto === '') {
      error('se esperan dos columnas, fecha y valor (por ejemplo 05-03-2026;39.485,65).')
      return
    }
    const fecha = parseFechaCsv(fechaTexto)
    if (!fecha) {
      error(`la fecha «${fechaTexto}» no es válida (use dd-MM-aaaa o aaaa-MM-dd).`)
      return
    }
    const fueraDeRango = problemaDeFecha(fecha)
    if (fueraDeRango) {
      error(fueraDeRango.replace(/^La fecha /, `la fecha «${fechaTexto}» `))
      return
    }
    const valor = parseValorCsv(valorTexto)
    if (valor === null) {
      error(
        `el valor «${valorTexto}» no es válido (use 39.485,65 o 39485.65, con hasta 2 decimales).`,
      )
      return
    }
    if (valor <= 0) {
      error('el valor de la UF debe ser mayor que cero.')
      return
    }
    if (valor > VALOR_MAXIMO) {
      error('el valor de la UF no puede superar $99.999.999,99.')
      return
    }
    const anterior = lineaDe.get(fecha)
    if (anterior !== undefined) {
      error(`el ${fechaText(fecha)} ya viene en la línea ${anterior}.`)
      return
    }
    lineaDe.set(fecha, linea)
    valores.push({ linea, fecha, valor })
  })
  return { valores, errores }
}
