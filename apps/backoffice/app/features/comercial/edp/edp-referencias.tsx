// The client's references an EDP carries, typed on its crear and editar screens alike: the orden de
// compra (the contract's unless another is typed) and the HES.
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { useId } from 'react'

type Referencia = { value: string; onChange: (value: string) => void }

export function EdpReferenciasFields({
  ordenCompra,
  hes,
  ordenCompraPlaceholder,
}: {
  ordenCompra: Referencia
  hes: Referencia
  /** What the empty orden de compra stands for ("La del contrato"). */
  ordenCompraPlaceholder?: string
}) {
  const ocId = useId()
  const hesId = useId()
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={ocId}>Orden de compra</Label>
        <Input
          id={ocId}
          className="w-48"
          maxLength={60}
          placeholder={ordenCompraPlaceholder}
          value={ordenCompra.value}
          onChange={(event) => ordenCompra.onChange(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={hesId}>HES</Label>
        <Input
          id={hesId}
          className="w-48"
          maxLength={60}
          value={hes.value}
          onChange={(event) => hes.onChange(event.target.value)}
        />
      </div>
    </>
  )
}
