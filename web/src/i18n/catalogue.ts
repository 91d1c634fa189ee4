import type en from './en';

/**
 * What a catalogue is: English's keys, by page, are the type every other catalogue must fill. Apart from ./index.ts,
 * so that the catalogues (read by the Node tests too) bring in no browser types.
 */
export type Catalogue = { [Page in keyof typeof en]: { [Key in keyof (typeof en)[Page]]: string } };
export type MessageKey = { [Page in keyof Catalogue]: `${Page & string}.${keyof Catalogue[Page] & string}` }[keyof Catalogue];
