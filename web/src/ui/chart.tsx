/** Running totals of every player, round by round, as a small SVG line chart (with a table beside it for screen readers). */
export function ScoreChart(p: { names: string[]; totals: number[][]; title: string }) {
  const rounds = p.totals.length;
  if (rounds === 0) return null;
  const W = 320;
  const H = 150;
  const pad = { l: 30, r: 8, t: 8, b: 20 };
  const max = Math.max(10, ...p.totals.flat());
  const x = (i: number) => pad.l + (i * (W - pad.l - pad.r)) / Math.max(1, rounds);
  const y = (v: number) => H - pad.b - (v * (H - pad.t - pad.b)) / max;
  const ticks = [0, Math.round(max / 2), max];
  const last = p.totals.at(-1)!;
  const summary = `${p.title}: ${p.names.map((n, s) => `${n} ${last[s] ?? 0}`).join(", ")} after round ${rounds}.`;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {ticks.map((t) => (
          <g>
            <line class="grid" x1={pad.l} x2={W - pad.r} y1={y(t)} y2={y(t)} />
            <text class="axis" x={pad.l - 4} y={y(t) + 4} text-anchor="end">
              {t}
            </text>
          </g>
        ))}
        {Array.from({ length: rounds + 1 }, (_, i) => (
          <text class="axis" x={x(i)} y={H - 4} text-anchor="middle">
            {i}
          </text>
        ))}
        {p.names.map((_, s) => {
          const pts = [`${x(0)},${y(0)}`, ...p.totals.map((row, i) => `${x(i + 1)},${y(row[s] ?? 0)}`)].join(" ");
          return (
            <g class={`series s${s % 8}`}>
              <polyline points={pts} fill="none" />
              {p.totals.map((row, i) => (
                <circle cx={x(i + 1)} cy={y(row[s] ?? 0)} r="3" />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption class="legend">
        {p.names.map((n, s) => (
          <span class={`key s${s % 8}`}>
            <i aria-hidden="true" />
            {n}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
