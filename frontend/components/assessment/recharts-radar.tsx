import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';

import type { DimensionRadarProps } from './radar-chart';

/** The radar itself, in its own chunk with Recharts (radar-chart.tsx loads it). */
export default function RechartsRadar({ dimensions, height }: Required<DimensionRadarProps>) {
  const data = dimensions.map((dimension) => ({ label: dimension.label, score: dimension.score ?? 0 }));
  return (
    <figure aria-label="Radar chart of your scores by dimension" data-testid="radar-chart" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
        <RadarChart data={data} outerRadius="68%" margin={{ top: 8, right: 48, bottom: 8, left: 48 }}>
          <PolarGrid stroke="currentColor" className="text-crmgray-200 dark:text-zinc-700" />
          <PolarAngleAxis
            dataKey="label"
            tick={{ fontSize: 12, fill: 'currentColor' }}
            className="text-crmgray-600 dark:text-zinc-400"
          />
          <PolarRadiusAxis domain={[0, 100]} tickCount={5} tick={false} axisLine={false} />
          <Radar
            dataKey="score"
            name="Your score"
            stroke="var(--color-crmblue-600)"
            fill="var(--color-crmblue-600)"
            fillOpacity={0.25}
            isAnimationActive={false}
          />
        </RadarChart>
      </ResponsiveContainer>
    </figure>
  );
}
