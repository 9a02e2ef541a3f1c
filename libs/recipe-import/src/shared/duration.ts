const ISO =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const num = (s: string | undefined): number => (s ? Number(s.replace(',', '.')) : 0);

/** ISO 8601 duration (PT1H30M, P0DT45M, PT90M) to whole minutes; null when it is not one. */
export function parseIsoDuration(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (!m || text.trim().toUpperCase() === 'P' || text.trim().toUpperCase() === 'PT') return null;
  const [, y, mo, w, d, h, mi, s] = m;
  const minutes =
    num(y) * 525600 + num(mo) * 43800 + num(w) * 10080 + num(d) * 1440 + num(h) * 60 + num(mi) + num(s) / 60;
  return Number.isFinite(minutes) ? Math.round(minutes) : null;
}

// Unit words in the languages the importer meets; order matters (days before hours before minutes).
const HUMAN_UNITS: Array<[RegExp, number]> = [
  [/^(d|days?|tage?n?|jours?|giorn[oi]|d[ií]as?|dagen?|dag)$/i, 1440],
  [/^(h|hrs?|hours?|std\.?|stunden?|heures?|ore|ora|horas?|uur|óra|timmar?|tim)$/i, 60],
  [/^(m|mins?|minutes?|minuten?|minuti|minutos?|perc|minuter|mn)$/i, 1],
  [/^(s|secs?|seconds?|sekunden?|secondes?)$/i, 1 / 60],
];

/** '1 hour 30 mins', '45 Min.', '1h20', '1½ hours' to minutes; null when no duration is written. */
export function parseHumanDuration(text: string): number | null {
  const t = text.replace(/½/g, '.5').replace(/¼/g, '.25').replace(/¾/g, '.75').toLowerCase();
  const compact = /^\s*(\d+)\s*h\s*(\d+)\s*$/.exec(t);
  if (compact) return Number(compact[1]) * 60 + Number(compact[2]);
  let total = 0;
  let found = false;
  let lastFactor = Infinity;
  const re = /(\d+(?:[.,]\d+)?)\s*([a-zà-ÿ]+\.?)/gi;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    const unit = HUMAN_UNITS.find(([word]) => word.test(m![2].replace(/\.$/, '')) || word.test(m![2]));
    if (!unit) continue;
    // '8 hours on low or 4 hours on high': a second hours figure starts an alternative, not a sum.
    if (unit[1] >= lastFactor) break;
    lastFactor = unit[1];
    total += Number(m[1].replace(',', '.')) * unit[1];
    found = true;
  }
  return found ? Math.round(total) : null;
}

/** Any duration a page may give (ISO string, human text, or a bare number of minutes). */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return value.length ? parseDuration(value[0]) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  if (/^P/i.test(text)) return parseIsoDuration(text);
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(Number(text.replace(',', '.')));
  return parseHumanDuration(text);
}
