// @cordillera/data-client/arrendador: the lessor area's calls and query options (the arrendador
// portal's and operations staff's incidents and trips). Imported only by the screens that use them.
export {
  type ArrendadorApi,
  type ArrendadorQueries,
  arrendadorApi,
  arrendadorQueries,
} from './area.ts'
