// An HR client built on the package's shared root files and its own area.
import { apiRequest } from '../request.ts'
import { reportsQuery } from './reports.ts'

export const client = { apiRequest, reportsQuery }
