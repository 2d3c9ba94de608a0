// What every portal shows of an EDP's line (the backoffice's EDP screens, the arrendador portal's
// estados de pago): its own entry, `@cordillera/portal/screens/edp`, so a portal that shows no EDP
// loads none of it.
export {
  cantidadText,
  EdpTotalesResumen,
  Evidencia,
  HeaderCells,
  peso,
  tarifaText,
} from './edp-linea.tsx'
