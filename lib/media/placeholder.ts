/** A deterministic picture for a demo media path: a hue from the name, the name's words as a label. */
export function placeholderSvg(file: string): string {
  const base = file.split('/').pop()!.replace(/\.svg$/i, '');
  let hash = 0;
  for (const ch of base) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const kind = file.split('/')[0];
  const [w, h] = kind === 'categories' && base.endsWith('banner') ? [1200, 400] : kind === 'barcodes' ? [320, 120] : [600, 600];
  const label = escapeXml(base.replace(/-\d+$/, '').replace(/[-_]+/g, ' ').toUpperCase()).slice(0, 40);
  const view = base.match(/-(\d+)$/)?.[1];
  if (kind === 'brand') {
    // A wordmark (the demo store's logo on quotations): the name without "-logo", on a band.
    const name = escapeXml(base.replace(/-logo$/, '').replace(/[-_]+/g, ' ').toUpperCase()).slice(0, 24);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120" role="img" aria-label="${name}"><rect x="0" y="0" width="120" height="120" rx="18" fill="hsl(${hue} 45% 32%)"/><path d="M24 92 L60 28 L96 92 Z" fill="hsl(${hue} 60% 85%)"/><text x="140" y="78" font-family="sans-serif" font-size="46" font-weight="700" letter-spacing="3" fill="hsl(${hue} 45% 22%)">${name}</text></svg>`;
  }
  if (kind === 'barcodes') {
    const bars = Array.from({ length: 60 }, (_, i) => ((hash >> i % 24) & 1 ? `<rect x="${20 + i * 4.6}" y="10" width="${(i * 7 + hash) % 3 === 0 ? 3 : 1.5}" height="80"/>` : '')).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#fff"/><g fill="#111">${bars}</g><text x="50%" y="110" font-family="monospace" font-size="12" text-anchor="middle">${label}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 45% 72%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w / 2}" cy="${h / 2 - 30}" r="${Math.min(w, h) / 6}" fill="hsl(${hue} 40% 60% / 0.55)"/>
<text x="50%" y="${h - 70}" font-family="system-ui, sans-serif" font-size="${Math.round(Math.min(w, h) / 22)}" font-weight="600" fill="hsl(${hue} 35% 25%)" text-anchor="middle">${label}</text>
${view ? `<text x="50%" y="${h - 36}" font-family="system-ui, sans-serif" font-size="16" fill="hsl(${hue} 30% 35%)" text-anchor="middle">view ${view}</text>` : ''}
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
