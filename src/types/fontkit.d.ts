/** The parts of fontkit 2 (a pdfkit dependency) the lettering uses: opening a font, its cmap, shaping and glyph outlines. */
declare module 'fontkit' {
  export interface Path {
    toSVG(): string;
  }
  export interface Glyph {
    id: number;
    codePoints: number[];
    isMark: boolean;
    isLigature: boolean;
    advanceWidth: number;
    path: Path;
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    advanceWidth: number;
  }
  export interface Font {
    postscriptName: string;
    familyName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphsForString(text: string): Glyph[];
    getGlyph(id: number, codePoints?: number[]): Glyph;
    layout(text: string | Glyph[], features?: string[] | Record<string, boolean>, script?: string, language?: string, direction?: 'ltr' | 'rtl'): GlyphRun;
  }
  export function openSync(file: string): Font;
}
