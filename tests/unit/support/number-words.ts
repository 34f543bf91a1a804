/** Numbers as the site's copy spells them out: "seven engineers", "fourteen days". */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
];

export const numberWord = (value: number): string => {
  const word = NUMBER_WORDS[value];
  if (word === undefined) throw new Error(`no number word for ${value}`);
  return word;
};

/** The number a word or digits stand for; undefined for anything else. */
export const numberFromWord = (word: string): number | undefined => {
  if (/^\d+$/.test(word)) return Number(word);
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index === -1 ? undefined : index;
};

/** Matches any spelled-out number, for use inside a larger pattern. */
export const NUMBER_WORD_PATTERN = NUMBER_WORDS.join('|');
