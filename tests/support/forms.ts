/** Builds the FormData a browser would send. */
export function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) data.append(k, v);
  return data;
}
