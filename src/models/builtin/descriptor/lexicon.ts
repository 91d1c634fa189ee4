/**
 * The words of character descriptions, as data: each worn piece, hair style, pattern and material once, with the
 * word the descriptor keeps for it. A new garment is one row here (and one slot in the illustrator's wardrobe).
 */

export type WornKind = 'garment' | 'headwear' | 'accessory';

/** [words as written, the piece kept]. Multi-word names are matched before their last word. */
const GARMENTS: Array<[string, string]> = [
  ['t-shirt', 't-shirt'], ['tshirt', 't-shirt'], ['tee', 't-shirt'], ['tank top', 'tank top'], ['crop top', 'crop top'], ['polo shirt', 'polo shirt'], ['polo', 'polo'],
  ['shirt', 'shirt'], ['blouse', 'blouse'], ['sweater vest', 'sweater vest'], ['sweater', 'sweater'], ['jumper', 'jumper'], ['pullover', 'pullover'], ['sweatshirt', 'sweatshirt'],
  ['hoodie', 'hoodie'], ['turtleneck', 'turtleneck'], ['top', 'top'], ['tunic', 'tunic'], ['jersey', 'jersey'], ['uniform', 'uniform'], ['armour', 'armour'], ['armor', 'armour'],
  ['tracksuit', 'tracksuit'], ['suit', 'suit'], ['gi', 'gi'], ['pyjamas', 'pyjamas'], ['pajamas', 'pyjamas'],
  ['kurta', 'kurta'], ['kameez', 'kameez'], ['dashiki', 'dashiki'], ['guayabera', 'guayabera'], ['barong', 'barong'],
  ['waistcoat', 'waistcoat'], ['vest', 'vest'], ['cardigan', 'cardigan'], ['jacket', 'jacket'], ['blazer', 'blazer'], ['raincoat', 'raincoat'], ['parka', 'parka'],
  ['anorak', 'anorak'], ['duffle coat', 'duffle coat'], ['duffel coat', 'duffle coat'], ['trench coat', 'trench coat'], ['overcoat', 'overcoat'], ['coat', 'coat'],
  ['fleece', 'fleece'], ['gilet', 'gilet'], ['cloak', 'cloak'], ['poncho', 'poncho'], ['shawl', 'shawl'], ['cape', 'cape'],
  ['sundress', 'sundress'], ['dress', 'dress'], ['gown', 'gown'], ['frock', 'frock'], ['robe', 'robe'], ['kimono', 'kimono'], ['yukata', 'yukata'], ['sari', 'sari'], ['saree', 'sari'],
  ['hanbok', 'hanbok'], ['abaya', 'abaya'], ['kaftan', 'kaftan'], ['caftan', 'kaftan'], ['thobe', 'thobe'], ['thawb', 'thobe'], ['dishdasha', 'thobe'], ['jellabiya', 'jellabiya'],
  ['qipao', 'qipao'], ['cheongsam', 'qipao'], ['ao dai', 'ao dai'], ['dirndl', 'dirndl'], ['pinafore', 'pinafore'], ['boubou', 'boubou'], ['lehenga', 'lehenga'],
  ['overalls', 'overalls'], ['dungarees', 'dungarees'], ['trousers', 'trousers'], ['pants', 'pants'], ['jeans', 'jeans'], ['chinos', 'chinos'], ['slacks', 'slacks'],
  ['leggings', 'leggings'], ['joggers', 'joggers'], ['shorts', 'shorts'], ['skirt', 'skirt'], ['kilt', 'kilt'], ['sarong', 'sarong'], ['dhoti', 'dhoti'], ['lederhosen', 'lederhosen'],
  ['boots', 'boots'], ['wellies', 'wellies'], ['wellingtons', 'wellies'], ['shoes', 'shoes'], ['sneakers', 'sneakers'], ['trainers', 'trainers'], ['sandals', 'sandals'],
  ['slippers', 'slippers'], ['loafers', 'loafers'], ['heels', 'heels'], ['clogs', 'clogs'], ['flip-flops', 'flip-flops'], ['socks', 'socks'],
  ['scarf', 'scarf'], ['bandana', 'bandana'], ['neckerchief', 'bandana'], ['collar', 'collar'], ['bow tie', 'bow tie'], ['necktie', 'tie'], ['tie', 'tie'],
  ['sash', 'sash'], ['obi', 'obi'], ['belt', 'belt'], ['apron', 'apron'], ['gloves', 'gloves'], ['mittens', 'mittens'],
];

