// The operations area's entity declarations (decision 054): `entityScreens` bound to the area's queries and
// calls in the data client, so that each declaration names only its route and what is its own.
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { entityScreensOf } from '@cordillera/portal/screens'

export const operacionesScreens = entityScreensOf([operacionesQueries, operacionesApi])
