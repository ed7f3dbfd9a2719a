/**
 * French and Spanish words for the animals and services people search for
 * (issue 36): "chauve-souris", "murciélago", "raton laveur", "mapache" find
 * what the English word finds. The directory's and the site's word search
 * run on English text (PostgreSQL's `english` configuration); a reader's
 * French or Spanish words are put in English first. Accents and case do not
 * matter ("murcielago", "ÉCUREUIL").
 */

/** Folded (lower case, no accents, one space) French and Spanish terms → English search words. */
const TERMS: Readonly<Record<string, string>> = {
  // Animals — French (Canada)
  "chauve souris": "bat",
  "chauves souris": "bat",
  "raton laveur": "raccoon",
  "ratons laveurs": "raccoon",
  mouffette: "skunk",
  mouffettes: "skunk",
  ecureuil: "squirrel",
  ecureuils: "squirrel",
  marmotte: "groundhog",
  marmottes: "groundhog",
  souris: "mouse",
  rongeur: "rodent",
  rongeurs: "rodent",
  oiseau: "bird",
  oiseaux: "bird",
  nid: "nest",
  nids: "nest",
  castor: "beaver",
  castors: "beaver",
  renard: "fox",
  renards: "fox",
  serpent: "snake",
  serpents: "snake",
  "animal mort": "dead animal",
  "animaux morts": "dead animal",
  faune: "wildlife",
  // Animals — Spanish (Mexico)
  murcielago: "bat",
  murcielagos: "bat",
  mapache: "raccoon",
  mapaches: "raccoon",
  zorrillo: "skunk",
  zorrillos: "skunk",
  mofeta: "skunk",
  ardilla: "squirrel",
  ardillas: "squirrel",
  tlacuache: "opossum",
  tlacuaches: "opossum",
  zarigueya: "opossum",
  raton: "mouse",
  ratones: "mouse",
  rata: "rat",
  ratas: "rat",
  roedor: "rodent",
  roedores: "rodent",
  ave: "bird",
  aves: "bird",
  pajaro: "bird",
  pajaros: "bird",
  paloma: "pigeon",
  palomas: "pigeon",
  nido: "nest",
  nidos: "nest",
  zorro: "fox",
  serpiente: "snake",
  serpientes: "snake",
  vibora: "snake",
  "animales muertos": "dead animal",
  "animal muerto": "dead animal",
  fauna: "wildlife",
  "fauna silvestre": "wildlife",
  // Services — French
  eviction: "eviction",
  "porte a sens unique": "one-way door",
  grenier: "attic",
  nettoyage: "cleanup",
  reparation: "repair",
  "capture vivante": "live capture",
  relocalisation: "relocation",
  // Services — Spanish
  exclusion: "exclusion",
  desalojo: "eviction",
  captura: "capture",
  "captura en vivo": "live capture",
  liberacion: "release",
  atico: "attic",
  desvan: "attic",
  limpieza: "cleanup",
  reparacion: "repair",
  inspeccion: "inspection",
  consulta: "consultation",
  reubicacion: "relocation",
};

/** Lower case, accents removed, anything but letters and digits as one space. */
export function foldWords(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** French and Spanish little words dropped from a translated search (English ones the search drops itself). */
const STOP_WORDS = new Set([
  ..."a au aux avec chez d dans de des du en et l la le les ma mes mon sur un une".split(" "),
  ..."al con del el en la las los mi mis para por su sus un una y".split(" "),
]);

const LONGEST_TERM = Math.max(...Object.keys(TERMS).map((t) => t.split(" ").length));

/**
 * The words of a search with French and Spanish terms put in English
 * ("chauve-souris grenier" → "bat attic"); other words as typed. Null when
 * the search holds no such term (search with the words as they are).
 */
export function englishSearchWords(query: string): string | null {
  const words = foldWords(query).split(" ").filter(Boolean);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let n = Math.min(LONGEST_TERM, words.length - i); n >= 1; n--) {
      const term = TERMS[words.slice(i, i + n).join(" ")];
      if (term) {
        out.push(term);
        i += n;
        matched = true;
        changed = true;
        break;
      }
    }
    if (!matched) {
      out.push(words[i]!);
      i += 1;
    }
  }
  return changed ? out.filter((word) => !STOP_WORDS.has(word)).join(" ") : null;
}
