// What makes this portal the backoffice: its name and the line its home page opens with.
export const portal = {
  title: 'Backoffice',
  welcome: 'Estás en el portal del personal de Cordillera.',
}