const HEADWEAR: Array<[string, string]> = [
  ['baseball cap', 'baseball cap'], ['flat cap', 'flat cap'], ['cap', 'cap'], ['beanie', 'beanie'], ['bobble hat', 'beanie'], ['woolly hat', 'beanie'], ['bucket hat', 'bucket hat'],
  ['sun hat', 'sun hat'], ['cowboy hat', 'cowboy hat'], ['top hat', 'top hat'], ['bowler hat', 'bowler hat'], ['wizard hat', 'wizard hat'], ['witch hat', 'witch hat'],
  ['fedora', 'fedora'], ['sombrero', 'sombrero'], ['hat', 'hat'], ['beret', 'beret'], ['crown', 'crown'], ['tiara', 'tiara'], ['helmet', 'helmet'], ['visor', 'visor'],
  ['turban', 'turban'], ['pagri', 'turban'], ['hijab', 'hijab'], ['headscarf', 'headscarf'], ['head scarf', 'headscarf'], ['headwrap', 'headwrap'], ['head wrap', 'headwrap'],
  ['gele', 'gele'], ['kufi', 'kufi'], ['taqiyah', 'kufi'], ['kippah', 'kippah'], ['yarmulke', 'kippah'], ['hair bow', 'hair bow'], ['bow', 'bow'], ['ribbon', 'ribbon'],
];

/** Worn or carried things that are not clothes; with a colour they are kept as outfit pieces too. */
const ACCESSORIES: Array<[string, string]> = [
  ['sunglasses', 'sunglasses'], ['glasses', 'glasses'], ['spectacles', 'glasses'], ['monocle', 'monocle'], ['freckles', 'freckles'], ['backpack', 'backpack'],
  ['rucksack', 'backpack'], ['satchel', 'bag'], ['handbag', 'bag'], ['bag', 'bag'], ['necklace', 'necklace'], ['earrings', 'earrings'], ['headband', 'headband'],
  ['pocket watch', 'watch'], ['watch', 'watch'], ['bangles', 'bangles'], ['bracelet', 'bracelet'], ['walking stick', 'walking stick'], ['cane', 'cane'],
  ['antenna', 'antenna'], ['umbrella', 'umbrella'],
];

export const WORN: Array<[string, string, WornKind]> = [
  ...GARMENTS.map(([w, p]): [string, string, WornKind] => [w, p, 'garment']),
  ...HEADWEAR.map(([w, p]): [string, string, WornKind] => [w, p, 'headwear']),
  ...ACCESSORIES.map(([w, p]): [string, string, WornKind] => [w, p, 'accessory']),
];

/** Hair styles the descriptor names; the illustrator draws each. */
export const HAIR_STYLES = ['short', 'long', 'wavy', 'curly', 'afro', 'ponytail', 'pigtails', 'bun', 'bob', 'spiky', 'braids', 'buzz', 'bald', 'locs', 'cornrows', 'mohawk'] as const;
export type HairStyleWord = (typeof HAIR_STYLES)[number];

/** Words that name the hair itself, with the style they say (undefined: only "hair"). */
export const HAIR_NOUNS: Array<[string, HairStyleWord | undefined]> = [
  ['hair', undefined], ['locks', undefined], ['curls', 'curly'], ['waves', 'wavy'], ['braids', 'braids'], ['braid', 'braids'], ['plaits', 'braids'], ['plait', 'braids'],
  ['cornrows', 'cornrows'], ['locs', 'locs'], ['dreadlocks', 'locs'], ['dreads', 'locs'], ['twists', 'locs'], ['pigtails', 'pigtails'], ['bunches', 'pigtails'],
  ['ponytail', 'ponytail'], ['pony tail', 'ponytail'], ['man bun', 'bun'], ['top knot', 'bun'], ['topknot', 'bun'], ['bun', 'bun'], ['chignon', 'bun'], ['afro', 'afro'],
  ['bob', 'bob'], ['bob-cut', 'bob'], ['buzz cut', 'buzz'], ['buzz-cut', 'buzz'], ['crew cut', 'buzz'], ['mohawk', 'mohawk'], ['mohican', 'mohawk'], ['shaved head', 'bald'],
];

/** Words before a hair noun that say its style. */
export const HAIR_MODIFIERS: Array<[string, HairStyleWord]> = [
  ['spiky', 'spiky'], ['curly', 'curly'], ['wavy', 'wavy'], ['frizzy', 'curly'], ['afro', 'afro'], ['braided', 'braids'], ['plaited', 'braids'], ['bobbed', 'bob'],
  ['long', 'long'], ['straight', 'long'], ['flowing', 'long'], ['shoulder-length', 'bob'], ['short', 'short'], ['cropped', 'short'], ['shaved', 'buzz'], ['bald', 'bald'],
];

/** A style named as a thing (braids, bun) says more than a texture (curly), which says more than a length. */
const STYLE_RANK: Record<HairStyleWord, number> = {
  bald: 5, locs: 4, cornrows: 4, mohawk: 4, braids: 4, pigtails: 4, ponytail: 4, bun: 4, afro: 4, bob: 4, buzz: 4, spiky: 3, curly: 2, wavy: 2, long: 1, short: 1,
};

