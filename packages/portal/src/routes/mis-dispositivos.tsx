// /mis-dispositivos (user menu): the user's remembered devices, remember this one, forget any.
// The device calls are the user pool library's, loaded with the page's first call (decision 052).
import type { AuthLibrary, Device } from '@cordillera/auth'
import { authMessages } from '@cordillera/auth/messages'
import { loadAuthLibrary } from '@cordillera/auth/session'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { notify } from '@cordillera/ui/components/toaster'
import { esCl } from '@cordillera/ui/locale'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

const text = esCl.devices
const devicesKey = ['auth', 'devices'] as const

/**
 * Runs a device call with the user pool's library; what it fails with becomes the Spanish message
 * the page shows (a library that cannot load is a network failure).
 */
async function withDevices<T>(call: (auth: AuthLibrary) => Promise<T>): Promise<T> {
  const auth = await loadAuthLibrary().catch(() => undefined)
  if (!auth) throw new Error(authMessages.network)
  try {
    return await call(auth)
  } catch (error) {
    throw new Error(auth.deviceErrorMessage(error), { cause: error })
  }
}

const formatDate = (date: Date | null) =>
  date
    ? new Intl.DateTimeFormat(esCl.locale, {
        dateStyle: 'short',
        timeStyle: 'short',
        hour12: false,
        timeZone: 'America/Santiago',
      }).format(date)
    : text.never

export default function MisDispositivos() {
  const queryClient = useQueryClient()
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: () => withDevices((auth) => auth.listDevices()),
    retry: false,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: devicesKey })
  const remember = useMutation({
    mutationFn: () => withDevices((auth) => auth.rememberCurrentDevice()),
    onSuccess: () => notify.success(text.remembered),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  })
  const forget = useMutation({
    mutationFn: (device: Device) =>
      withDevices((auth) => auth.forgetDevice(device.current ? undefined : device.id)),
    onSuccess: (_, device) => notify.success(text.forgotten(device.name)),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  })
  const currentRemembered = devices.data?.some((device) => device.current) ?? false

  return (
    <section className="grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{text.title}</h1>
          <p className="max-w-prose text-muted-foreground">{text.description}</p>
        </div>
        <Button
          onClick={() => remember.mutate()}
          disabled={remember.isPending || currentRemembered || devices.isPending}
        >
          {remember.isPending ? text.remembering : text.remember}
        </Button>
      </header>
      {devices.isPending ? (
        <p role="status" className="text-muted-foreground">
          {text.loading}
        </p>
      ) : devices.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{devices.error.message}</AlertDescription>
        </Alert>
      ) : devices.data.length === 0 ? (
        <p className="text-muted-foreground">{text.empty}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                {text.name}
              </th>
              <th scope="col" className="py-2 font-medium">
                {text.lastUsed}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{text.forget}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {devices.data.map((device) => (
              <tr key={device.id} className="border-b">
                <td className="py-2">
                  {device.name}
                  {device.current ? (
                    <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs">
                      {text.current}
                    </span>
                  ) : null}
                </td>
                <td className="py-2">{formatDate(device.lastUsed)}</td>
                <td className="py-2 text-right">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={forget.isPending}
                    onClick={() => forget.mutate(device)}
                    aria-label={`${text.forget} ${device.name}`}
                  >
                    {forget.isPending && forget.variables?.id === device.id
                      ? text.forgetting
                      : text.forget}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
