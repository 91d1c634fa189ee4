import type { PlaceKey } from './places';
import type { Action, Posture } from './poses';
import { compile, Words } from './words';

/**
 * How a thing meets the figure: in its hand; under it (a seat, a bed, a mount it rides); around it (a bath, a boat,
 * a car it sits in); beside it (a table, a piano, an easel); or in the scene near it (on the ground, in the sky, in
 * the water, on the wall).
 */
export type Contact = 'held' | 'seat' | 'bed' | 'ride' | 'inside' | 'beside' | 'ground' | 'sky' | 'water' | 'wall';
export type PropGroup = 'furniture' | 'vehicle' | 'animal' | 'food' | 'instrument' | 'toy' | 'tool' | 'weather' | 'nature' | 'building';

export interface PropEntry {
  words: Words;
  /** A Fluent Emoji Flat icon; without one the illustrator draws the thing itself (see props/drawn.ts). */
  icon?: string;
  /** Height in world units: a child stands about 135, an adult about 190. Held things: their longest side. 0: drawn to fit its rider. */
  size: number;
  /** Its height when nobody rides it (a bike dropped on the grass, a horse standing by). */
  idle?: number;
  contact: Contact;
  group: PropGroup;
  /** Where it is when the prompt names no place. */
  home?: PlaceKey;
  /** What it has its user do (a bicycle: ride; a piano: play). */
  posture?: Posture;
  action?: Action;
  /** A figure that climbs (or lies) uses it so: up the tree, on the sofa. */
  climb?: boolean;
  lie?: boolean;
  /** An animal ridden when the words say so (on a camel), else standing by. */
  mount?: boolean;
  /** How many sit in or on it together: "Mia rows a boat with Leo" puts both in one boat, "with Leo on the sofa" both on it. */
  seats?: number;
  /** Slid down sitting when the words say so (down the slide). */
  slidDown?: boolean;
  /** Climbed on foot, walking up its steps, not hand over hand (stairs). */
  walkedUp?: boolean;
  /** Drawn on the ground under the figures' feet (a puddle, a sandpit). */
  underfoot?: boolean;
  /** A species word: not a prop when a character of the scene is that animal. */
  species?: string;
  /**
   * Held: carried in one hand at the side (a lantern, a bucket), raised to the head (a hairbrush) or swung up high
   * beside it (a pillow in a pillow fight), not in both hands in front of the chest.
   */
  carried?: 'side' | 'head' | 'swung';
  /** Held by each character whose words name it ("Mia and Leo have a snowball fight"), not by the first alone. */
  each?: boolean;
}

const held = (words: Words, icon: string | undefined, size: number, group: PropGroup, extra: Partial<PropEntry> = {}): PropEntry => ({ words, icon, size, contact: 'held', group, ...extra });
const animal = (words: Words, icon: string, size: number, extra: Partial<PropEntry> = {}): PropEntry => ({ words, icon, size, contact: 'ground', group: 'animal', ...extra });
const scenery = (words: Words, icon: string, size: number, contact: Contact, group: PropGroup, extra: Partial<PropEntry> = {}): PropEntry => ({ words, icon, size, contact, group, ...extra });

/** Waiting at the doctor's, the dentist's or the vet's is done sitting in the waiting room. */
const WAITING_ROOM = 'wait*(?= (([a-z]+ )+)?(at|in|for) the (doctor|dentist|vet|hospital|clinic|surgery))';
/** Eating or drinking at a café is done sitting at one of its tables. */
const CAFE_MEAL = '(eat*|ate|drink*|drank|sip*|shar(e|es|ing|ed)|lunch|breakfast)(?= (([a-z]+ )+)?(at|in) the (cafe|coffee shop|tea room|tearoom))';

