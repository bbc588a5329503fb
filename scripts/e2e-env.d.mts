export declare const e2eSecrets: Record<
  | 'CUSTOMERIO_SITE_ID'
  | 'CUSTOMERIO_API_KEY'
  | 'SMTP_URL'
  | 'SALES_NOTIFY_EMAIL'
  | 'SALES_WEBHOOK_URL',
  string
>;
export declare const e2ePort: number;
export declare const e2eEnv: Record<string, string>;
