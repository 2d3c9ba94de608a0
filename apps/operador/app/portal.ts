// What makes this portal the operador one: its name and the line its home page opens with.
export const portal = {
  title: 'Operador',
  welcome: 'Estás en el portal de operadores y clientes de obra de Cordillera.',
}
