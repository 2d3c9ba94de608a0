// The write mechanism is typed by its table: what an operation gives it is checked against the
// table's columns by `npm run typecheck` (each @ts-expect-error below fails the typecheck if the
// mistake under it were accepted). Its behaviour is proven through each module's route tests.
import { describe, expect, it } from 'vitest'
import { gruposCliente } from '../db/schema/index.ts'
import { recordsOf } from './records-of.ts'

const grupos = recordsOf(gruposCliente, { entity: 'grupo_cliente', notFound: 'No existe.' })

describe('recordsOf, typed by table', () => {
  it('refuses a column the table does not have and a value of the wrong type', () => {
    const operations = [
      grupos.creates(
        // @ts-expect-error grupos_cliente has no column `nombr` (and `nombre` is required)
        (input: { nombre: string }) => ({ nombr: input.nombre }),
        (_tx, row) => row,
      ),
      grupos.updates({
        // @ts-expect-error `nombre` is text, not a number
        patch: (input: { version: number }) => ({ nombre: input.version }),
        answer: (_tx, row) => row,
      }),
      grupos.updates({
        // @ts-expect-error the version is the mechanism's to bump, never a field to write
        patch: (input: { version: number }) => ({ version: input.version + 1 }),
        answer: (_tx, row) => row,
      }),
    ]
    expect(operations.every((operation) => typeof operation === 'function')).toBe(true)
  })

  it('answers with the stored row typed as the table selects it', () => {
    const create = grupos.creates(
      (input: { nombre: string }) => ({ nombre: input.nombre }),
      // @ts-expect-error a stored grupo has no `razonSocial`
      (_tx, row) => row.razonSocial,
    )
    expect(typeof create).toBe('function')
  })
})
