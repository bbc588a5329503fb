export interface PageBytes {
  path: string;
  html: number;
  css: number;
  js: number;
  scripts: number;
}
export declare function pageBytes(
  baseUrl: string,
  path: string,
  cache?: Map<string, number>,
): Promise<PageBytes>;
export declare function budgetFor(path: string): { js: number; css: number; html: number };
