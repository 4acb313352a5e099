// Written by scripts/encrypt-sample-media.ts: the AES-128 keys of the committed sample videos (test patterns, not
// course content). The server seals them into PostgreSQL at start; never copy them under the media folder.
export const sampleKeys: readonly { kid: string; mediaKey: string; seq: number; key: string }[] = [
  { kid: '0e185ef9dd86b8ae', mediaKey: 'samples/lecture-a', seq: 0, key: '0bd599ab5e02ed716b75aa44c075ea5d' },
  { kid: 'e63e5390142aad57', mediaKey: 'samples/lecture-a', seq: 1, key: '1c03775b1e5194d4c2ae81fea2de970c' },
  { kid: '14bd1df4128ac5b4', mediaKey: 'samples/lecture-b', seq: 0, key: 'ceed8bb6453d6e91fb4585d94cfeb6ce' },
  { kid: '6fef493487938fa9', mediaKey: 'samples/lecture-b', seq: 1, key: 'ce83b89551086cef0fc808217a6c462c' },
  { kid: '2ba5f9e4ec031c89', mediaKey: 'samples/lecture-c', seq: 0, key: '02cd65f36d6eac1b8f35baab64328136' },
  { kid: '048c0cbb5ace4778', mediaKey: 'samples/lecture-c', seq: 1, key: 'c6379896fabf7693c68f1fa6feef7916' },
];
