// The company's own legal data, printed at the head of every document it issues (quotations,
// EDPs). One constant, not configuration: it is the same in every environment, it changes only
// when the company's registration does, and a change is reviewed like code; an environment
// variable would let one deployment print another RUT on a document a client keeps.
// The values are the demo company's until the real ones are given.

export type EmisorPdf = {
  razonSocial: string
  /** With dots and dash, as printed. */
  rut: string
  giro: string
  direccion: string
  /** Contact line under the address. */
  contacto: string
}

export const EMISOR: EmisorPdf = {
  razonSocial: 'Cordillera Arriendo de Maquinarias SpA',
  rut: '76.482.150-5',
  giro: 'Arriendo de maquinaria y equipos para la construcción',
  direccion: 'Av. Apoquindo 4501, oficina 1201, Las Condes, Santiago',
  contacto: 'contacto@cordillera.cl · +56 2 2345 6789',
}
