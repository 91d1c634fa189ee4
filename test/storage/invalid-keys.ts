import { newStorageKey } from '../../src/storage';

const valid = newStorageKey('scenes');
const name = valid.slice('scenes/'.length);

/** Keys every BlobStorage must refuse: traversal, absolute paths, unknown folders, odd names. */
export const INVALID_KEYS = [
  '',
  '../escape.png',
  `scenes/../../${name}`,
  `../scenes/${name}`,
  `/scenes/${name}`,
  `/etc/passwd`,
  `scenes/${name}/../../../etc/passwd`,
  `scenes\\..\\..\\${name}`,
  `unknown/${name}`,
  `scenes/sub/${name}`,
  'scenes/short.png',
  `scenes/${name.replace('.png', '.exe')}`,
  `${valid}\n`,
  ` ${valid}`,
];
