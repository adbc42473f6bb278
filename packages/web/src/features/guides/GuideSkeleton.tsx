/** Outlines of a guide's cards or steps while its gated content loads, holding their space. */
export function GuideSkeleton({ shape, count }: { shape: "card" | "step" | "collapsed-step"; count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`skeleton guides-skeleton-${shape}`} />
      ))}
    </>
  );
}
