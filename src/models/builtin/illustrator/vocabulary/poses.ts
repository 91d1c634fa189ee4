import { compile, Words } from './words';

/** How the body is carried: what the legs and the hips do. */
export const POSTURES = ['standing', 'walking', 'running', 'jumping', 'sitting', 'sitting_floor', 'lying', 'climbing', 'swimming', 'riding', 'crouching', 'dancing', 'kicking', 'hanging', 'upside_down'] as const;
export type Posture = (typeof POSTURES)[number];

/** What the arms do. */
export const ACTIONS = ['rest', 'waving', 'pointing', 'holding', 'reading', 'eating', 'playing', 'cheering', 'thinking', 'hugging', 'holding_hands', 'high_five', 'reaching', 'talking', 'sleeping'] as const;
export type Action = (typeof ACTIONS)[number];

export interface PoseEntry {
  words: Words;
  posture?: Posture;
  action?: Action;
}

/** Words before "sleep" that put someone else to sleep ("rocks the baby to sleep"): the one who does it is awake. */
export const LULLED_TO = '(rock*|lull*|sing*) (the|a|her|his|their) [a-z]+ to';

/** A determiner as a whole word: the word after it belongs to a thing, not a character ("the sleeping dog"). */
export const DETERMINER = '(?<![a-z])(the|a|an|her|his|their|its)';
/** A thing watched doing something: "watches the fish swim", "sees a spider spin": the thing does it, not the watcher. */
const WATCHED = '(watch(es|ing)?|see(s|ing)?|saw|look(s|ing)? at) (the|a) [a-z]+';
/** A sledge pulled, dragged, towed or pushed (uphill) is not ridden. */
const PULLED = '(pull|drag|tow|push)([a-z]+)? (her|his|their|the|a)';

