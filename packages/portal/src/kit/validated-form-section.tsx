// The kit page's validated form (components/forms/form.tsx): react-hook-form with the same zod
// schema the API validates a new constructora with, Spanish messages under each field once it has
// been left, and the submit button waiting while the (pretend) request runs.
import { createConstructoraSchema } from '@cordillera/contracts'
import { Button } from '@cordillera/ui/components/button'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { RutInput } from '@cordillera/ui/components/forms/rut-input'
import { Input } from '@cordillera/ui/components/input'
import { notify } from '@cordillera/ui/components/toaster'
import { KitSection } from './kit-section.tsx'

export function ValidatedFormSection() {
  const form = useZodForm(createConstructoraSchema, {
    defaultValues: { rut: '', nombre: '', contacto: '', telefono: '', email: '' },
  })
  return (
    <KitSection
      id="formulario"
      title="Formulario validado"
      description="El mismo esquema que valida la API; los mensajes aparecen al salir de cada campo y al enviar."
    >
      <Form
        form={form}
        onSubmit={async (constructora) => {
          await new Promise((resolve) => setTimeout(resolve, 800))
          notify.success(`Constructora ${constructora.nombre} lista para guardar (ejemplo).`)
        }}
        className="grid max-w-xl gap-4"
      >
        <FormField control={form.control} name="rut" label="RUT">
          {(field) => <RutInput {...field} />}
        </FormField>
        <FormField control={form.control} name="nombre" label="Nombre">
          {({ value, ...field }) => <Input {...field} value={String(value ?? '')} />}
        </FormField>
        <FormField control={form.control} name="email" label="Correo" optional>
          {({ value, ...field }) => <Input {...field} type="email" value={String(value ?? '')} />}
        </FormField>
        <div>
          <Button type="submit" pending={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Guardando…' : 'Guardar constructora'}
          </Button>
        </div>
      </Form>
    </KitSection>
  )
}
