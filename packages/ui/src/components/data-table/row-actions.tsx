// The per-row actions menu and the rule deciding which actions a user gets. The page passes its
// session check as `can(key)`; an action whose key the user lacks is never rendered (an empty key
// is allowed to everyone, docs/permission-keys.md). The API checks again on every call.
import type { PermissionKey } from '@cordillera/contracts'
import { MoreHorizontal } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu.tsx'

export type RowAction<Row> = {
  id: string
  label: string
  icon?: ReactNode
  /** Permission key the user needs; `''` means everyone may. Typed, so a misspelt key fails typecheck. */
  key: PermissionKey | ''
  onSelect: (row: Row) => void
  /** Row-level condition (e.g. only pending EDPs can be approved); default: always. */
  visible?: (row: Row) => boolean
  /** Styles the item as dangerous (delete, revoke). */
  destructive?: boolean
}

/** The session check the portal passes; the kit knows no session. */
export type CanCheck = (key: PermissionKey | '') => boolean

/** The actions the user may use at all: an empty key always, any other only when `can` says so. */
export function permittedActions<Row>(
  actions: readonly RowAction<Row>[],
  can: CanCheck | undefined,
): RowAction<Row>[] {
  return actions.filter((action) => action.key === '' || (can?.(action.key) ?? false))
}

/** Those of the permitted actions that apply to this row. */
export function actionsForRow<Row>(actions: readonly RowAction<Row>[], row: Row): RowAction<Row>[] {
  return actions.filter((action) => action.visible?.(row) ?? true)
}

export type RowActionsMenuProps<Row> = {
  row: Row
  /** Already permitted and applicable to the row. */
  actions: readonly RowAction<Row>[]
  /** Accessible name of the trigger, e.g. "Acciones de Obra Los Andes". */
  label: string
  className?: string
}

export function RowActionsMenu<Row>({ row, actions, label, className }: RowActionsMenuProps<Row>) {
  if (actions.length === 0) return null
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={cn('size-8', className)} aria-label={label}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.id}
            variant={action.destructive ? 'destructive' : 'default'}
            onSelect={() => action.onSelect(row)}
          >
            {action.icon ? <span aria-hidden="true">{action.icon}</span> : null}
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
