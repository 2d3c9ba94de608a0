// /en-mantencion: the maintenance page always redirects to the index (spec section 4).
import { href } from '@cordillera/permissions'
import { redirect } from 'react-router'

export function clientLoader() {
  throw redirect(href('index'))
}

export default function EnMantencion() {
  return null
}
