// A multi-line text field (observaciones, comentarios) connected to the form: label, hint and
// error come from FormField, the control is the kit's Textarea.
import { Textarea } from '../textarea.tsx'
import { textField } from './text-field.tsx'

export const TextareaField = textField(Textarea)
