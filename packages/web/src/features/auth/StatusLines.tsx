/** An account dialog's two lines: what just happened, read out by screen readers, and what went wrong. */
export function StatusLines({ status, error }: { status: string; error: string | null }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {error && (
        <p className="auth-form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
