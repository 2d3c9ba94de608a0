// contratos-terminados: the contracts list (contratos-list-screen.tsx) of the terminados ones.
import { ContratosListScreen } from './contratos-list-screen.tsx'

export default function ContratosTerminadosList() {
  return <ContratosListScreen lista="terminados" />
}