/** Every pose word once; a word may set the posture, the arms, or both ("sleeping": lying, eyes closed). */
export const POSE_WORDS = {
  standing: { words: ['stand*', 'stood', 'queue*', 'pose', 'poses', 'posing', 'wip(e|es|ing|ed) (the|a|down the)', '(set*|lay*|clear*) the table', 'wait* in (line|the queue|a queue)'], posture: 'standing' },
  // Waiting says nothing of the legs: one waits standing, or sitting on the bench one waits on.
  waiting: { words: ['wait*'] },
  walking: { words: ['walk*', 'stroll*', 'follow*', 'wander*', 'explor*', 'hik*', 'march*', 'cross', 'crossed', 'crossing (the|a|an|over|to|through)', 'stomp*', 'tiptoe*', 'push*', '(up|down) the (stairs|staircase|steps)', 'upstairs', 'downstairs'], posture: 'walking' },
  running: { words: ['run', 'runs', 'running', 'ran', 'rac(e|es|ing)(?!s? (a|the|their|his|her|on) (bike|bicycle|car|boat|scooter|skateboard|horse|pony|sled|kart))', 'chas*', 'sprint*', 'dash*', 'flee*', 'jog*', 'football', 'soccer', 'tag'], posture: 'running' },
  kicking: { words: ['kick*', 'penalt(y|ies)', 'scor(e|es|ing|ed) (a|the|his|her|their) (winning )?goal'], posture: 'kicking' },
  jumping: { words: ['pillow fight*', 'jump*', 'leap*', 'hop', 'hops', 'hopping', 'hopscotch', 'bounc*', 'skip*', 'splash* in (the |a )?puddle*', 'scor(e|es|ing|ed) a basket', 'div(e|es|ing) (off|from)', 'dove (off|from)'], posture: 'jumping' },
  sitting: { words: ['sit', 'sits', 'sitting', 'sat', 'seated', 'perch*', 'slid(e|es|ing) down', '(cuddl|curl|snuggl)(e|es|ed|ing|s)? up'], posture: 'sitting' },
  sitting_floor: {
    words: ['sit* on the floor', '(play*|game*) (([a-z]+ )+)?on the (floor|rug|carpet)', 'sit* on the ground', 'sit* on the grass', 'sit* on the rug', 'sit* on the carpet', 'sit* on the sand', 'sit* cross-legged', '(sing*|gather*) (songs )?(around|round|by) the (campfire|camp fire)', '(sit*|sat) (a)?round the (campfire|camp fire|fire)', 'picnic*', 'fell', 'falls', 'fallen', '(after|from) (a|her|his|their) (fall|tumble)', 'fall* off', 'fall* over', 'trip*', 'slip*', 'build* a sandcastle', 'jigsaw( puzzle)?', 'mak(e|es|ing) a sandcastle', 'building with', '(rid(e|es|ing)|rode|fl(y|ies|ying|ew)|sit*|sat) (on )?(a|the|her|his|their) (magic|flying) carpet'],
    posture: 'sitting_floor',
  },
  lying: { words: ['lie', 'lies', 'lying', 'lay', 'lays', 'sunbath*', 'lounging', 'stretched out', 'relax* on', 'snow angel', '(snuggl|wriggl|climb|curl)[a-z]+ (up )?(in|into) (a|her|his|their|the) sleeping bag', 'roll* (down|over|around|in)'], posture: 'lying' },
  // Rocking or singing someone else to sleep: the one who does it is awake, on its feet.
  lulling: { words: [`${LULLED_TO} sleep`], posture: 'standing', action: 'holding' },
  sleeping: { words: ['fall* asleep', 'fell asleep', `(?<!${DETERMINER} )sleep*`, 'slept', 'asleep', 'nap', 'naps', 'napping', 'doz*', 'snooz*'], posture: 'lying', action: 'sleeping' },
  climbing: { words: ['climb*', 'clamber*', 'scal(e|es|ing)'], posture: 'climbing' },
  upside_down: { words: ['hang* upside down', 'dangl(e|es|ing) upside down', 'upside down from'], posture: 'upside_down' },
  hanging: { words: ['hang* (from|on|off)', 'dangl(e|es|ing) from', 'swing* (from|across|along) the (monkey bars|bars|branch*)'], posture: 'hanging' },
  swimming: { words: [`(?<!(after (a |the |her |his |their )?|${WATCHED} ))swim*`, 'swam', 'paddl* in', 'div(e|es|ing)', 'dove', 'snorkel*', 'splash*', 'float* in'], posture: 'swimming' },
  riding: { words: ['ride', 'rides', 'riding', 'rode', 'cycl*', 'pedal*', 'driv(e|en|er|ing)', 'drove', 'skateboard*', 'surf*', 'ski', 'skis', 'skiing', `(?<!${PULLED} )sled*`, 'toboggan*', 'row', 'rows', 'rowing', 'paddl*', 'sail*'], posture: 'riding' },
  crouching: { words: ['crouch*', 'kneel*', 'knelt', 'squat*', 'hid(e|es|ing)(?!s? under the (blanket|covers|duvet|sheets))', 'bend* down', 'plant(s|ing)? a', 'plant(s|ing|ed)? [a-z]+ (in|into)', 'dig', 'digs', 'digging', 'milk(s|ing)? (a|the)', '(brush*|groom*) (the|her|his|their|its|a) (dog|puppy|cat|kitten|rabbit|bunny)', 'pick* up', 'draw* (with chalk|on the (pavement|ground|path|floor))', 'pick* (the |some )?(strawberries|raspberries|blackberries|berries|flowers|mushrooms)', 'tie* a shoelace', 'feed* the', 'fix(es|ing)?', 'repair*', 'mend*', 'collect*', 'gather*'], posture: 'crouching' },
  dancing: { words: ['danc*', 'twirl*', `(?<!${WATCHED} )spin*`, 'ballet'], posture: 'dancing', action: 'cheering' },
  waving: { words: ['(?<!(?<![a-z])(a|the|big|huge|giant|great) )wav(e|es) (at|to|from|goodbye|hello|back)', 'waving', 'waved', 'greet*', 'say* hello', 'say* goodbye', 'to wave', '(?<!(hug*|cuddl*|embrac*|kiss*) [a-z]+ )goodbye', '(?<!(hug*|cuddl*|embrac*|kiss*) [a-z]+ )bye'], action: 'waving' },
  pointing: { words: ['point*', 'look* at the star*', 'stargaz*'], action: 'pointing' },
  holding: { words: ['hold*', 'held', 'knead*', 'spoon-feed*', 'carr(y|ies|ying|ied)', 'grab*', 'offer*', 'hand(s|ed|ing)? [a-z]+ (a|an|the|her|his|their)', 'show', 'shows', 'showing', 'giv(e|es|ing)', 'gave', 'buy*', 'bought', 'catch*', 'caught', 'fly*', 'flies', 'brush*', 'water(s|ing)? the', 'watering', 'cook', 'cooks', 'cooking', 'cooked', 'bak(e|es|ing)', 'paint*', 'draw', 'draws', 'drawing', 'writ*', 'homework', 'fishing', 'toast*', 'feed*', 'pet', 'pets', 'stroke*', 'throw*', 'play* catch', 'photo*', 'sing', 'sings', 'singing', 'sang', 'check* out', 'shopping', 'serv(e|es|ing)', 'pour*', 'deliver*'], action: 'holding' },
  hugging: { words: ['hug', 'hugs', 'hugging', 'hugged', 'cuddl(e|es|ed|ing)(?!s? up)', 'embrac*'], action: 'hugging' },
  high_five: { words: ['high-fiv*', 'high fiv*', 'giv(e|es|ing|en) [a-z]+ a high(-| )fiv*'], action: 'high_five' },
  holding_hands: { words: ['hand in hand', 'holding hands', 'hold* hands', "hold* [a-z]+'s hand", 'hold* her hand', 'hold* his hand', 'hold* their hand*'], action: 'holding_hands' },
  pushing: { words: ['push* [a-z]+ on (a|the) swing', 'push* (her|his|their) [a-z]+ on (a|the) swing'], posture: 'standing', action: 'reaching' },
  reaching: { words: ['help*', 'tr(y|ies|ied|ying) to (catch|grab|reach)', 'hang(s|ing)? (up )?(a|the|her|his|their) ([a-z]+ )?(painting|picture|poster|photo|birdhouse|bird feeder|lantern|wreath|stocking|sign|flag|coat)', 'pull* up', 'lift*', 'rescu*', 'reach*', 'hold* the (seat|saddle|back of the (bike|bicycle))', '(teach(es|ing)?|taught) [a-z]+ (how )?to (ride|cycle|swim|skate|ski|surf|climb|walk)', 'pick* (the )?(apples|pears|plums|cherries|oranges|lemons|fruit)'], action: 'reaching' },
  reading: { words: ['read', 'reads', 'reading', 'stud(y|ies|ying)', 'brows(e|es|ing)'], action: 'reading' },
  eating: { words: ['eat*', 'ate', 'munch*', 'bit(e|es|ing)', 'lick*', 'tast*', 'drink*', 'drank', 'sip*', '(?<!after )breakfast', '(?<!after )lunch', '(?<!after )dinner', 'feast*', 'blow* out(?= (the|her|his|their) (birthday )?candles? on)', 'shar(e|es|ing|ed) (a|an|the|some|their|her|his|our) (pizza|cake|sandwich|snack|meal|picnic|lunch|dinner|breakfast|pie|popcorn|ice cream|milkshake|bowl of|plate of|bag of|box of)'], action: 'eating' },
  playing: { words: ['play* the', 'strum*', 'perform*', 'practi[sc]*', 'concert'], action: 'playing' },
  cheering: { words: ['cheer*', 'celebrat*', 'hooray', 'party', 'parties', '(lift*|rais*|hoist*|hold* up|held up) (the|a|her|his|their) (trophy|cup|medal)'], action: 'cheering' },
  thinking: { words: ['think*', 'ponder*', 'wonder*', 'puzzl*'], action: 'thinking' },
  talking: { words: ['talk*', 'chat*', 'joke*', 'whisper*', 'tell*', 'told', 'ask*', 'argu*', 'discuss*', 'explain*', 'convers*'], action: 'talking' },
} satisfies Record<string, PoseEntry>;

export type PoseWord = keyof typeof POSE_WORDS;
export const POSE_TABLE = compile<PoseWord, PoseEntry>(POSE_WORDS);
