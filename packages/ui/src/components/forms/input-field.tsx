// A one-line text field connected to the form (nombre, giro, correo, teléfono): the kit's Input in
// a FormField, with an empty string for a null value so the input stays controlled.
import { Input } from '../input.tsx'
import { textField } from './text-field.tsx'

export const InputField = textField(Input)
