// The index page (/): greets the signed-in user, says which portal this is, and lists the menu's
// sections as shortcuts (or says there are none yet).
import { useSession } from '@cordillera/auth/react'
import { esCl } from '@cordillera/ui/locale'
import { Link } from 'react-router'
import { portalSettings } from '../runtime.ts'

export default function Home() {
  const { nombreUsuario, navigationMenu } = useSession()
  const sections = navigationMenu.filter((section) => section.children?.length)
  return (
    <section className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">
          {esCl.shell.greeting(nombreUsuario)}
        </h1>
        <p className="text-muted-foreground">{portalSettings().welcome}</p>
      </header>
      {sections.length === 0 ? (
        <p className="max-w-prose text-muted-foreground">{esCl.shell.noMenu}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <nav
              key={section.label}
              aria-label={section.label}
              className="rounded-lg border bg-card p-4"
            >
              <h2 className="mb-2 font-medium">{section.label}</h2>
              <ul className="grid gap-1 text-sm">
                {section.children?.map((entry) =>
                  entry.path ? (
                    <li key={entry.path}>
                      <Link
                        to={entry.path}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {entry.label}
                      </Link>
                    </li>
                  ) : null,
                )}
              </ul>
            </nav>
          ))}
        </div>
      )}
    </section>
  )
}
