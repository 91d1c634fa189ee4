/**
 * The part of ICU MessageFormat the console's catalogues use: {name} arguments (numbers formatted for the language),
 * {n, plural, =0 {…} one {# …} other {…}} with the language's plural rules, {x, select, a {…} other {…}}, and
 * <tag>…</tag> around words that become a link or emphasis. No apostrophe quoting: catalogues write ’ for the mark.
 */
export type Values = Record<string, string | number>;

type Node = string | { kind: 'arg'; name: string } | { kind: 'pound' } | { kind: 'plural' | 'select'; name: string; options: Record<string, Node[]> } | { kind: 'tag'; name: string; children: Node[] };

const ARGUMENT = /^\s*([A-Za-z_]\w*)\s*(?:,\s*(plural|select)\s*,)?\s*/;
const OPTION = /^\s*(=\d+|[A-Za-z_]\w*)\s*\{/;
const OPEN_TAG = /^<([a-z]+)>/;
const CLOSE_TAG = /^<\/([a-z]+)>/;

class Parser {
  private at = 0;

  constructor(private readonly text: string) {}

  /** Nodes up to `closing` ('}' is left for the caller; a tag's closing is consumed), or to the end. */
  nodes(inPlural: boolean, closing?: string): Node[] {
    const out: Node[] = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const rest = this.text.slice(this.at);
      const close = CLOSE_TAG.exec(rest);
      const open = OPEN_TAG.exec(rest);
      if (rest[0] === '}') {
        if (closing !== '}') this.fail('a } that closes nothing');
        break;
      }
      if (close) {
        if (close[1] !== closing) this.fail(`</${close[1]}> that closes nothing`);
        this.at += close[0].length;
        flush();
        return out;
      }
      const pound = rest[0] === '#' && inPlural;
      if (rest[0] !== '{' && !pound && !open) {
        literal += rest[0];
        this.at += 1;
        continue;
      }
      flush();
      if (rest[0] === '{') out.push(this.argument(inPlural));
      else if (pound) {
        out.push({ kind: 'pound' });
        this.at += 1;
      } else if (open) {
        this.at += open[0].length;
        out.push({ kind: 'tag', name: open[1], children: this.nodes(inPlural, open[1]) });
      }
    }
    if (closing && closing !== '}' && this.at >= this.text.length) this.fail(`<${closing}> is never closed`);
    flush();
    return out;
  }

  private argument(inPlural: boolean): Node {
    const head = ARGUMENT.exec(this.text.slice(this.at + 1));
    if (!head) return this.fail('a { without an argument name');
    this.at += 1 + head[0].length;
    const [, name, kind] = head;
    if (!kind) {
      this.expect('}');
      return { kind: 'arg', name };
    }
    const options: Record<string, Node[]> = {};
    for (let option = OPTION.exec(this.text.slice(this.at)); option; option = OPTION.exec(this.text.slice(this.at))) {
      this.at += option[0].length;
      options[option[1]] = this.nodes(kind === 'plural' || inPlural, '}');
      this.expect('}');
    }
    this.at += /^\s*/.exec(this.text.slice(this.at))?.[0].length ?? 0;
    this.expect('}');
    if (!options.other) this.fail(`{${name}, ${kind}} has no "other" choice`);
    return { kind: kind as 'plural' | 'select', name, options };
  }

  private expect(character: string): void {
    if (this.text[this.at] !== character) this.fail(`"${character}" expected`);
    this.at += 1;
  }

  private fail(what: string): never {
    throw new Error(`Message "${this.text}": ${what} at ${this.at}`);
  }
}

const parsed = new Map<string, Node[]>();

/** The message's nodes (parsed once per text). */
function nodesOf(message: string): Node[] {
  let nodes = parsed.get(message);
  if (!nodes) {
    nodes = new Parser(message).nodes(false);
    parsed.set(message, nodes);
  }
  return nodes;
}

/** What a message needs: its argument names and its tags (the same in every language's version of it). */
export function messageShape(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>();
  const tags = new Set<string>();
  const walk = (nodes: Node[]) =>
    nodes.forEach((node) => {
      if (typeof node === 'string' || node.kind === 'pound') return;
      if (node.kind === 'tag') {
        tags.add(node.name);
        walk(node.children);
        return;
      }
      args.add(node.name);
      if (node.kind !== 'arg') Object.values(node.options).forEach(walk);
    });
  walk(nodesOf(message));
  return { args: [...args].sort(), tags: [...tags].sort() };
}

/** Every plural's choices in a message, to check a language's version has each of its plural categories. */
export function pluralChoices(message: string): string[][] {
  const found: string[][] = [];
  const walk = (nodes: Node[]) =>
    nodes.forEach((node) => {
      if (typeof node === 'string' || node.kind === 'pound' || node.kind === 'arg') return;
      if (node.kind === 'tag') return walk(node.children);
      if (node.kind === 'plural') found.push(Object.keys(node.options));
      Object.values(node.options).forEach(walk);
    });
  walk(nodesOf(message));
  return found;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralCategory(value: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

/** What a tag makes of its words (a link, a <strong>…). */
export type TagMaker<T> = (children: Array<string | T>) => T;

/** The message with its values in place, as text and whatever the tags made. */
export function formatParts<T>(message: string, values: Values, locale: string, tags: Record<string, TagMaker<T>> = {}): Array<string | T> {
  const render = (nodes: Node[], pound?: number): Array<string | T> =>
    nodes.flatMap((node): Array<string | T> => {
      if (typeof node === 'string') return [node];
      if (node.kind === 'pound') return [formatNumber(pound ?? 0, locale)];
      if (node.kind === 'tag') {
        const make = tags[node.name];
        if (!make) throw new Error(`Message "${message}": nothing makes <${node.name}>`);
        return [make(render(node.children, pound))];
      }
      const value = values[node.name];
      if (value === undefined) throw new Error(`Message "${message}": no value for {${node.name}}`);
      if (node.kind === 'arg') return [typeof value === 'number' ? formatNumber(value, locale) : value];
      if (node.kind === 'select') return render(node.options[String(value)] ?? node.options.other, pound);
      const count = Number(value);
      return render(node.options[`=${count}`] ?? node.options[pluralCategory(count, locale)] ?? node.options.other, count);
    });
  return render(nodesOf(message));
}

/** The message as text. */
export function formatMessage(message: string, values: Values, locale: string): string {
  return formatParts<string>(message, values, locale).join('');
}
