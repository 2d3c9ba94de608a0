// The kit page's charts: bars, lines and a donut with sample figures, es-CL numbers and the theme
// palette; each carries its data as a table.
import { BarChart } from '@cordillera/ui/components/charts/bar-chart'
import { LineChart } from '@cordillera/ui/components/charts/line-chart'
import { PieChart } from '@cordillera/ui/components/charts/pie-chart'
import { KitSection } from './kit-section.tsx'

const equiposPorMes = [
  { mes: 'Ene', propios: 38, arrendados: 9 },
  { mes: 'Feb', propios: 35, arrendados: 8 },
  { mes: 'Mar', propios: 42, arrendados: 10 },
  { mes: 'Abr', propios: 51, arrendados: 14 },
  { mes: 'May', propios: 47, arrendados: 12 },
  { mes: 'Jun', propios: 44, arrendados: 11 },
]

const montosEdp = [
  { mes: 'Ene', facturado: 182_450_000, aprobado: 160_200_000 },
  { mes: 'Feb', facturado: 171_300_000, aprobado: 165_900_000 },
  { mes: 'Mar', facturado: 205_800_000, aprobado: 188_100_000 },
  { mes: 'Abr', facturado: 231_600_000, aprobado: 219_400_000 },
  { mes: 'May', facturado: 224_900_000, aprobado: 221_000_000 },
  { mes: 'Jun', facturado: 240_150_000, aprobado: 228_700_000 },
]

const activosPorEstado = [
  { name: 'Disponible', value: 18 },
  { name: 'En obra', value: 46 },
  { name: 'En traslado', value: 4 },
  { name: 'En taller', value: 7 },
  { name: 'Reservado', value: 5 },
]

export function ChartsSection() {
  return (
    <KitSection
      id="graficos"
      title="Gráficos"
      description="Barras para comparar, líneas para el tiempo, dona para partes de un total. Cada gráfico tiene su título, una frase con el mensaje y los datos en tabla."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Equipos en obra por mes"
          summary="Abril fue el mes con más equipos en obra (65)."
          data={equiposPorMes}
          index="mes"
          indexLabel="Mes"
          series={[
            { key: 'propios', label: 'Propios' },
            { key: 'arrendados', label: 'Arrendados' },
          ]}
          stacked
        />
        <LineChart
          title="Montos de EDP por mes"
          summary="Lo aprobado sigue de cerca a lo facturado desde febrero."
          data={montosEdp}
          index="mes"
          indexLabel="Mes"
          format="clp"
          series={[
            { key: 'facturado', label: 'Facturado' },
            { key: 'aprobado', label: 'Aprobado por obra' },
          ]}
        />
        <PieChart
          title="Activos por estado"
          summary="Seis de cada diez activos están en obra."
          data={activosPorEstado}
          nameLabel="Estado"
          valueLabel="Activos"
          donut
        />
        <BarChart
          title="Horas trabajadas por obra (junio)"
          data={[
            { obra: 'Costanera Norte', horas: 1_284 },
            { obra: 'Parque Industrial Quilicura', horas: 962 },
            { obra: 'Hospital Maipú', horas: 744 },
          ]}
          index="obra"
          indexLabel="Obra"
          series={[{ key: 'horas', label: 'Horas' }]}
          horizontal
        />
      </div>
    </KitSection>
  )
}
