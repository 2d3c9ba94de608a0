import {
  type ErrorDetail,
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm'
import { readSchema, type SchemaFile, schemaFiles } from './schemas.ts'

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

/**
 * The schemas are served to libxml2 from memory under this prefix, so that an `xs:include` or
 * `xs:import` (`schemaLocation="SiiTypes_v10.xsd"`) resolves to the published bytes and never to
 * the file system or the network.
 */
const schemaBase = 'sii-dte-schemas/'

let provided = false
/** Registers the schemas' bytes (ISO-8859-1, with their own declaration) with libxml2, once. */
function provideSchemas(): void {
  if (provided) return
  const buffers: Record<string, Uint8Array> = {}
  for (const name of schemaFiles)
    buffers[schemaBase + name] = Buffer.from(readSchema(name), 'latin1')
  xmlRegisterInputProvider(new XmlBufferInputProvider(buffers))
  provided = true
}

/** Each root schema compiled once per process, on first use, and kept for every later call. */
const validators = new Map<RootSchema, XsdValidator>()

/** The compiled validator of a root schema (with what it includes and imports). */
export function compiledSchema(schema: RootSchema): XsdValidator {
  let validator = validators.get(schema)
  if (!validator) {
    provideSchemas()
    const xsd = XmlDocument.fromBuffer(Buffer.from(readSchema(schema as SchemaFile), 'latin1'), {
      url: schemaBase + schema,
    })
    try {
      validator = XsdValidator.fromDoc(xsd)
    } finally {
      xsd.dispose()
    }
    validators.set(schema, validator)
  }
  return validator
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

/**
 * Validates an XML document (string or bytes) against one of the SII's schemas with libxml2 (in
 * WebAssembly, in process). The bytes are parsed as their XML declaration says (ISO-8859-1 for the
 * SII); the parsed document is freed before returning, valid or not.
 */
export async function validateAgainst(
  xml: string | Uint8Array,
  schema: RootSchema,
): Promise<ValidationResult> {
  const validator = compiledSchema(schema)
  let doc: XmlDocument
  try {
    doc = XmlDocument.fromBuffer(documentBytes(xml), { url: 'documento.xml' })
  } catch (error) {
    if (error instanceof XmlLibError) return invalid(error.details, 'El documento no es XML válido')
    throw error
  }
  try {
    validator.validate(doc)
    return { valid: true, errors: [] }
  } catch (error) {
    if (error instanceof XmlValidateError) return invalid(error.details)
    throw error
  } finally {
    doc.dispose()
  }
}

function invalid(details: ErrorDetail[], prefix?: string): ValidationResult {
  const errors = details.map((detail): ValidationError => toSpanish(detail, prefix))
  return { valid: false, errors }
}

function toSpanish({ message: raw, line }: ErrorDetail, prefix?: string): ValidationError {
  const detail = raw.trim()
  if (prefix) return { element: null, line: line || null, message: `${prefix}: ${detail}`, detail }
  const element = /Element '(?:\{[^}]*\})?([^']+)'/.exec(detail)?.[1] ?? null
  const reason = detail
    .replace(/^Schemas validity error\s*:\s*/, '')
    .replace(/^Element '[^']*'(?: \[[^\]]*\])?:\s*/, '')
    .trim()
  const message = element
    ? `El elemento ${element} no es válido: ${reason}`
    : `El documento no es válido: ${reason}`
  return { element, line: line || null, message, detail }
}
