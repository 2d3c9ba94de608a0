// contratos-vigentes: the contracts list (contratos-list-screen.tsx) of the vigentes ones.
import { ContratosListScreen } from './contratos-list-screen.tsx'

export default function ContratosVigentesList() {
  return <ContratosListScreen lista="vigentes" />
}
