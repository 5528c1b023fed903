import fc from "fast-check";

/**
 * The fuzz suites' raw material (issue 12 item 1): text that breaks naive handling, ids that name nothing or
 * someone else's things, and the bytes that carry them. Shared by the portal's and the festival API's fuzzing.
 */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/**
 * Any code point but a surrogate, as fast-check's "binary" string unit: building that unit's string arbitrary
 * indexes every code point, 1.5 s each time a process imports this module (the test list's collection, each fuzzing
 * worker).
 */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff - 0x800 }).map((index) => String.fromCodePoint(index < 0xd800 ? index : index + 0x800));

/** Any code point, or half of a surrogate pair on its own (which no valid UTF-8 can carry). */
const anyCodeUnit = fc.oneof(anyCodePoint, loneSurrogate);

/** Text with the Unicode edge cases: lone surrogates, NUL, direction marks and overrides, BOMs, non-characters. */
export const awkwardText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\uD800",
      "a\uDC00b",
      "\uD83D",
      "\u0000",
      "a\u0000b",
      "\u200F\u05E9\u05DC\u05D5\u05DD",
      "\u202Etxt.exe",
      "\u2066x\u2069",
      "\uFEFF",
      "\u200B\u200D",
      "e\u0301\u0301\u0301",
      "\uFFFE\uFFFF",
      "\u{10FFFF}",
      "\u{1F469}\u200D\u{1F469}\u200D\u{1F467}",
      "Zażółć gęślą jaźń",
      "\r\n\t",
      "%",
      "%00",
      "+&=",
      "<script>alert(1)</script>",
      "x'; DROP TABLE users; --",
      "../../etc/passwd",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "__proto__",
      "constructor",
      "1e308",
      "NaN",
    ),
  },
  { weight: 3, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  // Long values: 10,000 characters and more, of one to three bytes each in UTF-8.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "ę", "\u200F"), fc.integer({ min: 10_000, max: 12_000 }))
      .map(([letter, count]) => letter.repeat(count)),
  },
);

/**
 * A value for a path parameter (`$id` and the like): other users' ids (`ownedByOthers`), ids that exist nowhere,
 * numbers no column holds, and text, percent-encoded bytes that are no UTF-8 included. Never a number in `except`.
 */
export function pathParameterValue(ownedByOthers: number[], { except = new Set<number>() }: { except?: ReadonlySet<number> } = {}): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...ownedByOthers.filter((id) => !except.has(id))).map(String), weight: 4 },
    { arbitrary: fc.integer({ min: -5, max: 2_000 }).filter((id) => !except.has(id)).map(String), weight: 2 },
    fc.constantFrom("0", "-1", "00012", "1.5", "1e3", "0x1f", "2147483648", "9007199254740993", "99999999999999999999", " 1", "1%20"),
    fc.constantFrom("%00", "%F0%28%8C%BC", "%C0%AF", "%ED%A0%80", "%E2%80%AE", "%", "%zz", "%2F", "%2e%2e", "..", "'", "1'%20OR%20'1'%3D'1"),
    awkwardText.filter((text) => text.length > 0 && text.length < 100).map((text) => percentEncode(wtf8(text))),
  );
}

const loneSurrogateAnywhere = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The bytes of a string in UTF-8, except that a lone surrogate is written as its own three bytes (WTF-8) instead of
 * being replaced: what a client that does not check its text sends.
 */
export function wtf8(text: string): Buffer {
  if (!loneSurrogateAnywhere.test(text)) return Buffer.from(text, "utf8");
  const bytes: Buffer[] = [];
  for (const character of text) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      bytes.push(Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]));
    } else {
      bytes.push(Buffer.from(character, "utf8"));
    }
  }
  return Buffer.concat(bytes);
}

/** Each byte as a form or a URL carries it: the unreserved characters as they are, any other as `%XX`. */
const percentEncodedByte = Array.from({ length: 256 }, (_, byte) => {
  const character = String.fromCharCode(byte);
  return /[A-Za-z0-9_.~-]/.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
});

/**
 * Percent-encodes every byte outside the unreserved characters. Each byte is read as the Latin-1 character of its
 * value, and a regular expression finds the ones to encode: an oversized form's 512 KB of unreserved letters took
 * the portal fuzz's worker 3.5 of its 38 busy seconds as an array of one string per byte.
 */
export function percentEncode(bytes: Buffer): string {
  return bytes.toString("latin1").replace(/[^A-Za-z0-9_.~-]/g, (character) => percentEncodedByte[character.charCodeAt(0)]);
}
