/** The shop's spinner, named for screen readers by what is loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <>
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </>
  );
}
