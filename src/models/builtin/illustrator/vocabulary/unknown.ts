/**
 * Words a prompt may hold that name nothing to draw: they are neither drawn nor reported as not understood.
 * Everything else the vocabulary does not match is reported, so an operator sees why a thing is missing.
 */
export const NOTHING_TO_DRAW = new Set(
  (
    'a an the and or but so then than as of to in into on onto at by for from with without about above across after against along among around before ' +
    'behind below beneath beside besides between beyond down during except inside near next off out outside over past since through throughout till ' +
    'toward towards under underneath until up upon within while when where who whom whose which what that this these those there here ' +
    'he she it they we you i me him her them us my your his its our their hers theirs mine yours ours himself herself itself themselves ' +
    'is are was were be been being am has have had having do does did doing done will would shall should can could may might must ' +
    'get gets getting got go goes going went gone come comes coming came make makes making made take takes taking took see sees seeing saw ' +
    'look looks looking looked watch watches watching watched find finds finding found try tries trying tried keep keeps let lets ' +
    'very really quite too also just still even only all both each every some any many much more most few lots lot one two three four ' +
    'first last other another same big little small tiny huge large tall long short old new young good nice lovely cosy cozy best ' +
    'together happily quietly slowly quickly gently carefully proudly loudly softly away back again around almost nearly ' +
    'day today tonight morning afternoon time moment while way side top bottom front edge middle end scene picture panel ' +
    'not no yes like likes liked love loves loved want wants wanted need needs enjoy enjoys enjoying friend friends each other ' +
    'someone something everyone everything nobody nothing somebody'
  ).split(' '),
);
