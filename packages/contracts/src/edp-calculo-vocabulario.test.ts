// The EDP computation (comercial) names the few values of HR's reports and operations' movements
// it reads, since an area of contracts imports no other (decision 042). This test, outside the
// areas, keeps those copies equal to the lists they copy: a new report estado or motivo would
// otherwise be refused by the EDP's schemas, or silently never counted.
import { describe, expect, it } from 'vitest'
import {
  ESTADOS_REPORT_COBRABLES,
  ESTADOS_REPORT_EDP,
  edpItemCalculoSchema,
  JORNADAS_EDP,
  MOTIVOS_DETENCION_EDP,
  TIPOS_MOVIMIENTO_EDP,
} from './comercial/index.ts'
import { UNIDADES_COBRO } from './common/vocabulary.ts'
import { TIPOS_MOVIMIENTO_CON_GUIA } from './operaciones/vocabulary.ts'
import {
  ESTADOS_REPORT,
  ESTADOS_REPORT_EDITABLES,
  JORNADAS,
  MOTIVOS_DETENCION,
} from './rrhh/vocabulary.ts'

describe("the EDP computation's copies of other areas' vocabularies", () => {
  it("are HR's report estados, jornadas and motivos de detención", () => {
    expect(ESTADOS_REPORT_EDP).toEqual(ESTADOS_REPORT)
    expect(JORNADAS_EDP).toEqual(JORNADAS)
    expect(MOTIVOS_DETENCION_EDP).toEqual(MOTIVOS_DETENCION)
  })

  it('bill the signed and validated reports: every estado but the editable ones', () => {
    expect([...ESTADOS_REPORT_COBRABLES].sort()).toEqual(
      ESTADOS_REPORT.filter(
        (estado) => !(ESTADOS_REPORT_EDITABLES as readonly string[]).includes(estado),
      ).sort(),
    )
  })

  it("read the movements that carry a guía between sites (operations' list)", () => {
    expect(TIPOS_MOVIMIENTO_EDP).toEqual(TIPOS_MOVIMIENTO_CON_GUIA)
  })

  it("take a contract item's unidades de cobro", () => {
    expect(edpItemCalculoSchema.shape.unidadCobro.options).toEqual(UNIDADES_COBRO)
  })
})
