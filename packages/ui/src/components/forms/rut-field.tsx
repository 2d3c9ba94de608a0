// A RUT field connected to the form (a razón social's, a constructora's, a proveedor's, a
// worker's): the kit's RutInput in a FormField, with an empty string for a null value so the input
// stays controlled.
import { RutInput } from './rut-input.tsx'
import { textField } from './text-field.tsx'

export const RutField = textField(RutInput)
