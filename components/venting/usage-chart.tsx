"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { UsageDay } from "@/lib/venting/usage";

/** Colours with at least 3:1 contrast against white, told apart by lightness as well as hue. */
const SERIES = [
  { key: "you", name: "You", color: "#08633d" },
  { key: "min", name: "Min", color: "#6b7280" },
  { key: "average", name: "Average", color: "#b45309" },
  { key: "max", name: "Max", color: "#1e3a8a" },
] as const;

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00+02:00`).toLocaleDateString("en-ZA", {
    day: "numeric",
    month: "short",
    timeZone: "Africa/Johannesburg",
  });

/** Posts per day over the last 14 days: the member against the community's min, average and max. */
export function UsageChart({ days }: { days: UsageDay[] }) {
  const data = days.map((day) => ({ ...day, label: dayLabel(day.date) }));
  return (
    <div
      className="h-72 w-full"
      role="img"
      aria-label="Bar chart of posts per day for the last 14 days: you, min, average and max. The same figures are in the table below."
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} barGap={1}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              fill={series.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