export function strongerStyle(current: HairStyleWord | undefined, next: HairStyleWord): HairStyleWord {
  return current && STYLE_RANK[current] > STYLE_RANK[next] ? current : next;
}

export const FACIAL_HAIR: Array<[string, string]> = [['beard', 'beard'], ['moustache', 'moustache'], ['mustache', 'moustache'], ['goatee', 'goatee'], ['stubble', 'stubble'], ['sideburns', 'sideburns']];

export type Pattern = 'striped' | 'checked' | 'spotted' | 'floral';

/** Pattern words before a piece ("striped shirt") and after it ("with red stripes"). */
export const PATTERNS: Array<[string, Pattern]> = [
  ['striped', 'striped'], ['stripy', 'striped'], ['pinstriped', 'striped'], ['stripes', 'striped'], ['checked', 'checked'], ['checkered', 'checked'], ['chequered', 'checked'],
  ['plaid', 'checked'], ['tartan', 'checked'], ['gingham', 'checked'], ['checks', 'checked'], ['spotted', 'spotted'], ['spotty', 'spotted'], ['polka-dot', 'spotted'],
  ['polka dot', 'spotted'], ['dotted', 'spotted'], ['spots', 'spotted'], ['dots', 'spotted'], ['floral', 'floral'], ['flowery', 'floral'], ['flowered', 'floral'], ['flowers', 'floral'],
];

/** Materials that say a colour when none is named ("denim shorts", "a straw hat"). */
export const MATERIALS: Array<[string, string | undefined]> = [
  ['denim', 'denim'], ['leather', 'brown'], ['straw', 'straw'], ['tweed', 'brown'], ['khaki', 'khaki'], ['corduroy', 'brown'], ['linen', undefined], ['cotton', undefined],
  ['wool', undefined], ['woollen', undefined], ['woolen', undefined], ['knitted', undefined], ['silk', undefined], ['velvet', undefined], ['flannel', undefined], ['fleece', undefined],
];

/** Shades that only say how light a skin is. */
export const SHADES = ['pale', 'fair', 'light', 'dark', 'deep', 'medium', 'porcelain', 'ebony', 'rosy', 'tanned'];

/** Skin words (a colour or shade before "skin") to tones, lightest first; the illustrator's seven tones. */
export const SKIN_TONES = ['#f6d7bd', '#f1c9a5', '#e0ac84', '#c68a5e', '#a16a44', '#7a4b2e', '#5a3522'];
export const SKIN_WORDS: Array<[string, number]> = [
  ['dark brown', 5], ['deep brown', 5], ['light brown', 3], ['medium brown', 4], ['pale', 0], ['fair', 0], ['porcelain', 0], ['white', 1], ['light', 1], ['rosy', 1],
  ['peach', 1], ['medium', 2], ['beige', 2], ['golden', 3], ['olive', 3], ['tan', 3], ['tanned', 3], ['caramel', 3], ['brown', 4], ['dark', 6], ['deep', 6], ['black', 6], ['ebony', 6],
];

/** Nouns that name an animal's or robot's body colour. */
export const BODY_NOUNS = ['fur', 'plating', 'metal', 'patches', 'feathers', 'scales', 'body', 'shell'];

/** Colours an animal's own coat has: "a dog with a golden coat" is fur, "a dog in a red coat" a garment. */
export const NATURAL_COATS = new Set([
  'brown', 'light brown', 'dark brown', 'golden', 'black', 'white', 'grey', 'gray', 'cream', 'tan', 'ginger', 'orange', 'red', 'silver', 'chocolate', 'caramel', 'beige', 'sand', 'honey', 'chestnut', 'auburn', 'copper', 'blonde',
]);

/** Parts of a piece or of a body that take a colour but are not worn ("gold trim", "white paws"). */
export const DETAILS = new Set(['trim', 'embroidery', 'buttons', 'pockets', 'lining', 'stitching', 'laces', 'sleeves', 'paws', 'ears', 'tail', 'nose', 'belly', 'chest', 'muzzle', 'cheeks', 'tips', 'whiskers', 'mane']);

/** Hair colour words that stand alone before a person ("a blonde woman", "a redhead"). */
export const HAIR_COLOUR_NOUNS: Array<[string, string]> = [['redhead', 'ginger'], ['brunette', 'brunette'], ['blonde', 'blonde'], ['blond', 'blonde']];

/** Words that end what the words before them were about. */
export const BREAKS = new Set([',', '.', ';', ':', '!', '?', '(', ')', 'with', 'wearing', 'wears', 'in', 'over', 'under', 'on', 'has', 'have', 'who', 'and', 'plus', 'carrying', 'holding']);
