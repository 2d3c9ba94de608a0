// The signing certificate (decision 087): what the API shows of it — its subject's RUT and name
// and its validity, "Vencido" when it can no longer sign — and the upload of a .p12/.pfx with its
// password, replacing the one loaded (the version read; 0 when there is none). The file goes as
// base64 in the body; a wrong password or a file that is no certificate comes back on its field.
import { type Certificado, formatRut, uploadCertificadoSchema } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { siiApi, siiQueries } from '@cordillera/data-client/sii'
import { submitting, useApi, useVersionConflict } from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate } from '@cordillera/ui/format'
import { ArchivoBase64Field } from './archivo-base64-field.tsx'

/** Whether it signs today, in words: a certificate past its end is "Vencido". */
export function estadoCertificado(certificado: Certificado, ahora = new Date()) {
  if (certificado.vigente) return { texto: 'Vigente', tono: 'success' } as const
  if (new Date(certificado.validoHasta) < ahora)
    return { texto: 'Vencido', tono: 'danger' } as const
  return { texto: 'Aún no vigente', tono: 'warning' } as const
}

export function CertificadoSection({ certificado }: { certificado: Certificado | null }) {
  const api = useApi()
  const conflicto = useVersionConflict('el certificado', siiQueries(api).certificado.get().queryKey)
  const estado = certificado ? estadoCertificado(certificado) : null
  return (
    <div className="grid gap-4">
      {certificado && estado ? (
        <DescriptionList
          items={[
            { label: 'RUT del titular', value: formatRut(certificado.rut) },
            { label: 'Nombre', value: certificado.nombre ?? 'Sin nombre en el certificado' },
            {
              label: 'Vigencia',
              value: (
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span data-vigencia>
                    {formatDate(certificado.validoDesde)} al {formatDate(certificado.validoHasta)}
                  </span>
                  <Badge variant={estado.tono}>{estado.texto}</Badge>
                </span>
              ),
            },
          ]}
        />
      ) : (
        <p className="text-muted-foreground text-sm">
          No hay certificado cargado: sin él no se pueden firmar documentos.
        </p>
      )}
      {conflicto.alert}
      <CargarCertificado
        key={certificado?.version ?? 0}
        version={certificado?.version ?? 0}
        reemplaza={certificado !== null}
        onConflict={conflicto.onConflict}
      />
    </div>
  )
}

function CargarCertificado({
  version,
  reemplaza,
  onConflict,
}: {
  version: number
  reemplaza: boolean
  onConflict: () => void
}) {
  const api = useApi()
  const cargar = useEntityMutation(siiQueries(api).certificado, siiApi(api).certificado.upload)
  const form = useZodForm(uploadCertificadoSchema, {
    defaultValues: { archivo: '', contrasena: '', version },
  })
  return (
    <Form
      form={form}
      aria-label={reemplaza ? 'Reemplazar certificado' : 'Cargar certificado'}
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
      onSubmit={submitting(
        form,
        async (body) => {
          const cargado = await cargar.mutateAsync(body)
          notify.success(`Se cargó el certificado de ${formatRut(cargado.rut)}.`)
        },
        onConflict,
      )}
    >
      <ArchivoBase64Field
        name="archivo"
        label="Archivo del certificado"
        accept=".p12,.pfx"
        hint="El archivo .p12 o .pfx del titular."
      />
      <InputField
        control={form.control}
        name="contrasena"
        label="Contraseña del certificado"
        type="password"
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? 'Cargando…'
            : reemplaza
              ? 'Reemplazar certificado'
              : 'Cargar certificado'}
        </Button>
      </div>
    </Form>
  )
}
