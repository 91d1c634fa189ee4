/**
 * Character descriptions written the way users write them, each with the attributes it states. The descriptor is
 * tuned on the tuning split only; the evaluation split was written and committed before the descriptor was changed
 * and nothing was added to it afterwards. Notation: a worn piece is "[colour] [pattern] piece" (the colour and the
 * pattern are each one more attribute), facial hair "[colour] beard|moustache|goatee", skin one of fair, light
 * brown, olive, brown, dark.
 */
import type { Split } from '../judge/cast';

export interface DescribedCharacter {
  text: string;
  expect: {
    species?: string;
    age?: 'child' | 'teen' | 'adult' | 'elder';
    /** Fur or plating colour of an animal or robot. */
    coat?: string;
    hair?: { colour?: string; style?: string };
    skin?: string;
    eyes?: string;
    wear?: string[];
    face?: string[];
    accessories?: string[];
  };
}

/** Found by trying the product as users do (issue 26) and written for tuning. */
const TUNING: DescribedCharacter[] = [
  { text: 'a girl of nine with black braids, brown skin', expect: { age: 'child', hair: { colour: 'black', style: 'braids' }, skin: 'brown' } },
  { text: 'a man with a grey beard, brown skin, a white turban and a navy kurta', expect: { face: ['grey beard'], skin: 'brown', wear: ['white turban', 'navy kurta'] } },
  { text: 'a woman with brown skin and black locs', expect: { skin: 'brown', hair: { colour: 'black', style: 'locs' } } },
  { text: 'an old man with white hair', expect: { age: 'elder', hair: { colour: 'white' } } },
  { text: 'a boy in blue overalls over a striped shirt', expect: { age: 'child', wear: ['blue overalls', 'striped shirt'] } },
  { text: 'a woman in a green sari with long black hair in a bun', expect: { wear: ['green sari'], hair: { colour: 'black', style: 'bun' } } },
  { text: 'a girl in a red kimono with a yellow obi', expect: { age: 'child', wear: ['red kimono', 'yellow obi'] } },
  { text: 'a boy with a white kufi and a light blue thobe', expect: { age: 'child', wear: ['white kufi', 'light blue thobe'] } },
  { text: 'a woman in a purple hijab and a long grey coat', expect: { wear: ['purple hijab', 'grey coat'] } },
  { text: 'a man with a black moustache, a brown fedora and a checked waistcoat', expect: { face: ['black moustache'], wear: ['brown fedora', 'checked waistcoat'] } },
  { text: 'a little girl with red pigtails, green eyes and a spotted yellow dress', expect: { age: 'child', hair: { colour: 'red', style: 'pigtails' }, eyes: 'green', wear: ['yellow spotted dress'] } },
  { text: 'a bear in a striped red and white jumper', expect: { species: 'bear', wear: ['red striped jumper'] } },
  { text: 'an elderly woman with silver hair in a bob, tan skin, a teal cardigan and pearl earrings', expect: { age: 'elder', hair: { colour: 'silver', style: 'bob' }, skin: 'olive', wear: ['teal cardigan'], accessories: ['earrings'] } },
  { text: 'a teen with a blonde mohawk, a black hoodie and red sneakers', expect: { age: 'teen', hair: { colour: 'blonde', style: 'mohawk' }, wear: ['black hoodie', 'red sneakers'] } },
  { text: 'a man in a yellow and green dashiki and black trousers', expect: { wear: ['yellow dashiki', 'black trousers'] } },
  { text: 'a girl with a pink beanie, brown curly hair and a navy duffle coat', expect: { age: 'child', wear: ['pink beanie', 'navy coat'], hair: { colour: 'brown', style: 'curly' } } },
  { text: 'a grey cat with yellow eyes in a green knitted scarf', expect: { species: 'cat', coat: 'grey', eyes: 'yellow', wear: ['green scarf'] } },
  { text: 'a robot with copper plating, red eyes and a blue cape', expect: { species: 'robot', coat: 'copper', eyes: 'red', wear: ['blue cape'] } },
  { text: 'a boy with cornrows, dark skin and an orange basketball jersey', expect: { age: 'child', hair: { style: 'cornrows' }, skin: 'dark', wear: ['orange jersey'] } },
  { text: 'a woman with a grey headscarf tied under her chin and a floral blue apron', expect: { wear: ['grey headscarf', 'blue floral apron'] } },
  { text: 'a man with salt and pepper hair, a neat white beard and a tan suit', expect: { hair: { colour: 'salt and pepper' }, face: ['white beard'], wear: ['tan suit'] } },
  { text: 'a girl in a hanbok with a pink jacket and a blue skirt', expect: { age: 'child', wear: ['hanbok', 'pink jacket', 'blue skirt'] } },
  { text: 'a brown dog with a red collar and a yellow raincoat', expect: { species: 'dog', coat: 'brown', wear: ['red collar', 'yellow raincoat'] } },
  { text: 'a teenage girl with long wavy purple hair and a black leather jacket', expect: { age: 'teen', hair: { colour: 'purple', style: 'wavy' }, wear: ['black jacket'] } },
  { text: 'an old woman with a white bun, a black shawl and a long brown skirt', expect: { age: 'elder', hair: { colour: 'white', style: 'bun' }, wear: ['black shawl', 'brown skirt'] } },
  { text: 'a boy with a black buzz cut, brown eyes and a checked red shirt', expect: { age: 'child', hair: { colour: 'black', style: 'buzz' }, eyes: 'brown', wear: ['red checked shirt'] } },
  { text: 'a woman with dark skin, a bright orange headwrap and gold hoop earrings', expect: { skin: 'dark', wear: ['orange headwrap'], accessories: ['earrings'] } },
  { text: 'a rabbit with grey fur, a straw hat and blue dungarees', expect: { species: 'rabbit', coat: 'grey', wear: ['hat', 'blue dungarees'] } },
  { text: 'a man in a poncho with red and yellow stripes and a brown sombrero', expect: { wear: ['red striped poncho', 'brown sombrero'] } },
  { text: 'a fox with a green bow tie and a monocle', expect: { species: 'fox', wear: ['green bow tie'] } },
  { text: 'a girl with freckles, a short ginger bob, and a green pinafore over a white blouse', expect: { age: 'child', accessories: ['freckles'], hair: { colour: 'ginger', style: 'bob' }, wear: ['green pinafore', 'white blouse'] } },
  { text: 'a man with a long black ponytail, olive skin and a red flannel shirt', expect: { hair: { colour: 'black', style: 'ponytail' }, skin: 'olive', wear: ['red shirt'] } },
];

