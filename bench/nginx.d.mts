export declare const NGINX_CONF: string;
export declare function releaseConfig(id: string): string;
export declare function siteConfig(options: {
  port: number;
  instances: number[];
  cacheDir: string;
  releaseFile: string;
}): string;
export declare function startNginx(options: { port: number; instances: number[] }): Promise<{
  url: string;
  log: () => string;
  answeredBy: (instancePort: number) => number;
  release: (id: string) => Promise<void>;
  stop: () => Promise<void>;
}>;
