/**
 * A virtual member does what members do, with a pause between actions: browse and search the catalogue,
 * search stocks, play a lecture with a progress save every 10 s, comment, sign in and refresh, register
 * a coupon and buy a pass with it through the sandbox, join the event. Writes acknowledged with 0000 go
 * to the ledger.
 */
import { Client, type Recorder } from './client.ts';
import type { Ledger } from './ledger.ts';

export interface World {
  base: string;
  password: string;
  lectures: number[];
  courses: number[];
  productId: number;
  couponCode: string;
  eventType: string;
  /** Seconds between progress saves and between token refreshes. */
  saveEverySec: number;
  refreshEverySec: number;
}

const SEARCHES = ['주식', '가치투자', 'ㅈㅅ', '차트', 'ETF', '배당', '재무제표', 'ㄱㅊ'];
const STOCKS: [string, string][] = [['kr', '삼성'], ['kr', 'ㅅㅅ'], ['kr', '카카오'], ['us', 'apple'], ['us', 'AAPL'], ['us', 'micro'], ['kr', '005930']];

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const pause = (min: number, max: number) => new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));

export async function runMember(id: { memberId: number; email: string }, world: World, recorder: Recorder, ledger: Ledger, stopAt: () => number): Promise<void> {
  const client = new Client(world.base, recorder);
  let signedInAt = 0;
  let playing: { lcNo: number; player: string; second: number; savedAt: number } | null = null;
  let coupon: number | null | undefined; // undefined: not registered yet
  let joined = false;
  let comments = 0;

  while (Date.now() < stopAt()) {
    if (!client.access) {
      const res = await client.call<{ accessToken: string; refreshToken: string }>('POST /api/auth/login', 'POST', '/api/auth/login', { email: id.email, user_password: world.password, os: 'scale' });
      if (res.data) [client.access, client.refresh, signedInAt] = [res.data.accessToken, res.data.refreshToken, Date.now()];
      else await pause(500, 1000);
      continue;
    }
    if (Date.now() - signedInAt > world.refreshEverySec * 1000) {
      const res = await client.call<{ accessToken: string; refreshToken: string }>('POST /api/auth/rtoken', 'POST', '/api/auth/rtoken', { accessToken: client.access, refreshToken: client.refresh, os: 'scale' });
      if (res.data) [client.access, client.refresh, signedInAt] = [res.data.accessToken, res.data.refreshToken, Date.now()];
      // A refresh lost to a fault: sign in again.
      else if (res.outcome === 'refused') client.access = '';
    }
    if (playing && Date.now() - playing.savedAt >= world.saveEverySec * 1000) {
      const second = playing.second + world.saveEverySec;
      const sentAt = Date.now();
      const res = await client.call('PUT /api/rs/play/setTime', 'PUT', '/api/rs/play/setTime', { lc_no: playing.lcNo, player: playing.player, play_second: second });
      playing.savedAt = Date.now();
      if (res.outcome === 'ok') {
        playing.second = second;
        ledger.saveProgress(id.memberId, playing.lcNo, second, sentAt);
      }
    }

    const roll = Math.random();
    if (roll < 0.3) {
      await client.call('GET /api/comm/menu', 'GET', '/api/comm/menu');
      await client.call('GET /api/course/list', 'GET', '/api/course/list?page=1&size=20');
      await client.call('GET /api/rs/main/:id', 'GET', `/api/rs/main/${pick(world.courses)}`);
    } else if (roll < 0.45) {
      await client.call('GET /api/comm/search', 'GET', `/api/comm/search?searchText=${encodeURIComponent(pick(SEARCHES))}`);
    } else if (roll < 0.6) {
      const [market, q] = pick(STOCKS);
      await client.call('GET /api/stocks/search', 'GET', `/api/stocks/search?market=${market}&q=${encodeURIComponent(q)}`);
    } else if (roll < 0.7) {
      if (!playing) {
        const lcNo = pick(world.lectures);
        const res = await client.call<{ player: string }>('POST /api/rs/auto', 'POST', '/api/rs/auto', { lc_no: lcNo });
        if (res.data) playing = { lcNo, player: res.data.player, second: 0, savedAt: Date.now() };
      } else {
        // The player's page, then its video's playlist: whichever process answers, it serves the lecture.
        const info = await client.call<{ media: { hls: string } | null }>('GET /api/rs/play/:lc_no', 'GET', `/api/rs/play/${playing.lcNo}`);
        if (info.data?.media) await client.file('GET /api/media/hls/…/master.m3u8', info.data.media.hls);
      }
    } else if (roll < 0.76) {
      const lcNo = playing?.lcNo ?? pick(world.lectures);
      const res = await client.call<{ co_sn: number }>('PUT /api/board/comment', 'PUT', '/api/board/comment', { lc_no: lcNo, comment: `[부하 시험] 회원 ${id.memberId}의 ${++comments}번째 댓글` });
      if (res.data) ledger.comments.add(res.data.co_sn);
    } else if (roll < 0.8) {
      if (coupon === undefined) {
        const res = await client.call<{ coupon_id: number }>('POST /api/payment/coupon', 'POST', '/api/payment/coupon', { cp_no: world.couponCode });
        if (res.data) coupon = res.data.coupon_id;
        // Registered already (the answer was lost to a fault): buy without it.
        else if (res.outcome === 'refused') coupon = null;
      }
      const useCoupon = coupon ?? null;
      const order = await client.call<{ order_id: string; amount: number }>('POST /api/payment/order', 'POST', '/api/payment/order', { product_id: world.productId, coupon_id: useCoupon });
      // The coupon is held by an earlier order whose payment a fault interrupted (4038), or was used by one whose confirm
      // answer a fault cut off while the server finished it (4033): buy without it, as a member would.
      if (order.code === '4038' || order.code === '4033') coupon = null;
      if (order.data) {
        const paymentKey = await client.approve(order.data.order_id);
        if (paymentKey) {
          const body = { paymentKey, orderId: order.data.order_id, amount: order.data.amount };
          let confirm = await client.call('POST /api/payment/confirm', 'POST', '/api/payment/confirm', body);
          if (confirm.outcome !== 'ok' && confirm.outcome !== 'refused') {
            // No answer: the success page is reloaded (confirm is idempotent: one charge, one pass).
            await pause(500, 1000);
            confirm = await client.call('POST /api/payment/confirm', 'POST', '/api/payment/confirm', body);
          }
          if (confirm.outcome === 'ok') {
            ledger.purchases.set(order.data.order_id, useCoupon);
            if (useCoupon !== null) coupon = null;
          }
        }
      }
    } else if (roll < 0.83) {
      if (!joined) {
        const res = await client.call('PUT /api/my/user/event', 'PUT', '/api/my/user/event', { event_type: world.eventType });
        if (res.outcome === 'ok') ledger.participations.add(id.memberId);
        // Joined already (7003): the earlier answer was lost to a fault, so it is not counted as acknowledged.
        joined = res.outcome === 'ok' || res.code === '7003';
      } else {
        await client.call('GET /api/my/user/event/:type', 'GET', `/api/my/user/event/${world.eventType}`);
      }
    } else {
      await client.call('GET /api/my/user', 'GET', '/api/my/user');
    }
    await pause(300, 900);
  }
}
