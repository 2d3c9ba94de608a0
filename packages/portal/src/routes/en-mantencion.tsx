// /en-mantencion: the maintenance page always redirects to the index (spec section 4).
import { redirect } from 'react-router'

export function clientLoader() {
  throw redirect('/')
}

export default function EnMantencion() {
  return null
}
