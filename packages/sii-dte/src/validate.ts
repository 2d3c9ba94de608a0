import { validateXML } from 'xmllint-wasm'
import { readSchema, type SchemaFile } from './schemas.ts'

/** What the SII's schemas say of a document: valid, or its errors in Spanish. */
export interface ValidationResult {
  valid: boolean
  errors: ValidationError[]
}

export interface ValidationError {
  /** The element the error concerns (local name), when libxml2 names one. */
  element: string | null
  line: number | null
  /** In Spanish, for a user: "El elemento MntTotal no es válido: …". */
  message: string
  /** libxml2's own words, for a log. */
  detail: string
}

export type RootSchema = 'EnvioDTE_v10.xsd' | 'DTE_v10.xsd'

const preloaded: SchemaFile[] = ['DTE_v10.xsd', 'SiiTypes_v10.xsd', 'xmldsignature_v10.xsd']
const schemaBytes = new Map<SchemaFile, Uint8Array>()

/** The schema's bytes as published (ISO-8859-1, with its own declaration). */
function bytesOf(name: SchemaFile): Uint8Array {
  let bytes = schemaBytes.get(name)
  if (!bytes) {
    bytes = Buffer.from(readSchema(name), 'latin1')
    schemaBytes.set(name, bytes)
  }
  return bytes
}

/**
 * The bytes of a document: a string is encoded as its XML declaration says (ISO-8859-1 for the SII,
 * UTF-8 otherwise), so that what is validated is what is stored or sent.
 */
export function documentBytes(xml: string | Uint8Array): Uint8Array {
  if (typeof xml !== 'string') return xml
  const declared = /^<\?xml[^>]*encoding=["']([^"']+)["']/i.exec(xml)?.[1]?.toLowerCase()
  const latin1 = declared === 'iso-8859-1' || declared === 'latin1'
  return Buffer.from(xml, latin1 ? 'latin1' : 'utf8')
}

/** Validates an XML document (string or bytes) against one of the SII's schemas, with xmllint (libxml2 in WebAssembly). */
export async function validateAgainst(
  xml: string | Uint8Array,
  schema: RootSchema,
): Promise<ValidationResult> {
  const result = await validateXML({
    xml: [{ fileName: 'documento.xml', contents: documentBytes(xml) }],
    schema: [{ fileName: schema, contents: bytesOf(schema) }],
    preload: preloaded
      .filter((name) => name !== schema)
      .map((name) => ({ fileName: name, contents: bytesOf(name) })),
  })
  const errors = result.errors.map(
    (error): ValidationError => toSpanish(error.message, error.loc?.lineNumber ?? null),
  )
  return { valid: result.valid && errors.length === 0, errors }
}

function toSpanish(detail: string, line: number | null): ValidationError {
  const element = /Element '(?:\{[^}]*\})?([^']+)'/.exec(detail)?.[1] ?? null
  const reason = detail
    .replace(/^Schemas validity error\s*:\s*/, '')
    .replace(/^Element '[^']*'(?: \[[^\]]*\])?:\s*/, '')
    .trim()
  const message = element
    ? `El elemento ${element} no es válido: ${reason}`
    : `El documento no es válido: ${reason}`
  return { element, line, message, detail }
}
