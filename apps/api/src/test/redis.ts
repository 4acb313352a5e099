import { Redis } from 'ioredis';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * A connection to the local Redis, or null when none answers: the Redis tests then skip on a
 * developer machine. In CI (CI=true) Redis is part of the machine, so an unreachable one fails
 * the run instead of letting the shared-limit tests vanish silently.
 */
export async function testRedis(): Promise<Redis | null> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    if (process.env.CI === 'true') {
      throw new Error(`CI=true but Redis at ${TEST_REDIS_URL} is unreachable: the Redis limiter tests must run in CI`, { cause: err });
    }
    return null;
  }
}
