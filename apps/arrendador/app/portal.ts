// What makes this portal the arrendador one: its name and the line its home page opens with.
export const portal = {
  title: 'Arrendador',
  welcome: 'Estás en el portal de arrendadores de equipos de Cordillera.',
}