/** Written before the descriptor was changed; never tuned on. */
const EVALUATION: DescribedCharacter[] = [
  { text: 'a girl of eight with curly black hair, dark brown skin, a yellow sundress and white sandals', expect: { age: 'child', hair: { colour: 'black', style: 'curly' }, skin: 'dark', wear: ['yellow sundress', 'white sandals'] } },
  { text: 'an elderly Sikh man with a long white beard, an orange turban, a cream kurta and brown sandals', expect: { age: 'elder', face: ['white beard'], wear: ['orange turban', 'cream kurta', 'brown sandals'] } },
  { text: 'a teenage girl in a navy hijab, a grey hoodie and black jeans, with round glasses', expect: { age: 'teen', wear: ['navy hijab', 'grey hoodie', 'black jeans'], accessories: ['glasses'] } },
  { text: 'a woman with long auburn hair and green eyes, wearing a red and white checked shirt and blue dungarees', expect: { hair: { colour: 'auburn', style: 'long' }, eyes: 'green', wear: ['red checked shirt', 'blue dungarees'] } },
  { text: 'a fluffy white cat with blue eyes and a pink collar', expect: { species: 'cat', coat: 'white', eyes: 'blue', wear: ['pink collar'] } },
  { text: 'a boy with spiky blonde hair and freckles in a green striped t-shirt and brown shorts', expect: { age: 'child', hair: { colour: 'blonde', style: 'spiky' }, accessories: ['freckles'], wear: ['green striped t-shirt', 'brown shorts'] } },
  { text: 'a Japanese grandmother with grey hair in a bun, wearing a blue kimono with a red sash', expect: { age: 'elder', hair: { colour: 'grey', style: 'bun' }, wear: ['blue kimono', 'red sash'] } },
  { text: 'a tall man with a shaved head, a black goatee, a light blue denim jacket and khaki trousers', expect: { hair: { style: 'bald' }, face: ['black goatee'], wear: ['light blue jacket', 'khaki trousers'] } },
  { text: 'a woman with brown skin and short grey locs in a mustard sweater and a long green skirt', expect: { skin: 'brown', hair: { colour: 'grey', style: 'locs' }, wear: ['mustard sweater', 'green skirt'] } },
  { text: 'a brown bear cub in red overalls and a yellow beanie', expect: { species: 'bear', age: 'child', coat: 'brown', wear: ['red overalls', 'yellow beanie'] } },
  { text: 'a silver robot with a blue visor and orange boots', expect: { species: 'robot', coat: 'silver', wear: ['blue visor', 'orange boots'] } },
  { text: 'a Nigerian man in a green and gold dashiki with a matching cap', expect: { wear: ['green dashiki', 'cap'] } },
  { text: 'a girl with two long black braids, light brown skin and a purple polka-dot dress', expect: { age: 'child', hair: { colour: 'black', style: 'braids' }, skin: 'light brown', wear: ['purple spotted dress'] } },
  { text: 'an old woman with white curly hair, pale skin, a pearl necklace and a lavender cardigan', expect: { age: 'elder', hair: { colour: 'white', style: 'curly' }, skin: 'fair', accessories: ['necklace'], wear: ['lavender cardigan'] } },
  { text: 'a ginger tabby cat wearing a tiny blue bow tie', expect: { species: 'cat', coat: 'ginger', wear: ['blue bow tie'] } },
  { text: 'a young man with a black man bun, olive skin, a white linen shirt and grey chinos', expect: { hair: { colour: 'black', style: 'bun' }, skin: 'olive', wear: ['white shirt', 'grey chinos'] } },
  { text: 'a Korean girl in a pink and yellow hanbok with her black hair in a bob', expect: { age: 'child', wear: ['pink hanbok'], hair: { colour: 'black', style: 'bob' } } },
  { text: 'an Indian woman in a red sari with gold trim, black hair in a long braid, and gold bangles', expect: { wear: ['red sari'], hair: { colour: 'black', style: 'braids' }, accessories: ['bangles'] } },
  { text: 'a dog with a golden coat, a red bandana and a green backpack', expect: { species: 'dog', coat: 'golden', wear: ['red bandana', 'green backpack'] } },
  { text: 'a man with a bushy red beard, red hair and a plaid flannel shirt in green', expect: { face: ['red beard'], hair: { colour: 'red' }, wear: ['green checked shirt'] } },
  { text: 'a white rabbit in a blue waistcoat with a pocket watch', expect: { species: 'rabbit', coat: 'white', wear: ['blue waistcoat'], accessories: ['watch'] } },
  { text: 'a little boy with brown skin, a black afro and a yellow raincoat with red wellies', expect: { age: 'child', skin: 'brown', hair: { colour: 'black', style: 'afro' }, wear: ['yellow raincoat', 'red wellies'] } },
  { text: 'a woman in a black abaya and a white headscarf', expect: { wear: ['black abaya', 'white headscarf'] } },
  { text: 'a teenage boy with wavy brown hair, blue eyes, a grey beanie and a black leather jacket', expect: { age: 'teen', hair: { colour: 'brown', style: 'wavy' }, eyes: 'blue', wear: ['grey beanie', 'black jacket'] } },
  { text: 'an elderly man in a white thobe and a red and white checked headscarf', expect: { age: 'elder', wear: ['white thobe', 'red checked headscarf'] } },
  { text: 'a girl with strawberry blonde pigtails, a teal t-shirt and denim shorts', expect: { age: 'child', hair: { colour: 'strawberry blonde', style: 'pigtails' }, wear: ['teal t-shirt', 'shorts'] } },
  { text: 'a red fox in a green hooded cloak', expect: { species: 'fox', coat: 'red', wear: ['green cloak'] } },
  { text: 'a man with dark skin, grey dreadlocks tied back, a brown suit and a yellow tie', expect: { skin: 'dark', hair: { colour: 'grey', style: 'locs' }, wear: ['brown suit', 'yellow tie'] } },
  { text: 'a woman with a blonde ponytail, a pink tracksuit and white trainers', expect: { hair: { colour: 'blonde', style: 'ponytail' }, wear: ['pink tracksuit', 'white trainers'] } },
  { text: 'a small orange robot with big green eyes and a purple scarf', expect: { species: 'robot', coat: 'orange', eyes: 'green', wear: ['purple scarf'] } },
  { text: 'a boy in a kippah, a white shirt and a navy sweater vest', expect: { age: 'child', wear: ['kippah', 'white shirt', 'navy vest'] } },
  { text: 'a grandfather with a white moustache, glasses, a flat cap and a brown tweed jacket', expect: { age: 'elder', face: ['white moustache'], accessories: ['glasses'], wear: ['cap', 'brown jacket'] } },
  { text: 'a girl with a brown headwrap, dark skin and an orange patterned kaftan', expect: { age: 'child', wear: ['brown headwrap', 'orange kaftan'], skin: 'dark' } },
  { text: 'a black bear with a green scarf', expect: { species: 'bear', coat: 'black', wear: ['green scarf'] } },
  { text: 'a Mexican grandmother with grey braids, a white embroidered blouse and a long red skirt', expect: { age: 'elder', hair: { colour: 'grey', style: 'braids' }, wear: ['white blouse', 'red skirt'] } },
  { text: 'a man in a blue striped polo shirt, beige shorts and brown sandals, with a short black beard', expect: { wear: ['blue striped polo', 'beige shorts', 'brown sandals'], face: ['black beard'] } },
  { text: 'a woman with short pink hair, a nose ring, a black band t-shirt and ripped jeans', expect: { hair: { colour: 'pink', style: 'short' }, wear: ['black t-shirt', 'jeans'] } },
  { text: 'a Scottish boy in a green tartan kilt, a white shirt and long grey socks', expect: { age: 'child', wear: ['green checked kilt', 'white shirt', 'grey socks'] } },
  { text: 'a West African woman in a bright yellow and blue ankara dress with a tall matching gele', expect: { wear: ['yellow dress', 'gele'] } },
  { text: 'a puppy with brown and white patches and a blue collar', expect: { species: 'dog', age: 'child', coat: 'brown', wear: ['blue collar'] } },
];

