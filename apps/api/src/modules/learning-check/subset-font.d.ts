// subset-font 2.9 ships no types: the one call certificate.pdf.ts makes.
declare module 'subset-font' {
  export default function subsetFont(font: Buffer | Uint8Array, text: string, options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2' }): Promise<Buffer>;
}
