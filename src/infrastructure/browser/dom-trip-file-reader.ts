import { kmlWithFolders } from '@tmcw/togeojson';
import { strFromU8, unzipSync } from 'fflate';
import type { Feature, Geometry, Position } from 'geojson';
import type { PickedFile, TripFileReader } from '../../application/ports/trip-file-reader.port';
import {
  IMPORT_FILE_MAX_BYTES,
  ImportFileError,
  importFormatOfName,
  isValidPoint,
  type ImportGroup,
  type ImportPoint,
  type ImportSource,
} from '../../domain/trip-import/import-source';

type KmlNode = ReturnType<typeof kmlWithFolders>['children'][number];

/**
 * The browser's DOMParser reads the XML. GPX is walked here directly (wpt, rte/rtept, trk/trkseg/trkpt with their
 * names and times): togeojson keeps a route only as a line, without its points' names, and the names are what
 * become stops. KML (folders, MultiGeometry, gx:Track) goes through togeojson's kmlWithFolders; a KMZ is unzipped
 * with fflate and its main .kml (doc.kml, else the first .kml at the top) read the same way.
 */
export class DomTripFileReader implements TripFileReader {
  read(file: PickedFile): Promise<ImportSource> {
    return Promise.resolve().then(() => readFile(file));
  }
}

function readFile(file: PickedFile): ImportSource {
  const byName = importFormatOfName(file.name);
  if (byName === 'kmz' || (byName === null && isZip(file.bytes))) return readKml(kmlOfZip(file.bytes), 'kmz');
  const text = new TextDecoder('utf-8').decode(file.bytes).replace(/^\uFEFF/, '');
  const root = /<\s*([A-Za-z_][\w.-]*:)?(gpx|kml)\b/.exec(text.slice(0, 4096))?.[2];
  if (byName === null && root === undefined)
    throw new ImportFileError('notSupported', `${file.name} is not a GPX, KML or KMZ file`);
  const doc = parseXml(text, file.name);
  const rootName = doc.documentElement.localName;
  if (rootName === 'gpx') return readGpx(doc);
  if (rootName === 'kml') return readKml(doc, 'kml');
  throw new ImportFileError('notSupported', `${file.name} holds <${rootName}>, not GPX or KML`);
}

const isZip = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0x50 && bytes[1] === 0x4b;

function parseXml(text: string, name: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error || !doc.documentElement)
    throw new ImportFileError('malformed', `${name} is not well-formed XML: ${error?.textContent?.trim() ?? ''}`);
  return doc;
}

