import {
  CURRENCY_BY_REGION,
  STOCK_FAVORITES_MAX,
  type StockFavoriteItem,
  type StockFavoriteRemoved,
  type StockFavoritesResponse,
  type StockRegion,
} from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { countFavorites, deleteFavorite, findFavorite, insertFavorite, listFavorites, lockMemberFavorites } from './stocks.queries.ts';
import type { StocksService } from './stocks.service.ts';

/**
 * A member's favorite stocks. Every method takes the member id from the verified session (never from
 * input), so one member can neither read nor change another's list. Adding and removing are
 * idempotent: a client may repeat them after a lost response.
 */
export class FavoritesService {
  constructor(
    private readonly db: Db,
    private readonly stocks: StocksService,
    private readonly max = STOCK_FAVORITES_MAX,
  ) {}

  async list(memberId: number, region?: StockRegion): Promise<StockFavoritesResponse> {
    const rows = await listFavorites(this.db, memberId, region);
    const byRegion = { kr: [] as string[], us: [] as string[] };
    for (const row of rows) byRegion[row.region as StockRegion].push(row.code);
    const [kr, us] = await Promise.all([this.stocks.items('kr', byRegion.kr), this.stocks.items('us', byRegion.us)]);
    const found = { kr, us };
    const items: StockFavoriteItem[] = [];
    for (const row of rows) {
      const r = row.region as StockRegion;
      const item = found[r].get(row.code);
      // A code delisted since it was added is skipped rather than shown without a name.
      if (item) items.push({ ...item, region: r, currency: CURRENCY_BY_REGION[r], added_at: row.createdAt.toISOString() });
    }
    return { ...this.stocks.sampleLabel, max: this.max, items };
  }

  async add(memberId: number, region: StockRegion, rawCode: string): Promise<StockFavoriteItem> {
    // 5002 for a malformed code, 5003 for one that is not listed: nothing is stored for either.
    const company = await this.stocks.company(region, rawCode);
    const createdAt = await this.db.transaction(async (tx) => {
      await lockMemberFavorites(tx, memberId);
      const existing = await findFavorite(tx, memberId, region, company.code);
      if (existing) return existing.createdAt;
      if ((await countFavorites(tx, memberId)) >= this.max) throw new AppError('STOCK_FAVORITES_FULL');
      const row = await insertFavorite(tx, memberId, region, company.code);
      return row?.createdAt ?? new Date();
    });
    const item = (await this.stocks.items(region, [company.code])).get(company.code);
    if (!item) throw new AppError('STOCK_NOT_FOUND');
    return { ...item, region, currency: CURRENCY_BY_REGION[region], added_at: createdAt.toISOString() };
  }

  async remove(memberId: number, region: StockRegion, rawCode: string): Promise<StockFavoriteRemoved> {
    // Only the format is checked: a code delisted after it was added must still be removable.
    const code = this.stocks.normaliseCode(region, rawCode);
    return { region, code, removed: await deleteFavorite(this.db, memberId, region, code) };
  }
}
