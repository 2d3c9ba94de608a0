// The kit page's Chilean and rich inputs (components/forms, built by the forms module): RUT,
// money in CLP and UF, dates, date ranges, date and time, region and comuna, the operator's
// signature and file upload, each inside the labelled Field frame.
import { ComunaSelect } from '@cordillera/ui/components/forms/comuna-select'
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { type DateRange, DateRangePicker } from '@cordillera/ui/components/forms/date-range-picker'
import { DateTimePicker } from '@cordillera/ui/components/forms/date-time-picker'
import { Field } from '@cordillera/ui/components/forms/field'
import { FileUpload } from '@cordillera/ui/components/forms/file-upload'
import { MoneyInput } from '@cordillera/ui/components/forms/money-input'
import { RegionSelect } from '@cordillera/ui/components/forms/region-select'
import { RutInput } from '@cordillera/ui/components/forms/rut-input'
import { SignaturePad } from '@cordillera/ui/components/forms/signature-pad'
import { useState } from 'react'
import { KitSection } from './kit-section.tsx'

/** A pretend upload: progress over a second, then the file's name as the stored reference. */
async function fakeUpload(file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  for (let step = 1; step <= 5; step++) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (signal.aborted) throw signal.reason
    onProgress(step / 5)
  }
  return file.name
}

export function FormInputsSection() {
  const [rut, setRut] = useState('76123456-0')
  const [tarifa, setTarifa] = useState<number | null>(185000)
  const [uf, setUf] = useState<number | null>(12.5)
  const [fecha, setFecha] = useState<string | null>('2026-03-16')
  const [periodo, setPeriodo] = useState<DateRange>({ from: '2026-03-01', to: '2026-03-31' })
  const [entrega, setEntrega] = useState<string | null>(null)
  const [region, setRegion] = useState<string | null>('13')
  const [comuna, setComuna] = useState<string | null>(null)
  const [firma, setFirma] = useState<string | null>(null)
  const [archivos, setArchivos] = useState<string[]>([])
  return (
    <KitSection
      id="campos"
      title="Campos chilenos y enriquecidos"
      description="RUT con dígito verificador, montos en pesos y UF, fechas con calendario (la semana parte el lunes), comunas por región, firma y carga de archivos."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Field label="RUT" hint="Con o sin puntos; el dígito verificador se valida.">
          {(control) => <RutInput {...control} value={rut} onChange={setRut} />}
        </Field>
        <Field label="Tarifa diaria (CLP)">
          {(control) => (
            <MoneyInput {...control} currency="CLP" value={tarifa} onChange={setTarifa} />
          )}
        </Field>
        <Field label="Tarifa mensual (UF)">
          {(control) => <MoneyInput {...control} currency="UF" value={uf} onChange={setUf} />}
        </Field>
        <Field label="Fecha del report">
          {(control) => <DatePicker {...control} value={fecha} onChange={setFecha} />}
        </Field>
        <Field label="Periodo del EDP">
          {(control) => <DateRangePicker {...control} value={periodo} onChange={setPeriodo} />}
        </Field>
        <Field label="Entrega en obra" optional>
          {(control) => <DateTimePicker {...control} value={entrega} onChange={setEntrega} />}
        </Field>
        <Field label="Región">
          {(control) => <RegionSelect {...control} value={region} onChange={setRegion} />}
        </Field>
        <Field label="Comuna">
          {(control) => (
            <ComunaSelect {...control} region={region} value={comuna} onChange={setComuna} />
          )}
        </Field>
        <Field label="Firma del operador">
          {(control) => <SignaturePad {...control} value={firma} onChange={setFirma} />}
        </Field>
        <Field label="Documentos del activo" hint="PDF o imágenes, hasta 10 MB cada uno.">
          {(control) => (
            <FileUpload<string>
              {...control}
              upload={fakeUpload}
              value={archivos}
              onChange={setArchivos}
              describe={(name) => name}
              accept="application/pdf,image/*"
              maxSize={10 * 1024 * 1024}
              multiple
            />
          )}
        </Field>
      </div>
    </KitSection>
  )
}
