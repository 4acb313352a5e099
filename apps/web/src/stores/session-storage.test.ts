import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from './session-state';
import { SESSION_STORAGE_KEY, storedAccessToken } from './session-storage';

describe('the stored access token, read without the store', () => {
  afterEach(() => sessionStore.getState().clearUser());

  it('is the token the session store persisted, and null once signed out', () => {
    sessionStore.getState().setUser({ email: 'me@example.com', accessToken: 'token-9', refreshToken: 'r', provider_cd: null, device: null });
    expect(storedAccessToken()).toBe('token-9');
    sessionStore.getState().clearUser();
    expect(storedAccessToken()).toBeNull();
  });

  it('is null for a storage entry it cannot read', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(storedAccessToken()).toBeNull();
  });
});
