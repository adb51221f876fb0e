/** An atom (three orbits round a nucleus) centred on x, y: STEM's mark, on the home page and its own. */
export function Atom({
  x,
  y,
  size,
  orbit,
  nucleus,
}: {
  x: number;
  y: number;
  /** The orbits' long radius. */
  size: number;
  orbit: string;
  nucleus: string;
}) {
  const ry = Math.round(size * 0.36);
  return (
    <g transform={`translate(${x} ${y})`} fill="none" stroke={orbit} strokeWidth="3">
      {[0, 60, -60].map((angle) => (
        <ellipse key={angle} rx={size} ry={ry} transform={angle ? `rotate(${angle})` : undefined} />
      ))}
      <circle r={Math.round(size / 6)} fill={nucleus} stroke="none" />
    </g>
  );
}
