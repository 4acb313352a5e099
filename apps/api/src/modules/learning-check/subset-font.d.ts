// subset-font 2.9 ships no types: the one call certificate.pdf.ts makes (noLayoutClosure: leave out glyphs reachable
// only through the font's layout features, e.g. contextual alternates).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
