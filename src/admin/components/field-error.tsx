// A field's error under it, announced as it appears; nothing while there is none.
export function FieldError({ id, error }: { id?: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-600">
      {error}
    </p>
  );
}
