import { describe, expect, it } from 'vitest';
import { lineErrors, parseSynonymText, synonymsToText } from './synonym-lines';

describe('the synonym editor text', () => {
  it('reads one "word = words" a line, lower-cased, skipping blank lines', () => {
    expect(parseSynonymText('Price = Cost\n\n  setup =  install \n')).toEqual({
      entries: [
        { phrase: 'price', expansion: 'cost' },
        { phrase: 'setup', expansion: 'install' },
      ],
      lines: [1, 3],
      errors: [],
    });
  });

  it('names the lines it cannot read', () => {
    expect(parseSynonymText('price cost\nfee =\n= cost').errors).toEqual([
      'Line 1: write it as "word = the words our answers use"',
      'Line 2: write it as "word = the words our answers use"',
      'Line 3: write it as "word = the words our answers use"',
    ]);
  });

  it("names the editor's line of each entry the server refused", () => {
    const { lines } = parseSynonymText('fee = cost\n\nFEE = price');
    expect(lineErrors({ 'synonyms.1.phrase': ['"fee" is listed twice'] }, lines)).toEqual([
      'Line 3: "fee" is listed twice',
    ]);
  });

  it('writes the list back as it reads it', () => {
    const text = synonymsToText([{ phrase: 'wifi', expansion: 'connectivity' }]);
    expect(text).toBe('wifi = connectivity');
    expect(parseSynonymText(text).entries).toEqual([{ phrase: 'wifi', expansion: 'connectivity' }]);
  });
});
