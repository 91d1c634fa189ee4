import type { Catalogue } from '.';
import en from './en';

export default en satisfies Catalogue;
