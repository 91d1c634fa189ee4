/**
 * Checks every link and anchor of the built site: each page or file a link names must exist in the build, and each
 * `#anchor` must be an id on the page it points to. Links outside the site (other origins, the API's own routes) are
 * not followed: the build must not need the internet.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface LinkReport {
  pages: number;
  links: number;
  broken: string[];
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The ids a page's links can point at. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((match) => decode(match[1])));
}

/** The targets of a page's links and images, as written (pages' own markup, not the scripts' strings). */
function linksOf(html: string): string[] {
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return [...withoutScripts.matchAll(/<(?:a|img|link|source)\s[^>]*?\b(?:href|src)="([^"]*)"/g)].map((match) => decode(match[1]));
}

/** The built file a path of the site names (`/docs/x.html`, `/docs/dir/`), or undefined. */
function fileFor(dist: string, sitePath: string): string | undefined {
  const local = path.join(dist, decodeURIComponent(sitePath));
  const candidates = sitePath.endsWith('/') ? [path.join(local, 'index.html')] : [local, `${local}.html`, path.join(local, 'index.html')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

export function checkLinks(dist: string, base: string): LinkReport {
  const pages = htmlFiles(dist);
  const ids = new Map<string, Set<string>>();
  const idsIn = (file: string) => {
    if (!ids.has(file)) ids.set(file, idsOf(fs.readFileSync(file, 'utf8')));
    return ids.get(file) as Set<string>;
  };
  const broken: string[] = [];
  let links = 0;
  for (const page of pages) {
    const pageUrl = new URL(path.relative(dist, page).split(path.sep).join('/'), `http://site${base}`);
    for (const link of linksOf(fs.readFileSync(page, 'utf8'))) {
      if (/^(?:[a-z]+:)?\/\//i.test(link) || /^(?:mailto|data|javascript|tel):/i.test(link)) continue;
      const target = new URL(link, pageUrl);
      if (!target.pathname.startsWith(base)) continue;
      links += 1;
      const from = path.relative(dist, page);
      const file = fileFor(dist, target.pathname.slice(base.length));
      if (!file) broken.push(`${from}: ${link} (no such page or file)`);
      else if (target.hash && file.endsWith('.html') && !idsIn(file).has(decodeURIComponent(target.hash.slice(1)))) {
        broken.push(`${from}: ${link} (no anchor ${target.hash} on ${path.relative(dist, file)})`);
      }
    }
  }
  return { pages: pages.length, links, broken };
}
