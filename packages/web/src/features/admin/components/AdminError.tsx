/** What went wrong with a console action, announced as it appears; nothing when all is well. */
export function AdminError({ error, id }: { error: string | null | undefined; id?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="admin-error" role="alert">
      {error}
    </p>
  );
}
