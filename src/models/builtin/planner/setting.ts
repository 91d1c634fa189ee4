const PLACES = [
  'forest', 'woods', 'jungle', 'beach', 'sea', 'ocean', 'lake', 'river', 'island', 'moon', 'planet', 'space',
  'spaceship', 'station', 'city', 'town', 'village', 'street', 'market', 'castle', 'palace', 'kingdom', 'tower',
  'school', 'classroom', 'library', 'museum', 'zoo', 'park', 'playground', 'garden', 'farm', 'meadow', 'field',
  'house', 'home', 'kitchen', 'bedroom', 'attic', 'basement', 'cafe', 'bakery', 'shop', 'lab', 'laboratory',
  'mountain', 'mountains', 'hill', 'hills', 'valley', 'desert', 'cave', 'swamp', 'volcano', 'arctic', 'harbor',
  'harbour', 'ship', 'boat', 'train', 'bridge', 'camp', 'campsite', 'treehouse', 'sky', 'clouds', 'underwater',
];

const TIMES = [
  'at night', 'at dawn', 'at dusk', 'at sunset', 'at sunrise', 'at midnight', 'in the morning', 'in the evening',
  'in winter', 'in summer', 'in autumn', 'in spring', 'in the rain', 'in the snow', 'during a storm',
];

const PLACE_PHRASE = new RegExp(
  `\\b(?:in|at|on|inside|near|under|beneath|atop|aboard|across|through)\\s+((?:a|an|the)\\s+(?:[a-z'-]+\\s+){0,3}?(?:${PLACES.join('|')}))\\b`,
  'i',
);

const FALLBACK_SETTING = 'A friendly neighbourhood street on a clear, bright day';

export function hasPlacePhrase(text: string): boolean {
  return PLACE_PHRASE.test(text);
}

/** A one-line setting from the first place phrase ("in a misty forest" -> "A misty forest"), with a time of day when one is given. */
export function settingFrom(texts: string[]): string {
  const text = texts.join(' ');
  const place = PLACE_PHRASE.exec(text)?.[1];
  if (!place) return FALLBACK_SETTING;
  const time = TIMES.find((phrase) => text.toLowerCase().includes(phrase));
  const line = time ? `${place.toLowerCase()} ${time}` : place.toLowerCase();
  return line.charAt(0).toUpperCase() + line.slice(1);
}
