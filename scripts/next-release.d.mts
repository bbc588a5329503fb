export interface Release {
  /** The release's folder. */
  dir: string;
  /** The new build's id (its .next/BUILD_ID). */
  id: string;
  /** A text every page of the new release carries and no page of the previous one. */
  mark: string;
}
export declare function nextRelease(): Release;
