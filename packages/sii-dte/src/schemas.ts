import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The folder holding the SII's schemas, copied byte for byte (see schemas/README.md). */
export const schemasDir = fileURLToPath(new URL('../schemas/', import.meta.url))

export const schemaFiles = [
  'DTE_v10.xsd',
  'EnvioDTE_v10.xsd',
  'SiiTypes_v10.xsd',
  'xmldsignature_v10.xsd',
  'RespuestaEnvioDTE_v10.xsd',
] as const

export type SchemaFile = (typeof schemaFiles)[number]

/** A schema's text, read as ISO-8859-1 (the files' encoding). */
export function readSchema(name: SchemaFile): string {
  return readFileSync(new URL(`../schemas/${name}`, import.meta.url), 'latin1')
}
