import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The folder holding the SII's schemas, copied byte for byte (see schemas/README.md). Found
 * through the package's name, not beside this file: the API's bundle inlines this module in its
 * `dist/`, where no `../schemas/` is.
 */
export const schemasDir = dirname(
  createRequire(import.meta.url).resolve('@cordillera/sii-dte/schemas/README.md'),
)

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
  return readFileSync(join(schemasDir, name), 'latin1')
}
