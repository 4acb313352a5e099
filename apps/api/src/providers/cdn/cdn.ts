/**
 * A CDN in front of the server that keeps the public pages (decision 085): told which addresses to drop after a
 * change, so its copies never outlive what the console changed by more than the purge takes.
 */
export interface CdnPurger {
  readonly name: string;
  /** Drops the CDN's copies of these absolute URLs (every encoding it keeps of each). */
  purgeUrls(urls: string[]): Promise<void>;
}

/** No CDN in front (the default): the server's own prepared pages are all there is to drop. */
export class NoCdn implements CdnPurger {
  readonly name = 'none';
  async purgeUrls(): Promise<void> {}
}
