export type Header = { key: string; value: string };
export declare function contentSecurityPolicy(): string;
export declare function securityHeaders(): Header[];
export declare const NOT_FOUND_CACHE_CONTROL: string;
export declare const BUILT_IMAGE_CACHE_CONTROL: string;
export declare function headerRules(): { source: string; headers: Header[] }[];
