/** "What you get": a checklist of what a card delivers. */
export function FeatureList({ heading = "What you get", features }: { heading?: string; features: string[] }) {
  return (
    <>
      <h3>{heading}</h3>
      <ul className="guides-features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </>
  );
}
