// zod's generic messages in Spanish for everything the API and its CLI validate (people read
// them); messages written in the schemas themselves still win. Imported for its effect.
import { z } from 'zod'

z.config(z.locales.es())
