/** The icons places and drawn things are furnished with (kept by `npm run icons` with the props' icons). */
export const SETTING_ICONS = [
  'books', 'chess-pawn', 'fire', 'bucket', 'deciduous-tree', 'ladder', 'bicycle', 'horse', 'kick-scooter', 'sled', 'canoe',
  'toothbrush', 'toilet', 'television', 'potted-plant', 'framed-picture', 'red-apple', 'banana', 'bread', 'carrot', 'watermelon', 'cookie', 'glass-of-milk',
  'croissant', 'strawberry', 'tangerine', 'shortcake', 'birthday-cake', 'hot-beverage', 'coral', 'fish', 'tropical-fish', 'cactus', 'tent', 'tulip', 'sunflower',
  'blossom', 'playground-slide', 'cow', 'rooster', 'giraffe', 'elephant', 'zebra', 'lion', 'beach-with-umbrella', 'spiral-shell', 'sun', 'shopping-cart',
  'hammer', 'wrench', 'screwdriver', 'scissors', 'toolbox', 'automobile', 'oil-drum', 'popcorn', 'wrapped-gift', 'party-popper',
];
