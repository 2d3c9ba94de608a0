// The kit page's form controls: text, choices and toggles in their normal, invalid and disabled
// states, with labels tied to each control.
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { Combobox, type ComboboxOption, type LoadOptions } from '@cordillera/ui/components/combobox'
import { TextField } from '@cordillera/ui/components/form-field'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@cordillera/ui/components/select'
import { Switch } from '@cordillera/ui/components/switch'
import { Textarea } from '@cordillera/ui/components/textarea'
import { type ReactNode, useState } from 'react'
import { KitSection } from './kit-section.tsx'

const comunas: ComboboxOption[] = [
  'Cerrillos',
  'Colina',
  'Huechuraba',
  'La Florida',
  'Las Condes',
  'Lo Barnechea',
  'Maipú',
  'Ñuñoa',
  'Providencia',
  'Pudahuel',
  'Quilicura',
  'San Bernardo',
].map((comuna) => ({ value: comuna.toLowerCase().replaceAll(' ', '-'), label: comuna }))

const razonesSociales: ComboboxOption[] = [
  { value: '1', label: 'Constructora Andes SpA', description: '76.123.456-0' },
  { value: '2', label: 'Inmobiliaria Pacífico Ltda.', description: '77.987.654-2' },
  { value: '3', label: 'Obras Civiles del Maule S.A.', description: '96.555.444-7' },
  { value: '4', label: 'Ingeniería y Montajes Ñuble SpA', description: '76.777.888-1' },
]

/** A server that answers in 0,6 s, as the real API would for a search. */
const searchRazonesSociales: LoadOptions = (query, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const key = query.toLowerCase()
      resolve(razonesSociales.filter((option) => option.label.toLowerCase().includes(key)))
    }, 600)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}

export function FormControlsSection() {
  const [comuna, setComuna] = useState<string | null>('providencia')
  const [cliente, setCliente] = useState<string | null>(null)
  const [activo, setActivo] = useState(true)
  return (
    <KitSection
      id="formularios"
      title="Controles de formulario"
      description="Cada control con su etiqueta; el error se escribe bajo el campo y el borde rojo lo acompaña (nunca solo el color)."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          name="kit-nombre"
          label="Nombre de la obra"
          placeholder="Ej.: Edificio Costanera"
        />
        <TextField
          name="kit-correo"
          label="Correo del administrador"
          type="email"
          defaultValue="admin@obra"
          error="Ingresa un correo válido."
        />
        <TextField
          name="kit-codigo"
          label="Código"
          defaultValue="OB-0042"
          disabled
          hint="Se asigna al crear la obra."
        />
        <Field id="kit-buscar" label="Buscar (sin etiqueta visible en listas)">
          <Input id="kit-buscar" type="search" placeholder="Buscar por nombre o RUT" />
        </Field>
        <Field id="kit-observaciones" label="Observaciones">
          <Textarea id="kit-observaciones" placeholder="Detalle de la jornada…" rows={3} />
        </Field>
        <Field id="kit-unidad" label="Unidad de cobro">
          <Select defaultValue="dia">
            <SelectTrigger id="kit-unidad">
              <SelectValue placeholder="Selecciona una unidad" />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>Unidades</SelectLabel>
                <SelectItem value="hora">Hora</SelectItem>
                <SelectItem value="dia">Día</SelectItem>
                <SelectItem value="mes">Mes</SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        </Field>
        <Field id="kit-comuna" label="Comuna (lista fija, se filtra al escribir)">
          <Combobox
            id="kit-comuna"
            value={comuna}
            onValueChange={(value) => setComuna(value)}
            options={comunas}
            clearable
          />
        </Field>
        <Field id="kit-cliente" label="Razón social (búsqueda en el servidor)">
          <Combobox
            id="kit-cliente"
            value={cliente}
            onValueChange={(value) => setCliente(value)}
            loadOptions={searchRazonesSociales}
            placeholder="Escribe un nombre…"
            emptyMessage="Ninguna razón social coincide"
          />
        </Field>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Casillas</legend>
          <div className="flex items-center gap-2">
            <Checkbox id="kit-operador" defaultChecked />
            <Label htmlFor="kit-operador">Con operador</Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="kit-flete" />
            <Label htmlFor="kit-flete">Incluye flete</Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="kit-todos" checked="indeterminate" />
            <Label htmlFor="kit-todos">Seleccionar todos (algunos)</Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="kit-bloqueada" disabled />
            <Label htmlFor="kit-bloqueada">Deshabilitada</Label>
          </div>
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Jornada</legend>
          <RadioGroup defaultValue="dia" aria-label="Jornada">
            <div className="flex items-center gap-2">
              <RadioGroupItem id="kit-jornada-dia" value="dia" />
              <Label htmlFor="kit-jornada-dia">Turno día</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem id="kit-jornada-noche" value="noche" />
              <Label htmlFor="kit-jornada-noche">Turno noche</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem id="kit-jornada-mixta" value="mixta" disabled />
              <Label htmlFor="kit-jornada-mixta">Mixta (no disponible)</Label>
            </div>
          </RadioGroup>
        </fieldset>
        <fieldset className="grid content-start gap-3">
          <legend className="mb-2 text-sm font-medium">Interruptores</legend>
          <div className="flex items-center gap-2">
            <Switch id="kit-activo" checked={activo} onCheckedChange={setActivo} />
            <Label htmlFor="kit-activo">{activo ? 'Activo' : 'Inactivo'}</Label>
          </div>
          <div className="flex items-center gap-2">
            <Switch id="kit-notificar" disabled />
            <Label htmlFor="kit-notificar">Notificar por correo (deshabilitado)</Label>
          </div>
        </fieldset>
      </div>
    </KitSection>
  )
}
