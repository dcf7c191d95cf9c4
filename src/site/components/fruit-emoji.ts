// Emoji placeholder for an item without an image (spec §2), chosen from its name so the grid is varied
// and the choice is the same on the server and in the browser.
const BY_KEYWORD: Array<[RegExp, string]> = [
  [/mango/i, '🥭'],
  [/orange|citrus|mandarin|clementine|tangerine|malta/i, '🍊'],
  [/lemon|lime/i, '🍋'],
  [/grape/i, '🍇'],
  [/kiwi/i, '🥝'],
  [/berr/i, '🍓'],
  [/cherr/i, '🍒'],
  [/pear/i, '🍐'],
  [/banana/i, '🍌'],
  [/pineapple/i, '🍍'],
  [/melon/i, '🍉'],
  [/peach|apricot|plum|nectarine/i, '🍑'],
  [/coconut/i, '🥥'],
  [/avocado/i, '🥑'],
  [/chill?i|pepper/i, '🌶️'],
  [/apple/i, '🍎'],
];

export function fruitEmoji(...names: string[]): string {
  for (const name of names) {
    for (const [pattern, emoji] of BY_KEYWORD) if (pattern.test(name)) return emoji;
  }
  return '🍏';
}
