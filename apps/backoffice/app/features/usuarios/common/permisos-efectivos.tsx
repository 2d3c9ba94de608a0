// What a user may do: its explicit keys ∪ its perfiles' keys (all of them for a su), grouped by area
// with the catalogue's titles, each key marked with where it comes from ("Explícito", "Perfil
// Comercial"). Drawn from the form's values as they are being chosen, so the administrator sees
// the effect of a perfil or a key before saving; the API computes the same union on every call.
import { Badge } from '@cordillera/ui/components/badge'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@cordillera/ui/components/card'
import { formatNumber } from '@cordillera/ui/format'
import { agrupadosPorArea, tituloDePermiso } from './permisos-catalogo.ts'

export type PerfilConPermisos = { id: string; nombre: string; permisos: readonly string[] }

export type PermisoEfectivo = { key: string; title: string; origenes: string[] }

/** Each key the user ends up with and where it comes from: explicit first, then each perfil. */
export function permisosEfectivos(
  permisos: readonly string[],
  perfiles: readonly PerfilConPermisos[],
): PermisoEfectivo[] {
  const origenes = new Map<string, string[]>()
  const add = (key: string, origen: string) =>
    origenes.set(key, [...(origenes.get(key) ?? []), origen])
  for (const key of permisos) add(key, 'Explícito')
  for (const perfil of perfiles)
    for (const key of perfil.permisos) add(key, `Perfil ${perfil.nombre}`)
  return [...origenes].map(([key, each]) => ({ key, title: tituloDePermiso(key), origenes: each }))
}

export function PermisosEfectivosCard({
  permisos,
  perfiles,
  su,
}: {
  permisos: readonly string[]
  perfiles: readonly PerfilConPermisos[]
  su: boolean
}) {
  const efectivos = permisosEfectivos(permisos, perfiles)
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Permisos efectivos{' '}
          {su ? null : (
            <span className="text-muted-foreground">({formatNumber(efectivos.length)})</span>
          )}
        </CardTitle>
        <CardDescription>
          {su
            ? 'Es superusuario: puede hacer todo, tenga o no cada permiso.'
            : 'Lo que puede hacer: sus permisos explícitos y los de sus perfiles.'}
        </CardDescription>
      </CardHeader>
      {su ? null : (
        <CardContent className="grid gap-4">
          {efectivos.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Sin permisos: solo verá las pantallas que no piden ninguno.
            </p>
          ) : (
            agrupadosPorArea(efectivos).map((area) => (
              <section
                key={area.area}
                aria-labelledby={`efectivos-${area.area}`}
                className="grid gap-2"
              >
                <h3 id={`efectivos-${area.area}`} className="text-sm font-semibold">
                  {area.title}
                </h3>
                <ul className="grid gap-1.5">
                  {area.items.map((permiso) => (
                    <li
                      key={permiso.key}
                      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
                    >
                      <span>{permiso.title}</span>
                      <span className="font-mono text-xs text-muted-foreground">{permiso.key}</span>
                      {permiso.origenes.map((origen) => (
                        <Badge key={origen} variant={origen === 'Explícito' ? 'info' : 'neutral'}>
                          {origen}
                        </Badge>
                      ))}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </CardContent>
      )}
    </Card>
  )
}
