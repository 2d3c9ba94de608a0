// The EDP computation (comercial) reads HR's reports and operations' movements, whose lists live
// in common (decision 042: an area imports no other). This test, outside the areas, keeps what
// the computation names of its own in step with HR's: the estados it bills, and the unidades de
// cobro a contract item is charged by.
import { describe, expect, it } from 'vitest'
import { ESTADOS_REPORT_COBRABLES, edpItemCalculoSchema } from './comercial/index.ts'
import { ESTADOS_REPORT, UNIDADES_COBRO } from './common/vocabulary.ts'
import { ESTADOS_REPORT_EDITABLES } from './rrhh/vocabulary.ts'

describe("the EDP computation's names for other areas' vocabularies", () => {
  it('bill the signed and validated reports: every estado but the editable ones', () => {
    expect([...ESTADOS_REPORT_COBRABLES].sort()).toEqual(
      ESTADOS_REPORT.filter(
        (estado) => !(ESTADOS_REPORT_EDITABLES as readonly string[]).includes(estado),
      ).sort(),
    )
  })

  it("take a contract item's unidades de cobro", () => {
    expect(edpItemCalculoSchema.shape.unidadCobro.options).toEqual(UNIDADES_COBRO)
  })
})
