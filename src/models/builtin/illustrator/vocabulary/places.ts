import { compile, Words } from './words';

/**
 * Every place the illustrator draws, with the words that name it and the words of places it does not draw that it
 * stands in for (a restaurant is drawn as the café; the plan says so).
 */
export interface PlaceEntry {
  words: Words;
  indoor: boolean;
  /** Places it is the nearest drawing of. */
  nearest?: Words;
  /** Things its drawing always shows (a party's balloons), as prop names. */
  shows?: string[];
}

/** On the way to or from a place, not in it: "walks to school" is the street, not the classroom. */
const GOING_TO = '(way|walk(s|ed|ing)?|cycl(e|es|ed|ing)|pedal(s|led|ling)?|scoot(s|ed|ing)?) (to|home from)';

export const PLACES = {
  bedroom: { words: ['bedroom', 'bedtime', 'nursery', 'toy box', 'toybox', 'toy chest', 'dressing table', 'count(s|ing)? sheep', 'go(es|ing)? to sleep', '(lie|lies|lying|lay) awake'], indoor: true, nearest: ['attic', 'dormitory', 'hotel room', 'hotel'] },
  bathroom: { words: ['bathroom', 'bath time', 'washroom', 'toilet'], indoor: true },
  kitchen: { words: ['kitchen', '(wash(es|ing)?|dr(y|ies|ying)) (the )?dishes', 'washing[- ]up', 'sink', 'fridge', 'refrigerator'], indoor: true, nearest: ['breakfast(?! in bed)', 'dining room', 'cook', 'cooks', 'cooking', 'cooked', 'fr(y|ies|ying|ied) (a|an|the|some|her|his|their)', 'stir(s|ring)? (a|the) (pot|pan|soup)', 'stove', 'hob', 'cooker', 'oven', '(stack*|clear*|dry*|put* away) (the )?(plates|dishes|cups|bowls)'] },
  living_room: { words: ['living room', 'lounge', 'sitting room', 'family room', 'fireplace'], indoor: true, nearest: ['(on|across) the (rug|carpet|floor)', '(?<!(tree|bird)[ -]?)house', '(?<!(way|walk*|driv(e|es|ing)|ride*|trip|journey|train|bus|car|flight|sail*|shopping) )home', 'flat(?! tyres?| tires?)', 'apartment', 'hall', 'cottage'] },
  classroom: { words: ['classroom', `(?<!(before|after|off to|home from|${GOING_TO}) )school`, 'lesson', 'class'], indoor: true, nearest: ['office', 'studio', 'gym', 'gymnasium', 'sports hall', 'teacher', '(music|story|circle|quiet) time'] },
  library: { words: ['library', 'libraries', 'bookshop'], indoor: true, nearest: ['museum', 'gallery'] },
  shop: { words: ['shop', 'supermarket', 'store', 'grocer*', 'bakery', 'boutique', 'toy shop'], indoor: true, nearest: ['mall', 'pharmacy', 'chemist', 'hairdresser*', 'barber*', 'salon', 'haircut'] },
  cafe: { words: ['café', 'cafe', 'coffee shop', 'tea room', 'tearoom', 'counter'], indoor: true, nearest: ['restaurant', 'diner', 'canteen', 'pizzeria', 'cafeteria', 'coffee', 'latte', 'cappuccino'] },
  train: { words: ['train', 'railway', 'carriage', 'train station'], indoor: true, nearest: ['station', 'platform', 'tram', 'subway', 'underground'] },
  bus: { words: ['bus', 'coach'], indoor: true },
  hospital: { words: ['hospital', 'doctor*', 'clinic', 'nurse', 'patient*', 'stethoscope', 'waiting room'], indoor: true, nearest: ['vet', 'dentist'] },
  stage: { words: ['stage', 'theatre', 'theater', 'concert', '(school|class|nativity|christmas) play', 'dance studio', 'ballet (class|lesson|school|studio)'], indoor: true, nearest: ['circus', 'auditorium', 'tak(e|es|ing) a bow', 'took a bow'] },
  garage: { words: ['garage', 'carport', 'car repair', 'mechanic*'], indoor: true, nearest: ['workshop', 'shed', 'basement'], shows: ['car', 'hammer'] },
  cinema: { words: ['cinema', 'cinemas', 'movie theat*', 'movies', 'film show*', 'film screening'], indoor: true, nearest: ['movie*', '(?<=(?<![a-z])(a|the|watch(es|ing)?|scary|new|funny|old|favou?rite|horror|cartoon) )films?'], shows: ['popcorn'] },
  party: { words: ['party', 'parties', 'birthday party', 'birthday(?! card)', 'disco'], indoor: true, nearest: ['ballroom', 'festival', 'wedding', 'celebration', '(?<=(at|to) the )ball'], shows: ['balloon', 'cake', 'gift'] },
  lighthouse_interior: { words: ['lamp room', 'spiral stair*'], indoor: true },
  park: { words: ['park', 'meadow', 'grass'], indoor: false, nearest: ['stadium', '(football|sports|playing|soccer|rugby|cricket) field', 'lawn', 'pitch', 'outside', 'outdoors'] },
  playground: { words: ['playground', 'school(yard| yard)', 'swings', 'climbing frame', 'sandpit'], indoor: false, nearest: ['funfair', 'fairground', 'theme park', 'amusement park'] },
  garden: { words: ['garden', 'backyard', 'back yard', 'yard', 'vegetable patch', 'allotment', 'flower ?beds?'], indoor: false, shows: ['flower', 'fence'] },
  beach: { words: ['beach', 'rock pool', 'rockpool', 'seaside', 'sea shore', 'shore', 'sand dune*', 'coast', 'ocean', 'sea', 'pier'], indoor: false, nearest: ['harbour', 'harbor', 'port', 'island'] },
  pool: { words: ['swimming pool', 'pool', 'paddling pool'], indoor: false, nearest: ['after (a |the |her |his |their )?swim*'] },
  lake: { words: ['lake', 'pond', 'river', 'stream', 'riverbank'], indoor: false, nearest: ['canal', 'marsh', 'swamp', 'jetty', 'dock'] },
  underwater: { words: ['underwater', 'under the sea', 'under water', 'coral reef', 'reef', 'seabed', 'sea bed', 'ocean floor'], indoor: false },
  forest: { words: ['forest', 'wood', 'woods', 'jungle', 'woodland'], indoor: false },
  mountain: { words: ['mountain', 'hill', 'peak', 'summit', 'cliff', 'hik*'], indoor: false, nearest: ['valley', 'canyon', 'cave', 'waterfall'] },
  snow_field: { words: ['frozen lake', 'frozen pond', 'ice rink', '(?<!window[a-z ,]+)snow(?![a-z ,]+window)', 'snowy field', 'snowfield', 'ski slope', 'arctic', 'north pole', 'snowman', 'igloo', '(on|across|over|onto) the ice(?! cream| lolly| lollies| pop)'], indoor: false },
  farm: { words: ['farm', 'farmyard', 'barn', 'stable', 'stables', 'field of', 'tractor', 'orchard', 'hen house', 'henhouse', 'chicken coop', 'hen coop'], indoor: false, nearest: ['field', 'paddock', 'meadow of'] },
  zoo: { words: ['zoo', 'safari', 'wildlife park'], indoor: false },
  city_street: { words: ['city', 'street', 'town', 'downtown', 'sidewalk', 'pavement', 'road', 'lamp[ -]?post', 'eiffel tower', 'bus shelter', '(walk*|tak(e|es|ing)|took) (([a-z]+ )+)?to school', 'crossing', 'bus stop', '(wait*|catch*|miss*|run* (for|after)) (for )?(the|a) ([a-z]+ )?bus', `${GOING_TO} school`], indoor: false, nearest: ['village', 'square', 'market town', 'parade', 'carnival', 'rooftop', 'roof', 'balcony', 'airport'] },
  market: { words: ['market', 'bazaar', 'stall', 'fair', 'lemonade stand'], indoor: false, nearest: ['(little|small|roadside|fruit|flower|lemonade|market) stand', 'sell(s|ing)? (lemonade|fruit|flowers|vegetables)'] },
  castle: { words: ['castle', 'palace', 'kingdom', 'knight', 'throne'], indoor: false, nearest: ['(?<!eiffel )tower(?! of)', 'fortress'] },
  space: { words: ['space', '(on|across|to|over) the moon', 'moon landing', 'spacesuit', 'space suit', 'planet', 'galaxy', 'astronaut', 'outer space', 'spaceship'], indoor: false },
  desert: { words: ['desert', 'sand dunes', 'oasis', 'sahara'], indoor: false },
  campsite: { words: ['sleeping bag', 'campsite', 'camping', 'camp', 'campfire', 'camp fire', 'tent'], indoor: false },
  lighthouse: { words: ['lighthouse'], indoor: false },
} satisfies Record<string, PlaceEntry>;

export type PlaceKey = keyof typeof PLACES;
export const PLACE_KEYS = Object.keys(PLACES) as PlaceKey[];

export const PLACE_TABLE = compile<PlaceKey, PlaceEntry>(PLACES);
export const NEAREST_TABLE = (Object.entries(PLACES) as Array<[PlaceKey, PlaceEntry]>).flatMap(([key, entry]) => (entry.nearest ? compile({ [key]: { words: entry.nearest } } as Record<PlaceKey, { words: Words }>) : []));

export function isIndoor(place: PlaceKey): boolean {
  return PLACES[place].indoor;
}
