export declare const NGINX_CONF: string;
export declare function siteConfig(options: {
  port: number;
  instances: number[];
  cacheDir: string;
}): string;
export declare function startNginx(options: { port: number; instances: number[] }): Promise<{
  url: string;
  log: () => string;
  answeredBy: (instancePort: number) => number;
  stop: () => Promise<void>;
}>;
