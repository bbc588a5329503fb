// Stands in for `next/root-params`, which only the Next.js compiler provides. Code under test
// always passes its locale explicitly, so no root parameter is ever read.
export async function locale(): Promise<string | undefined> {
  return undefined;
}
