import type Hls from 'hls.js';

/** The module `hls.js/light` (its package ships no types of its own for that entry: they are the full build's). */
export type HlsModule = { default: typeof Hls };
