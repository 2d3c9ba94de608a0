// An HR client that reaches into the operations area's queries: the area import rule rejects it.
import { activosQuery } from '../operaciones/queries.ts'

export const query = activosQuery