/**
 * Written after the descriptor was changed and measured once, to see where the evaluation split may still be blind
 * (its author also wrote the lexicon): reported, not tuned on.
 */
export const FRESH: DescribedCharacter[] = [
  { text: 'a chubby toddler in a yellow onesie with a blue dummy', expect: { age: 'child', wear: ['yellow onesie'] } },
  { text: 'a nurse with curly brown hair in green scrubs and white clogs', expect: { hair: { colour: 'brown', style: 'curly' }, wear: ['green scrubs', 'white clogs'] } },
  { text: 'a pirate with a black eyepatch, a red bandana on his head and a striped shirt', expect: { wear: ['black eyepatch', 'red bandana', 'striped shirt'] } },
  { text: 'a ballerina with her blonde hair in a bun, a pink tutu and pink ballet shoes', expect: { hair: { colour: 'blonde', style: 'bun' }, wear: ['pink tutu', 'pink shoes'] } },
  { text: 'an astronaut in a white spacesuit with a silver helmet', expect: { wear: ['white spacesuit', 'silver helmet'] } },
  { text: 'a grandma with short silver curls, rosy cheeks, a knitted green cardigan and red reading glasses', expect: { age: 'elder', hair: { colour: 'silver', style: 'curly' }, wear: ['green cardigan'], accessories: ['glasses'] } },
  { text: 'a boy with messy brown hair, a missing front tooth and a blue football kit', expect: { species: 'human', age: 'child', hair: { colour: 'brown' } } },
  { text: 'a girl in a wheelchair with purple glasses, long dark hair and a rainbow jumper', expect: { age: 'child', hair: { style: 'long' }, wear: ['jumper'], accessories: ['glasses'] } },
  { text: 'a Sikh boy with a blue patka and a grey school jumper', expect: { age: 'child', wear: ['blue patka', 'grey jumper'] } },
  { text: 'a woman in a green hijab and a long black abaya with gold embroidery', expect: { wear: ['green hijab', 'black abaya'] } },
  { text: 'a tiger-striped orange cat with white paws and a bell on a red collar', expect: { species: 'cat', coat: 'orange', wear: ['red collar'] } },
  { text: "an old fisherman with a white beard, a yellow sou'wester and a navy jumper", expect: { age: 'elder', face: ['white beard'], wear: ["yellow sou'wester", 'navy jumper'] } },
  { text: 'a teenage boy with bleached blonde hair, a black beanie, and a green bomber jacket', expect: { age: 'teen', hair: { colour: 'blonde' }, wear: ['black beanie', 'green jacket'] } },
  { text: 'a girl with afro puffs, brown skin, a yellow T-shirt with a star on it and purple leggings', expect: { age: 'child', hair: { style: 'afro' }, skin: 'brown', wear: ['yellow t-shirt', 'purple leggings'] } },
  { text: 'a robot made of shiny red metal with yellow lights for eyes', expect: { species: 'robot', coat: 'red', eyes: 'yellow' } },
  { text: 'a chef in a white jacket, checked trousers and a tall white hat', expect: { wear: ['white jacket', 'checked trousers', 'white hat'] } },
];

export const DESCRIPTIONS: Record<Split, DescribedCharacter[]> = { tuning: TUNING, evaluation: EVALUATION };
