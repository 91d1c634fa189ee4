/** linebreak 1 (UAX #14, a pdfkit dependency): the break opportunities of a string. */
declare module 'linebreak' {
  class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
  export = LineBreaker;
}

/** bidi-js 1 (UAX #9): embedding levels of a paragraph. */
declare module 'bidi-js' {
  interface Bidi {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): { levels: Uint8Array; paragraphs: Array<{ start: number; end: number; level: number }> };
    getMirroredCharacter(char: string): string | null;
  }
  function bidiFactory(): Bidi;
  export = bidiFactory;
}
