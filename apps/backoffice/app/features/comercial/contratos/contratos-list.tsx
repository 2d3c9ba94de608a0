// contratos: the contracts list (contratos-list-screen.tsx) of every contract.
import { ContratosListScreen } from './contratos-list-screen.tsx'

export default function ContratosList() {
  return <ContratosListScreen lista="todos" />
}
