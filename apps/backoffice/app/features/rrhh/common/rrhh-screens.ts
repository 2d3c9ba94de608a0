// The HR area's entity declarations (decision 054): `entityScreens` bound to the area's queries and
// calls in the data client, so that each declaration names only its route and what is its own.
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { entityScreensOf } from '@cordillera/portal/screens'

export const rrhhScreens = entityScreensOf([rrhhQueries, rrhhApi])
