export interface BuildRecord {
  settings: Record<string, string>;
  secretsDigest: string;
}
export declare function sourceHash(root?: string): string;
export declare function buildIsCurrent(root?: string): boolean;
export declare function markBuildComplete(root?: string): void;
export declare function buildRecord(root?: string): BuildRecord | undefined;
export declare function settingsConflicts(
  record: BuildRecord,
  env?: Record<string, string | undefined>,
): { key: string; built: string; given: string }[];
export declare function adoptBuildSettings(
  record: BuildRecord,
  env?: Record<string, string | undefined>,
): void;
export declare const SECRET_SETTINGS: string[];
export declare function secretsDigest(env?: Record<string, string | undefined>): string;
export declare function markBuildInUse(root?: string): void;
export declare function serversUsingBuild(root?: string): number[];