export const PROPS = {
  // Furniture the figure sits or lies on, or works at: drawn to fit the figure.
  sofa: { words: ['sofa', 'couch', 'settee'], size: 90, contact: 'seat', group: 'furniture', home: 'living_room', lie: true, seats: 3 },
  armchair: { words: ['armchair'], size: 90, contact: 'seat', group: 'furniture', home: 'living_room' },
  chair: { words: ['chair', 'highchair', 'rocking chair', 'throne', 'haircut', 'waiting room', WAITING_ROOM], size: 80, contact: 'seat', group: 'furniture' },
  bench: { words: ['bench', 'park bench'], size: 60, contact: 'seat', group: 'furniture', home: 'park', lie: true, seats: 3 },
  stool: { words: ['stool'], size: 50, contact: 'seat', group: 'furniture' },
  wheelchair: { words: ['wheelchair', 'wheel chair'], size: 80, contact: 'seat', group: 'furniture', posture: 'sitting' },
  bed: { words: ['(?<!(before|flower) )bed(?!s? of)', 'bunk bed', '(top|bottom|upper|lower) bunk', 'blanket', 'duvet', 'pillow', 'under the covers'], size: 70, contact: 'bed', group: 'furniture', home: 'bedroom', posture: 'lying' },
  hammock: { words: ['hammock'], size: 70, contact: 'bed', group: 'furniture', posture: 'lying' },
  table: { words: ['table', 'dining table', 'kitchen table', 'picnic table', 'restaurant', 'diner', 'pizzeria', 'canteen', 'cafeteria', CAFE_MEAL], size: 70, contact: 'beside', group: 'furniture', home: 'kitchen', posture: 'sitting' },
  desk: { words: ['desk', 'homework'], size: 75, contact: 'beside', group: 'furniture', home: 'bedroom', posture: 'sitting' },
  bathtub: { words: ['bath', 'baths', 'bathtub', 'tub', 'bubble bath'], size: 70, contact: 'inside', group: 'furniture', home: 'bathroom', posture: 'sitting' },
  toilet: scenery(['toilet'], 'toilet', 80, 'ground', 'furniture', { home: 'bathroom' }),
  piano: { words: ['piano', 'keyboard'], size: 120, contact: 'beside', group: 'instrument', home: 'living_room', posture: 'sitting', action: 'playing' },
  sink: { words: ['sink', 'kitchen sink', 'wash(es|ing)? (the )?dishes', 'washing[- ]up'], size: 90, contact: 'beside', group: 'furniture', home: 'kitchen' },
  washing_line: { words: ['washing line', 'clothesline', 'clothes line', 'hang* (out )?the washing', 'hang* (out )?the laundry', 'laundry', 'peg* out'], size: 150, contact: 'beside', group: 'tool', home: 'garden', action: 'reaching' },
  sprinkler: { words: ['sprinkler', 'hosepipe', 'garden hose', 'hose'], size: 60, contact: 'beside', group: 'tool', home: 'garden' },
  aquarium: { words: ['(fish(es)? )?in (the|a|an|her|his) ([a-z]+ )?(aquarium|fish tank|tank|fishbowl|fish bowl)', 'aquarium', 'fish tank', 'fishbowl', 'fish bowl', 'goldfish bowl', 'feed* (the|her|his|their) goldfish'], size: 110, contact: 'beside', group: 'furniture', home: 'living_room' },
  birdhouse: { words: ['birdhouse', 'bird house', 'bird box', 'nest box', 'bird feeder'], size: 130, contact: 'beside', group: 'building', home: 'garden' },
  curtain: { words: ['curtain', 'drapes'], size: 170, contact: 'beside', group: 'furniture', home: 'living_room' },
  fireplace: { words: ['fireplace', 'fireside', 'hearth', 'by the fire'], size: 150, contact: 'beside', group: 'furniture', home: 'living_room' },
  easel: { words: ['easel', 'canvas', 'paint* a picture', 'paint* pictures', 'paint* a portrait'], size: 150, contact: 'beside', group: 'tool', action: 'holding' },
  bookshelf: { words: ['bookshelf', 'bookshelves', 'bookcase', '(?<=books? (on|onto|back on|back onto|on to) (the|a) )shel(f|ves)'], size: 200, contact: 'beside', group: 'furniture', home: 'library' },
  television: scenery(['television', 'tv', 'telly', 'cartoon*'], 'television', 70, 'beside', 'furniture', { home: 'living_room', posture: 'sitting' }),
  window: scenery(['(?<!(train|car|bus|shop) )window', 'windowsill'], 'window', 90, 'wall', 'furniture', { home: 'living_room' }),
  clock: scenery(['(?<!dandelion )clock'], 'mantelpiece-clock', 45, 'wall', 'furniture'),
  mirror: scenery(['mirror'], 'mirror', 70, 'wall', 'furniture', { home: 'bathroom' }),
  picture: scenery(['picture on the wall', 'painting on the wall', 'paintings', 'portraits', '(?<=hang(s|ing)? (up )?(a|the|her|his|their) )(painting|picture|poster|photo)'], 'framed-picture', 60, 'wall', 'furniture', { home: 'living_room' }),
  fence: { words: ['fence', 'gate'], size: 70, contact: 'beside', group: 'building', home: 'garden' },
  seesaw: { words: ['seesaw', 'see-saw', 'see saw', 'teeter-totter', 'teeter totter'], size: 60, contact: 'seat', group: 'toy', home: 'playground', posture: 'sitting' },
  swing: { words: ['swing(?!s? (from|across|along) )', 'swings(?! (from|across|along) )'], size: 170, contact: 'seat', group: 'toy', home: 'playground' },
  slide: scenery(['slide(?!s? down)'], 'playground-slide', 170, 'beside', 'toy', { home: 'playground', climb: true, slidDown: true }),
  dock: { words: ['dock', 'jetty', 'landing stage', 'pier'], size: 40, contact: 'seat', group: 'building', home: 'lake' },
  stairs: { words: ['stairs', 'staircase', 'stairway', 'steps', 'upstairs', 'downstairs'], size: 160, contact: 'beside', group: 'building', home: 'living_room', climb: true, walkedUp: true },
  ladder: scenery(['ladder', 'climbing frame', 'jungle gym'], 'ladder', 190, 'beside', 'tool', { climb: true }),
  rope: { words: ['climbing rope', 'rope climb*', '(climb*|clamber*|shin*) (up )?(the|a) rope'], size: 250, contact: 'beside', group: 'toy', climb: true, posture: 'climbing' },
  monkey_bars: { words: ['monkey bars'], size: 200, contact: 'beside', group: 'toy', home: 'playground', climb: true, posture: 'hanging' },
  treehouse: scenery(['treehouse', 'tree house', 'tree-house', 'den in the tree'], 'house', 300, 'beside', 'building', { home: 'park', climb: true }),
  tree: scenery(['tree', 'apple tree', 'oak', 'branch', 'orchard'], 'deciduous-tree', 300, 'beside', 'nature', { home: 'park', climb: true }),
  palm_tree: scenery(['palm tree', 'palm'], 'palm-tree', 300, 'ground', 'nature', { home: 'beach' }),
  pine_tree: scenery(['pine tree', 'fir tree'], 'christmas-tree', 260, 'ground', 'nature', { home: 'forest' }),
  christmas_tree: scenery(['christmas tree'], 'christmas-tree', 220, 'ground', 'furniture', { home: 'living_room' }),
  // Things ridden or sat in.
  bicycle: { words: ['bicycle', 'bike', 'tricycle', 'cycle', 'cycling', 'motorbike', 'motorcycle'], icon: 'bicycle', size: 0, idle: 120, contact: 'ride', group: 'vehicle', home: 'park', posture: 'riding' },
  scooter: { words: ['scooter'], icon: 'kick-scooter', size: 0, idle: 80, contact: 'ride', group: 'vehicle', home: 'city_street', posture: 'riding' },
  skateboard: { words: ['skateboard*', 'skate park'], size: 0, contact: 'ride', group: 'vehicle', home: 'park', posture: 'riding' },
  surfboard: { words: ['surfboard', 'surf*'], size: 0, contact: 'ride', group: 'vehicle', home: 'beach', posture: 'riding' },
  skis: { words: ['skis', 'ski', 'skiing'], icon: 'skis', size: 0, idle: 100, contact: 'ride', group: 'weather', home: 'snow_field', posture: 'riding' },
  skates: { words: ['skates', 'skate', 'skating', 'ice skat*', 'roller skat*', 'rollerblad*'], icon: 'ice-skate', size: 0, idle: 35, contact: 'ride', group: 'weather', home: 'snow_field', posture: 'riding' },
  sled: { words: ['sled', 'sledge', 'sledging', 'sledding', 'toboggan'], icon: 'sled', size: 0, idle: 55, contact: 'ride', group: 'weather', home: 'snow_field', posture: 'riding' },
  horse: { words: ['horse', 'pony', 'horseback'], icon: 'horse', size: 0, idle: 170, contact: 'ride', group: 'animal', home: 'farm', posture: 'riding' },
  car: { words: ['car', 'cars', 'driv(e|es|ing)(?!s? (a|the|her|his|their) ([a-z]+ )?(tractor|bus|train|boat|taxi|cab|fire engine|fire truck))', 'convertible'], icon: 'automobile', size: 0, idle: 190, contact: 'inside', group: 'vehicle', home: 'city_street', posture: 'riding', seats: 4 },
  boat: { words: ['boat', 'canoe', 'kayak', 'rowing boat', 'rowboat', 'raft', 'sailboat', 'dinghy', 'rowing', 'sailing', 'row(s|ed)(?= (across|along|down|out|over|to|up) )'], icon: 'canoe', size: 0, idle: 110, contact: 'inside', group: 'vehicle', home: 'lake', posture: 'riding', seats: 2 },
  rocket: scenery(['(?<!(paper|toy) )rocket', 'spaceship'], 'rocket', 260, 'ground', 'vehicle', { home: 'space' }),
  airplane: scenery(['aeroplane', 'airplane', 'plane', 'jet'], 'airplane', 90, 'sky', 'vehicle'),
  plane: { words: ['fl(y|ies|ying|ew|own) (a|an|the|her|his|their|its|a little|a small|a red|a toy) (plane|aeroplane|airplane|biplane|seaplane)', 'pilot*', 'cockpit'], icon: 'small-airplane', size: 0, idle: 90, contact: 'inside', group: 'vehicle', posture: 'riding', seats: 2 },
  helicopter: scenery(['helicopter'], 'helicopter', 90, 'sky', 'vehicle'),
  tractor: { words: ['tractor'], icon: 'tractor', size: 0, idle: 150, contact: 'ride', group: 'vehicle', home: 'farm', posture: 'riding' },
  carousel: { words: ['carousel', 'merry-go-round', '(painted|wooden|carousel) (horse|pony)'], icon: 'carousel-horse', size: 0, idle: 150, contact: 'ride', group: 'toy', home: 'playground', posture: 'riding', mount: true },
  taxi: { words: ['taxi', 'cab'], icon: 'taxi', size: 0, idle: 190, contact: 'inside', group: 'vehicle', home: 'city_street', posture: 'riding', seats: 4 },
  fire_engine: scenery(['fire engine', 'fire truck'], 'fire-engine', 130, 'ground', 'vehicle', { home: 'city_street' }),
  // Animals (each a species word of its own: a cat character is not also a prop).
  dog: animal(['dog', 'puppy', 'puppies', 'pup'], 'dog', 70, { species: 'dog' }),
  cat: animal(['cat', 'kitten', 'kitty'], 'cat', 55, { species: 'cat' }),
  rabbit: animal(['rabbit', 'bunny', 'bunnies'], 'rabbit', 50, { species: 'rabbit' }),
  fox: animal(['fox', 'foxes'], 'fox', 55, { species: 'fox' }),
  cow: animal(['cow', 'cows', 'calf'], 'cow', 140, { home: 'farm' }),
  pig: animal(['pig', 'piglet'], 'pig', 80, { home: 'farm' }),
  sheep: animal(['(?<!count(s|ing)? )sheep', 'lamb'], 'ewe', 85, { home: 'farm' }),
  goat: animal(['goat'], 'goat', 85, { home: 'farm' }),
  chicken: animal(['chicken', 'hen', 'rooster', 'chick'], 'rooster', 50, { home: 'farm' }),
  duck: animal(['duck', 'duckling', 'rubber duck'], 'duck', 40, { contact: 'water', home: 'lake' }),
  swan: animal(['swan'], 'swan', 60, { contact: 'water', home: 'lake' }),
  fish: animal(['fish', 'fishes', 'goldfish'], 'tropical-fish', 40, { contact: 'water', home: 'underwater' }),
  dolphin: animal(['dolphin'], 'dolphin', 90, { contact: 'water', home: 'underwater' }),
  whale: animal(['whale'], 'whale', 200, { contact: 'water', home: 'underwater' }),
  shark: animal(['shark'], 'shark', 120, { contact: 'water', home: 'underwater' }),
  octopus: animal(['octopus', 'octopuses'], 'octopus', 70, { contact: 'water', home: 'underwater' }),
  crab: animal(['crab'], 'crab', 35, { home: 'beach' }),
  turtle: animal(['turtle', 'tortoise'], 'turtle', 45),
  frog: animal(['frog', 'toad'], 'frog', 35, { home: 'lake' }),
  snail: animal(['snail'], 'snail', 25, { home: 'garden' }),
  snake: animal(['snake'], 'snake', 50),
  bird: scenery(['bird', 'robin', 'sparrow', 'pigeon', 'seagull'], 'bird', 35, 'sky', 'animal'),
  owl: animal(['owl'], 'owl', 45, { home: 'forest' }),
  parrot: animal(['parrot'], 'parrot', 50),
  butterfly: scenery(['butterfly', 'butterflies'], 'butterfly', 30, 'sky', 'animal', { home: 'garden' }),
  bee: scenery(['bee', 'bees', 'bumblebee'], 'honeybee', 25, 'sky', 'animal', { home: 'garden' }),
  ladybird: animal(['ladybird', 'ladybug'], 'lady-beetle', 18, { home: 'garden' }),
  elephant: animal(['elephant'], 'elephant', 250, { home: 'zoo', mount: true }),
  giraffe: animal(['giraffe'], 'giraffe', 320, { home: 'zoo' }),
  lion: animal(['lion', 'lioness'], 'lion', 110, { home: 'zoo' }),
  tiger: animal(['tiger'], 'tiger', 120, { home: 'zoo' }),
  zebra: animal(['zebra(?! crossing)'], 'zebra', 160, { home: 'zoo' }),
  monkey: animal(['monkey', 'chimp*', 'ape'], 'monkey', 80, { home: 'zoo' }),
  penguin: animal(['penguin'], 'penguin', 70, { home: 'zoo' }),
  panda: animal(['panda'], 'panda', 100, { home: 'zoo', species: 'bear' }),
  kangaroo: animal(['kangaroo'], 'kangaroo', 150, { home: 'zoo' }),
  flamingo: animal(['flamingo'], 'flamingo', 130, { home: 'zoo' }),
  camel: animal(['camel'], 'camel', 220, { home: 'desert', mount: true }),
  deer: animal(['deer', 'reindeer'], 'deer', 160, { home: 'forest' }),
  squirrel: animal(['squirrel'], 'chipmunk', 40, { home: 'park' }),
  hedgehog: animal(['hedgehog'], 'hedgehog', 35, { home: 'garden' }),
  dinosaur: animal(['dinosaur', 't-rex'], 't-rex', 250),
  unicorn: animal(['unicorn'], 'unicorn', 120, { mount: true }),
  dragon: animal(['dragon'], 'dragon', 220, { home: 'castle', mount: true }),
  mouse: animal(['mouse', 'mice'], 'mouse', 25),
  hamster: animal(['hamster', 'guinea pig'], 'hamster', 25),
  wolf: animal(['wolf', 'wolves'], 'wolf', 110, { home: 'forest' }),
  eagle: scenery(['eagle', 'hawk'], 'eagle', 60, 'sky', 'animal', { home: 'mountain' }),
  spider: animal(['spider'], 'spider', 20),
  ant: animal(['ant', 'ants'], 'ant', 15, { home: 'garden' }),
  bug: animal(['bug', 'beetle', 'insect'], 'bug', 18, { home: 'garden' }),
  worm: animal(['worm', 'earthworm'], 'worm', 18, { home: 'garden' }),
  seal: animal(['seal'], 'seal', 70, { home: 'beach' }),
  polar_bear: animal(['polar bear'], 'polar-bear', 130, { home: 'snow_field', species: 'bear' }),
  koala: animal(['koala'], 'koala', 60, { home: 'zoo' }),
  sloth: animal(['sloth'], 'sloth', 60, { home: 'zoo' }),
  hippo: animal(['hippo', 'hippopotamus'], 'hippopotamus', 140, { home: 'zoo' }),
  rhino: animal(['rhino', 'rhinoceros'], 'rhinoceros', 150, { home: 'zoo' }),
  crocodile: animal(['crocodile', 'alligator'], 'crocodile', 80, { home: 'lake' }),
  gorilla: animal(['gorilla'], 'gorilla', 140, { home: 'zoo' }),
  llama: animal(['llama', 'alpaca'], 'llama', 150, { home: 'farm' }),
  peacock: animal(['peacock'], 'peacock', 110, { home: 'zoo' }),
  turkey: animal(['turkey'], 'turkey', 70, { home: 'farm' }),
  dove: scenery(['dove'], 'dove', 35, 'sky', 'animal'),
  // Food and drink.
  ice_cream: held(['ice cream(?! (van|truck|cart|stand|shop|parlou?r))', 'ice-cream(?! (van|truck|cart|stand|shop|parlou?r))', 'ice lolly', 'ice lollies', 'cone'], 'soft-ice-cream', 40, 'food', { action: 'eating' }),
  birthday_cake: scenery(['birthday cake', 'cake with candles', 'candles(?! (on|of|in) (the|a|her|his|their) (menorah|candlestick|candelabra|windowsill|altar))'], 'birthday-cake', 50, 'beside', 'food', { home: 'party' }),
  mixing_bowl: held(['mixing bowl', 'whisk', 'stir*'], 'bowl-with-spoon', 34, 'food', { home: 'kitchen' }),
  cake: held(['cake', 'slice of cake'], 'shortcake', 30, 'food', { home: 'kitchen' }),
  cupcake: held(['cupcake', 'muffin'], 'cupcake', 28, 'food'),
  pizza: held(['pizza'], 'pizza', 32, 'food'),
  apple: held(['apple'], 'red-apple', 22, 'food'),
  banana: held(['banana'], 'banana', 28, 'food'),
  sandwich: held(['sandwich', 'lunchbox'], 'sandwich', 28, 'food'),
  pancakes: held(['pancake', 'pancakes', 'frying pan'], 'pancakes', 34, 'food', { home: 'kitchen' }),
  bread: held(['bread', 'loaf', 'baguette', 'dough'], 'bread', 30, 'food'),
  cookie: held(['cookie', 'biscuit'], 'cookie', 24, 'food', { home: 'kitchen' }),
  carrot: held(['(?<!chop(s|ping|ped)? (the |some )?)carrot'], 'carrot', 28, 'food'),
  watermelon: held(['watermelon'], 'watermelon', 34, 'food'),
  popcorn: held(['popcorn'], 'popcorn', 34, 'food'),
  spaghetti: held(['spaghetti', 'pasta', 'noodles'], 'spaghetti', 36, 'food'),
  hot_dog: held(['hot dog', 'hotdog', 'sausage'], 'hot-dog', 30, 'food'),
  burger: held(['burger', 'hamburger'], 'hamburger', 30, 'food'),
  doughnut: held(['doughnut', 'donut'], 'doughnut', 26, 'food'),
  lollipop: held(['lollipop', 'sweets', 'candy'], 'lollipop', 30, 'food'),
  strawberry: held(['strawberry', 'strawberries', 'berries'], 'strawberry', 20, 'food'),
  milk: held(['milk(?!shake|(s|ing|ed)? (the|a|her|his|their) (cow|goat))', 'glass of(?! (lemonade|juice|orange juice|smoothie|milkshake|the|a|an|her|his))'], 'glass-of-milk', 28, 'food'),
  lemonade: held(['glass of lemonade', 'lemonade', 'juice', 'orange juice', 'smoothie', 'milkshake'], 'cup-with-straw', 28, 'food'),
  egg: held(['egg', 'eggs'], 'egg', 18, 'food'),
  cup: held(['cup', 'mug', 'coffee', 'tea(?! towel)', 'cocoa', 'hot chocolate', 'teacup', '(?<=(toast*|rais*|clink*|lift*) (their|her|his|a|the|our) )glass(es)?', 'glass(es)? of (water|juice|orange juice|apple juice|squash|wine)'], undefined, 24, 'food', { action: 'eating' }),
  cheese: held(['cheese'], 'cheese-wedge', 26, 'food'),
  grapes: held(['grapes', 'bunch of grapes'], 'grapes', 28, 'food'),
  tangerine: held(['tangerine', 'clementine', 'satsuma', 'mandarin'], 'tangerine', 22, 'food'),
  lemon: held(['lemon'], 'lemon', 22, 'food'),
  pear: held(['pear'], 'pear', 24, 'food'),
  cherries: held(['cherry', 'cherries'], 'cherries', 22, 'food'),
  pie: held(['pie', 'tart'], 'pie', 32, 'food'),
  bowl: held(['bowl', '(?<!(stir|for|mak|cook)([a-z]+)? (([a-z]+ )+)?)soup', 'cereal', 'porridge'], 'bowl-with-spoon', 32, 'food', { action: 'eating', home: 'kitchen' }),
  chocolate: held(['chocolate bar', 'bar of chocolate', 'chocolates'], 'chocolate-bar', 28, 'food'),
  croissant: held(['croissant'], 'croissant', 28, 'food'),
  pretzel: held(['pretzel'], 'pretzel', 26, 'food'),
  sushi: held(['sushi'], 'sushi', 26, 'food'),
  taco: held(['taco'], 'taco', 28, 'food'),
  pineapple: held(['pineapple'], 'pineapple', 36, 'food'),
  coconut: held(['coconut'], 'coconut', 26, 'food', { home: 'beach' }),
  avocado: held(['avocado'], 'avocado', 24, 'food'),
  broccoli: held(['broccoli', '(?<!chop(s|ping|ped)? (the |some )?)vegetables'], 'broccoli', 28, 'food'),
  tomato: held(['tomato', 'tomatoes'], 'tomato', 22, 'food', { home: 'garden' }),
  potato: held(['potato', 'potatoes'], 'potato', 24, 'food'),
  mango: held(['mango'], 'mango', 24, 'food'),
  bagel: held(['bagel'], 'bagel', 24, 'food'),
  honey: held(['honey', 'honeypot', 'honey pot'], 'honey-pot', 30, 'food'),
  // Instruments held or stood at.
  guitar: held(['guitar', 'ukulele'], 'guitar', 70, 'instrument', { action: 'playing' }),
  violin: held(['violin', 'fiddle', 'cello'], 'violin', 55, 'instrument', { action: 'playing' }),
  trumpet: held(['trumpet', 'horn'], 'trumpet', 45, 'instrument', { action: 'playing' }),
  flute: held(['flute', 'recorder', 'clarinet'], 'flute', 50, 'instrument', { action: 'playing' }),
  saxophone: held(['saxophone', 'sax'], 'saxophone', 55, 'instrument', { action: 'playing' }),
  microphone: held(['microphone', 'mic', 'karaoke', 'sing(s|ing)?(?![a-z ]+(campfire|camp fire|fire))', 'speech'], 'microphone', 35, 'instrument', { home: 'stage', action: 'playing' }),
  drum: scenery(['drum', 'drums', 'drum kit'], 'drum', 60, 'beside', 'instrument', { posture: 'sitting', action: 'playing' }),
  accordion: held(['accordion'], 'accordion', 50, 'instrument', { action: 'playing' }),
  banjo: held(['banjo'], 'banjo', 60, 'instrument', { action: 'playing' }),
  maracas: held(['maracas', 'maraca', 'shaker'], 'maracas', 40, 'instrument', { action: 'playing' }),
  headphones: held(['headphones', 'listen* to music'], 'headphone', 34, 'instrument'),
  radio: held(['radio'], 'radio', 34, 'instrument'),
  // Toys and play.
  hoop: { words: ['(?<=shoot(s|ing)? )hoop', 'basketball hoop', '(?<=play(s|ing)? )basketball', 'basketball court', 'netball court', '(?<=scor(e|es|ing|ed) a )basket(?!ball)'], size: 200, contact: 'beside', group: 'toy', home: 'playground' },
  goal: scenery(['goal', 'goalpost', 'goal net'], 'goal-net', 110, 'ground', 'toy', { home: 'park' }),
  ball: held(['(?<!(at|to) the )ball', 'football', 'soccer', 'play* catch', 'beach ball', 'juggl*'], 'soccer-ball', 28, 'toy'),
  basketball: held(['basketball(?! (court|hoop))', 'shoot(s|ing)?(?= hoops)'], 'basketball', 30, 'toy'),
  balloon: held(['balloon', 'balloons'], undefined, 30, 'toy', { carried: 'side' }),
  kite: held(['kite', 'kites'], undefined, 30, 'toy', { home: 'beach' }),
  teapot: held(['teapot', 'pour* (the |some )?tea', 'pour* a cup of tea'], 'teapot', 34, 'food', { home: 'cafe' }),
  doll: scenery(['doll', 'rag doll', 'dollies'], 'nesting-dolls', 40, 'ground', 'toy', { home: 'bedroom' }),
  teddy_bear: held(['teddy', 'teddy bear', 'soft toy', 'stuffed animal'], 'teddy-bear', 45, 'toy'),
  blocks: { words: ['blocks', 'bricks', 'lego', 'building blocks'], size: 40, contact: 'ground', group: 'toy', home: 'living_room', posture: 'sitting_floor' },
  puzzle: held(['puzzle', 'jigsaw'], 'puzzle-piece', 26, 'toy'),
  yoyo: held(['yo-yo', 'yoyo'], 'yo-yo', 22, 'toy'),
  frisbee: held(['frisbee', 'flying disc'], 'flying-disc', 30, 'toy'),
  racket: held(['racket', 'tennis'], 'tennis', 70, 'toy', { each: true }),
  chess: { words: ['chess', 'chessboard', 'board game'], size: 20, contact: 'beside', group: 'toy', posture: 'sitting' },
  pillow: held(['pillow fight', 'pillow fights'], undefined, 30, 'toy', { action: 'holding', each: true, carried: 'swung', home: 'bedroom' }),
  puddle: { words: ['puddle', 'puddles'], size: 20, contact: 'ground', group: 'weather', underfoot: true },
  trampoline: { words: ['trampoline'], size: 30, contact: 'ground', group: 'toy', home: 'garden', posture: 'jumping', underfoot: true },
  sandpit: { words: ['sandpit', 'sand pit', 'sandbox'], size: 30, contact: 'ground', group: 'toy', home: 'playground', posture: 'sitting_floor', underfoot: true },
  sandcastle: { words: ['sandcastle', 'sand castle'], size: 60, contact: 'ground', group: 'toy', home: 'beach', posture: 'sitting_floor' },
  snowman: scenery(['snowman', 'snowmen'], 'snowman', 120, 'ground', 'weather', { home: 'snow_field' }),
  gift: held(['gift', 'present', 'parcel'], 'wrapped-gift', 34, 'toy'),
  dice: held(['dice'], 'game-die', 22, 'toy'),
  baseball: held(['baseball'], 'baseball', 24, 'toy'),
  bow_and_arrow: held(['bow and arrow', 'archery', 'arrow'], 'bow-and-arrow', 60, 'toy'),
  boomerang: held(['boomerang'], 'boomerang', 34, 'toy'),
  crystal_ball: held(['crystal ball'], 'crystal-ball', 34, 'toy'),
  nesting_dolls: held(['nesting doll*', 'russian doll*', 'matryoshka'], 'nesting-dolls', 34, 'toy'),
  yarn: held(['yarn', 'ball of wool', 'knit*'], 'yarn', 30, 'toy'),
  // Tools and everyday things.
  book: held(['book', 'storybook', 'story', 'comic', 'diary', 'novel', 'notebook'], undefined, 30, 'tool', { action: 'reading' }),
  newspaper: held(['newspaper', 'paper(?! (rocket|plane|aeroplane|airplane|boat|hat|crown|chain|doll|lantern|cup|bag|kite))'], 'newspaper', 36, 'tool', { action: 'reading' }),
  letter: held(['letter', 'envelope', 'card', 'postcard'], 'envelope', 26, 'tool'),
  hairbrush: held(['brush* (her|his|their|its) hair', 'comb* (her|his|their|its) hair', 'hairbrush', 'comb'], undefined, 30, 'tool', { carried: 'head' }),
  skipping_rope: held(['skipping rope', 'skip(s|ping)? with (a|the|her|his|their) rope', 'jump(s|ing)? rope', 'rope skipping'], undefined, 40, 'toy', { each: true }),
  grooming_brush: held(['(brush*|groom*)(?= (the|her|his|their|its|a) (dog|puppy|cat|kitten|horse|pony|rabbit|bunny))'], undefined, 30, 'tool'),
  toothbrush: held(['toothbrush', 'brush* teeth', 'brush* her teeth', 'brush* his teeth', 'brush* their teeth'], 'toothbrush', 30, 'tool', { home: 'bathroom' }),
  paintbrush: held(['paintbrush', 'paint', 'painting(?!s)'], 'paintbrush', 34, 'tool'),
  crayon: held(['crayon', 'pencil', 'pen', 'drawing', 'chalk'], 'crayon', 26, 'tool'),
  broom: held(['broom', 'sweep*'], 'broom', 110, 'tool', { home: 'kitchen' }),
  mop: held(['mop', 'mopping', 'mopped'], undefined, 110, 'tool', { home: 'kitchen' }),
  towel: held(['towel', 'dr(y|ies|ying) (off|(her|him|them)sel(f|ves))'], undefined, 50, 'tool', { home: 'bathroom' }),
  hammer: held(['hammer', 'tools', 'nail(s|ed|ing)? (a|an|the|up|down|together|it)'], 'hammer', 34, 'tool'),
  scissors: held(['scissors', 'cut* the ribbon'], 'scissors', 26, 'tool'),
  camera: held(['camera', 'photo', 'photograph', 'picture of'], 'camera', 30, 'tool'),
  telescope: scenery(['telescope'], 'telescope', 110, 'beside', 'tool'),
  net: held(['butterfly net', 'net', 'fishing net'], undefined, 60, 'tool'),
  magnifying_glass: held(['magnifying glass'], undefined, 40, 'tool', { carried: 'side' }),
  fishing_rod: held(['fishing rod', 'fishing pole', 'fishing', 'catch* a fish', 'catch* fish', '(?<!(^| )(the|a|at|of) )fish(es)? (from|off|in|at)'], 'fishing-pole', 70, 'tool', { home: 'lake' }),
  watering_can: held(['watering can', 'water* the', 'watering'], undefined, 36, 'tool', { home: 'garden', carried: 'side' }),
  vacuum: held(['vacuum*', 'hoover*', 'vacuum cleaner'], undefined, 60, 'tool', { carried: 'side', home: 'living_room' }),
  marshmallow: held(['marshmallow*', 'toasting fork'], undefined, 60, 'food', { home: 'campsite', each: true }),
  wheelbarrow: held(['wheelbarrow', 'wheel barrow', 'barrow'], undefined, 70, 'tool', { home: 'garden' }),
  rake: held(['rake', 'raking'], undefined, 110, 'tool', { home: 'garden' }),
  spade: held(['spade', 'shovel', 'bucket and spade', 'dig', 'digs', 'digging'], undefined, 60, 'tool'),
  bucket: held(['bucket', 'pail', 'milk(s|ing|ed)?(?= (the|a|her|his|their) (cow|goat))'], 'bucket', 30, 'tool', { carried: 'side' }),
  basket: held(['(?<!scor(e|es|ing|ed) a )basket(?!ball)', 'hamper', 'picnic'], 'basket', 34, 'tool', { carried: 'side' }),
  box: held(['box', 'cardboard box', 'package', 'crate', 'toy box', 'toybox', 'toy chest'], 'package', 44, 'tool'),
  stethoscope: held(['stethoscope', 'heartbeat', 'listen* to [a-z\']+ heart'], 'stethoscope', 34, 'tool', { home: 'hospital' }),
  knife: held(['kitchen knife', 'chop(s|ping|ped)?(?= (the |some )?(vegetables|carrots|onions|tomatoes|potatoes))'], 'kitchen-knife', 32, 'tool', { home: 'kitchen' }),
  chopping_board: { words: ['cutting board', 'chopping board', '(?<=chop(s|ping|ped)? (the |some )?)(vegetables|carrots|onions|tomatoes|potatoes)'], size: 90, contact: 'beside', group: 'food', home: 'kitchen' },
  screwdriver: held(['screwdriver'], 'screwdriver', 30, 'tool'),
  candle: held(['candle(?!s)', 'candlestick', 'menorah', 'candelabra'], 'candle', 30, 'tool', { carried: 'side' }),
  thermometer: held(['thermometer', "tak(e|es|ing) [a-z']+ temperature"], 'thermometer', 28, 'tool', { home: 'hospital' }),
  jar: held(['jar', 'cookie jar', 'jam jar', 'honey jar'], 'jar', 30, 'food', { home: 'kitchen' }),
  bubbles: held(['bubble', 'blow* bubbles', 'soap bubble', 'bubble wand'], undefined, 30, 'toy'),
  toy_boat: held(['toy boat', 'paper boat', 'model boat', 'toy ship'], 'sailboat', 40, 'toy'),
  toy_rocket: held(['paper rocket', 'toy rocket', 'model rocket'], 'rocket', 40, 'toy'),
  paper_plane: held(['paper plane*', 'paper aeroplane*', 'paper airplane*', 'paper dart*'], undefined, 40, 'toy', { carried: 'head', each: true }),
  snowball: held(['snowball fight', 'snowball'], undefined, 20, 'toy', { home: 'snow_field', each: true }),
  magic_carpet: { words: ['magic carpet', 'flying carpet'], size: 8, contact: 'seat', group: 'vehicle', posture: 'sitting_floor' },
  picnic_blanket: { words: ['picnic', 'picnic blanket', 'rug', 'beach towel', 'mat'], size: 8, contact: 'seat', group: 'furniture', posture: 'sitting_floor', lie: true },
  suitcase: held(['suitcase', 'luggage', 'travel bag'], 'luggage', 56, 'tool', { carried: 'side' }),
  backpack: held(['backpack', 'backpacks', 'rucksack', 'school bag', 'schoolbag'], 'backpack', 45, 'tool', { action: 'rest' }),
  shopping_bag: held(['shopping bag', 'shopping bags', 'bag of shopping', '(?<=carr(y|ies|ying|ied) (the|her|his|their) )shopping'], undefined, 60, 'tool', { home: 'shop', carried: 'side' }),
  shopping_cart: scenery(['trolley', 'shopping cart', 'shopping trolley'], 'shopping-cart', 90, 'beside', 'tool', { home: 'shop' }),
  laptop: held(['laptop', 'computer', 'tablet'], 'laptop', 40, 'tool'),
  phone: held(['phone', 'smartphone', 'mobile', 'selfie', 'selfies'], undefined, 20, 'tool'),
  map: held(['map', 'treasure map'], undefined, 34, 'tool'),
  lantern: held(['lantern', 'lamp(?![ -]?posts?)'], undefined, 30, 'tool', { carried: 'side' }),
  torch: held(['torch', 'torchlight', 'flashlight'], 'flashlight', 30, 'tool'),
  umbrella: held(['umbrella', 'parasol', 'beach umbrella'], undefined, 40, 'weather'),
  wand: held(['wand', 'magic wand'], 'magic-wand', 40, 'tool'),
  sword: held(['sword', 'stick'], undefined, 40, 'tool'),
  trophy: held(['trophy', 'cup final', 'medal'], 'trophy', 34, 'tool'),
  flower_pot: held(['flower pot', 'flowerpot', 'plant pot', 'pot plant', 'potted plant', 'seedling', 'seeds', 'plant* seeds'], 'potted-plant', 50, 'nature', { home: 'garden' }),
  flower: held(['flower', 'flowers', 'rose', 'bouquet', 'daisy', 'tulip', 'dandelion( clock)?'], undefined, 30, 'nature', { home: 'garden' }),
  key: held(['key', 'keys'], 'key', 26, 'tool'),
  bell: held(['bell', 'handbell'], 'bell', 30, 'tool'),
  coin: held(['coin', 'coins', 'money', 'pocket money'], 'coin', 22, 'tool'),
  globe: held(['globe'], 'globe-showing-americas', 40, 'tool'),
  axe: held(['axe', 'chop* wood'], 'axe', 50, 'tool'),
  wrench: held(['wrench', 'spanner'], 'wrench', 36, 'tool'),
  light_bulb: held(['light bulb', 'lightbulb'], 'light-bulb', 28, 'tool'),
  compass: held(['compass'], 'compass', 28, 'tool'),
  flag: held(['flag', 'flags'], 'triangular-flag', 50, 'tool'),
  handbag: held(['handbag', 'purse'], 'handbag', 34, 'tool', { carried: 'side' }),
  palette: held(['palette', 'paint palette'], 'artist-palette', 36, 'tool'),
  ticket: held(['ticket', 'tickets'], 'ticket', 26, 'tool'),
  scroll: held(['scroll', 'parchment'], 'scroll', 36, 'tool'),
  toolbox: held(['toolbox', 'tool box'], 'toolbox', 40, 'tool', { carried: 'side' }),
  magnet: held(['magnet'], 'magnet', 28, 'tool'),
  soap: held(['soap'], 'soap', 24, 'tool', { home: 'bathroom' }),
  sponge: held(['sponge', 'wash(es|ing)? (the )?dishes', 'washing[- ]up', 'wash(es|ing)?(?= the (car|van|bus|dog|window))'], 'sponge', 26, 'tool'),
  pumpkin: held(['pumpkin', 'jack-o-lantern', 'halloween'], 'jack-o-lantern', 40, 'food'),
  // Leaves raked, or in a pile, are a heap of leaves on the ground; any other leaves are one held up.
  leaf: held(['leaf', '(?<!(rak(e|es|ing|ed)|sweep(s|ing)?|swept) (up )?(the |some )?)(autumn|fallen|the|some|dry|dead|red|yellow|brown|golden|orange) leaves(?! into a (pile|heap))', 'collect* leaves'], 'maple-leaf', 26, 'nature', { home: 'park' }),
  leaves: scenery(['(pile|heap) of (autumn |fallen |dead |dry )?leaves', 'leaf pile', '(autumn |fallen |dead |dry |the )?leaves into a (pile|heap)', '(?<=(rak(e|es|ing|ed)|sweep(s|ing)?|swept) (up )?(the |some )?)(autumn |fallen |dead |dry )?leaves'], 'maple-leaf', 60, 'ground', 'nature', { home: 'garden' }),
  acorn: held(['acorn', 'conker'], 'chestnut', 20, 'nature', { home: 'forest' }),
  sunflower: held(['sunflower'], 'sunflower', 60, 'nature', { home: 'garden' }),
  // Scenery a prompt names.
  microscope: scenery(['microscope'], 'microscope', 60, 'beside', 'tool', { home: 'classroom' }),
  rock: scenery(['rock(?!s? (the|a|her|his|their) )(?! pool)', 'rocks(?! (the|a|her|his|their) )', 'boulder', 'stone', 'stones', 'pebble*'], 'rock', 50, 'ground', 'nature'),
  logs: scenery(['log', 'logs', 'firewood', 'tree stump'], 'wood', 50, 'ground', 'nature', { home: 'forest' }),
  volcano: scenery(['volcano'], 'volcano', 280, 'ground', 'nature', { home: 'mountain' }),
  snowflake: scenery(['snowflake*'], 'snowflake', 40, 'sky', 'weather', { home: 'snow_field' }),
  truck: scenery(['truck', 'lorry', 'van', 'dump truck'], 'delivery-truck', 140, 'ground', 'vehicle', { home: 'city_street' }),
  bus: scenery(['(?<=(catch*|miss*|run* (for|after)|wait* for|chas*|board*|get* on) (the|a) ([a-z]+ )?)bus'], 'bus', 200, 'ground', 'vehicle', { home: 'city_street' }),
  ambulance: scenery(['ambulance'], 'ambulance', 140, 'ground', 'vehicle', { home: 'city_street' }),
  police_car: scenery(['police car', 'police'], 'police-car', 120, 'ground', 'vehicle', { home: 'city_street' }),
  ship: scenery(['ship', 'pirate ship', 'cruise ship', 'ferry'], 'ship', 200, 'water', 'vehicle', { home: 'beach' }),
  church: scenery(['church', 'chapel'], 'church', 260, 'ground', 'building', { home: 'city_street' }),
  hut: scenery(['hut', 'cabin', 'log cabin'], 'hut', 200, 'ground', 'building', { home: 'forest' }),
  flying_saucer: scenery(['flying saucer', 'ufo', 'alien spaceship'], 'flying-saucer', 90, 'sky', 'vehicle', { home: 'space' }),
  shower: scenery(['tak(e|es|ing) a shower', 'in the shower', 'under the shower'], 'shower', 150, 'beside', 'furniture', { home: 'bathroom' }),
  tent: scenery(['tent', 'blanket fort', 'pillow fort'], 'tent', 120, 'ground', 'building', { home: 'campsite', lie: true }),
  campfire: scenery(['campfire', 'camp fire', 'bonfire', 'fire'], 'fire', 60, 'ground', 'nature', { home: 'campsite' }),
  roller_coaster: { words: ['roller coaster', 'rollercoaster', 'big dipper'], icon: 'roller-coaster', size: 0, idle: 260, contact: 'inside', group: 'vehicle', home: 'playground', posture: 'riding', seats: 4 },
  robot: scenery(['robot', 'robots'], 'robot', 90, 'ground', 'toy', { species: 'robot' }),
  ferris_wheel: { words: ['ferris wheel', 'big wheel'], icon: 'ferris-wheel', size: 0, idle: 300, contact: 'inside', group: 'vehicle', home: 'playground', posture: 'riding', seats: 4 },
  house: scenery(['(?<!hen )house', 'cottage'], 'house', 220, 'ground', 'building'),
  fountain: scenery(['fountain'], 'fountain', 120, 'ground', 'building', { home: 'park' }),
  door: scenery(['front door', 'door', 'doorbell', 'doorstep', 'knock* on the door'], 'door', 200, 'ground', 'building', { home: 'city_street' }),
  bus_stop: scenery(['bus stop', 'bus shelter'], 'bus-stop', 170, 'ground', 'building', { home: 'city_street' }),
  zebra_crossing: { words: ['zebra crossing*', 'pedestrian crossing*', 'crosswalk*'], size: 10, contact: 'ground', group: 'building', home: 'city_street', underfoot: true },
  traffic_light: scenery(['traffic light*', 'crossing'], 'vertical-traffic-light', 170, 'ground', 'building', { home: 'city_street' }),
  cactus: scenery(['cactus', 'cacti'], 'cactus', 120, 'ground', 'nature', { home: 'desert' }),
  mushroom: scenery(['mushroom', 'toadstool'], 'mushroom', 40, 'ground', 'nature', { home: 'forest' }),
  shell: scenery(['shell', 'seashell'], 'spiral-shell', 25, 'ground', 'nature', { home: 'beach' }),
  rainbow: scenery(['rainbow'], 'rainbow', 300, 'sky', 'weather'),
  sun: scenery(['sun', 'sunshine', 'sunny'], 'sun', 110, 'sky', 'weather'),
  moon: scenery(['moon', 'moonlight'], 'crescent-moon', 110, 'sky', 'weather'),
  fireworks: scenery(['firework*'], 'fireworks', 200, 'sky', 'weather'),
  star: scenery(['star', 'stars', 'starry', 'stargaz*'], 'glowing-star', 50, 'sky', 'weather'),
  cloud: scenery(['cloud', 'clouds'], 'cloud', 110, 'sky', 'weather'),
} satisfies Record<string, PropEntry>;

export type PropKey = keyof typeof PROPS;
/** The size a thing is drawn at in the scene: its own, or for a thing drawn to fit its rider, its size standing by. */
export function sceneSize(prop: PropKey): number {
  const entry: PropEntry = PROPS[prop];
  return entry.size || (entry.idle ?? 0);
}

export const PROP_KEYS = Object.keys(PROPS) as PropKey[];
export const PROP_TABLE = compile<PropKey, PropEntry>(PROPS);

export function propEntry(key: PropKey): PropEntry {
  return PROPS[key];
}