function kmlOfZip(bytes: Uint8Array): Document {
  let files: Record<string, Uint8Array>;
  try {
    let unpacked = 0;
    files = unzipSync(bytes, {
      filter: (entry) => {
        if (!/\.kml$/i.test(entry.name)) return false;
        unpacked += entry.originalSize;
        if (unpacked > IMPORT_FILE_MAX_BYTES) throw new ImportFileError('tooLarge', 'the KMZ unpacks past the limit');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('malformed', 'the KMZ is not a readable zip archive');
  }
  const names = Object.keys(files);
  const main = names.find((n) => n.toLowerCase() === 'doc.kml') ?? names.find((n) => !n.includes('/')) ?? names[0];
  if (main === undefined) throw new ImportFileError('malformed', 'the KMZ holds no .kml file');
  return parseXml(strFromU8(files[main]), main);
}

// ——— GPX ———

const child = (el: Element, name: string): Element | undefined =>
  Array.from(el.children).find((c) => c.localName === name);
const text = (el: Element | undefined): string => el?.textContent?.trim() ?? '';
const all = (el: Element | Document, name: string): Element[] =>
  Array.from(el.getElementsByTagNameNS('*', name)).filter((e) => e.localName === name);

function gpxPoint(el: Element): ImportPoint | null {
  const lat = Number(el.getAttribute('lat'));
  const lng = Number(el.getAttribute('lon'));
  if (el.getAttribute('lat') === null || el.getAttribute('lon') === null || !isValidPoint(lat, lng)) return null;
  return { name: text(child(el, 'name')), lat, lng, time: text(child(el, 'time')) || null };
}

const points = (els: Element[]): ImportPoint[] => els.flatMap((el) => gpxPoint(el) ?? []);

function readGpx(doc: Document): ImportSource {
  const root = doc.documentElement;
  const groups: ImportGroup[] = [];
  const waypoints = points(Array.from(root.children).filter((c) => c.localName === 'wpt'));
  if (waypoints.length > 0) groups.push({ kind: 'waypoints', name: '', points: waypoints });
  for (const route of Array.from(root.children).filter((c) => c.localName === 'rte'))
    groups.push({ kind: 'route', name: text(child(route, 'name')), points: points(all(route, 'rtept')) });
  for (const track of Array.from(root.children).filter((c) => c.localName === 'trk'))
    groups.push({ kind: 'track', name: text(child(track, 'name')), points: points(all(track, 'trkpt')) });
  const metadata = child(root, 'metadata');
  return withPoints({ format: 'gpx', name: text(metadata && child(metadata, 'name')), groups });
}

// ——— KML ———

function positions(geometry: Geometry | null): Position[][] {
  if (!geometry) return [];
  switch (geometry.type) {
    case 'Point':
      return [[geometry.coordinates]];
    case 'MultiPoint':
      return geometry.coordinates.map((c) => [c]);
    case 'LineString':
      return [geometry.coordinates];
    case 'MultiLineString':
      return geometry.coordinates;
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positions);
    default:
      return [];
  }
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A placemark's points: a point is a place; a line (LineString, gx:Track) is a track of its own. */
function placemark(feature: Feature, folder: ImportGroup & { points: ImportPoint[] }, extra: ImportGroup[]): void {
  const props = (feature.properties ?? {}) as Record<string, unknown>;
  const name = stringOf(props.name);
  const span = props.timespan as { begin?: unknown } | undefined;
  const when = stringOf(props.timestamp) || stringOf(span?.begin) || null;
  const coordTimes = (props.coordinateProperties as { times?: unknown } | undefined)?.times;
  for (const [i, line] of positions(feature.geometry).entries()) {
    const at = (j: number): string | null => {
      const times: unknown = Array.isArray(coordTimes) && Array.isArray(coordTimes[0]) ? coordTimes[i] : coordTimes;
      return Array.isArray(times) ? stringOf(times[j]) || null : null;
    };
    const pts = line.flatMap(([lng, lat], j) =>
      isValidPoint(lat, lng) ? [{ name: line.length === 1 ? name : '', lat, lng, time: at(j) ?? when }] : [],
    );
    if (line.length === 1) folder.points.push(...pts);
    else extra.push({ kind: 'track', name, points: pts });
  }
}

function readKml(doc: Document, format: 'kml' | 'kmz'): ImportSource {
  if (doc.documentElement.localName !== 'kml') throw new ImportFileError('notSupported', 'the file holds no <kml>');
  const tree = kmlWithFolders(doc, { skipNullGeometry: true });
  const documentName = text(all(doc, 'Document')[0] && child(all(doc, 'Document')[0], 'name'));
  const groups: ImportGroup[] = [];
  const walk = (nodes: readonly KmlNode[], name: string) => {
    const folder = { kind: 'folder' as const, name, points: [] as ImportPoint[] };
    const extra: ImportGroup[] = [];
    const sub: [readonly KmlNode[], string][] = [];
    for (const node of nodes) {
      if (node.type === 'folder') sub.push([node.children, stringOf(node.meta.name)]);
      else placemark(node as Feature, folder, extra);
    }
    if (folder.points.length > 0) groups.push(folder);
    groups.push(...extra);
    for (const [children, subName] of sub) walk(children, subName);
  };
  walk(tree.children, documentName);
  return withPoints({ format, name: documentName, groups });
}

function withPoints(source: ImportSource): ImportSource {
  const groups = source.groups.filter((g) => g.points.length > 0);
  if (groups.length === 0) throw new ImportFileError('noPoints', 'the file holds no point with valid coordinates');
  return { ...source, groups };
}
