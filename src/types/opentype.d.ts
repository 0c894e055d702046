// The part of opentype.js 2 that src/seo/shareImage.ts uses (the package ships no types).
declare module "opentype.js" {
  namespace opentype {
    interface Path {
      toPathData(decimalPlaces?: number): string;
    }
    interface Glyph {
      advanceWidth: number;
      getPath(x: number, y: number, fontSize: number): Path;
    }
    interface Font {
      unitsPerEm: number;
      charToGlyph(char: string): Glyph;
      getKerningValue(left: Glyph, right: Glyph): number;
    }
  }
  const opentype: { parse(buffer: ArrayBuffer): opentype.Font };
  export default opentype;
}
